// The auth state the app follows, driven by a fake of the SDK's onAuthStateChanged: the remembered
// golfer is let in before the SDK answers, a golfer's own sign-out is plain, and a sign-in the service
// ends (account refused) carries the reason; network failures never sign anyone out.
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

interface FakeUser {
  uid: string;
  email: string | null;
  getIdToken: ReturnType<typeof vi.fn<(force?: boolean) => Promise<string>>>;
}

let emit: (user: FakeUser | null) => void = () => undefined;
const auth: { currentUser: FakeUser | null; authStateReady: () => Promise<void> } = { currentUser: null, authStateReady: async () => undefined };
const firebaseSignOut = vi.fn(async () => {
  auth.currentUser = null;
  emit(null);
});
const deleteUser = vi.fn(async (_user: FakeUser) => undefined);

vi.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: unknown, next: (user: FakeUser | null) => void) => {
    emit = (user) => {
      auth.currentUser = user;
      next(user);
    };
    return () => undefined;
  },
  signOut: () => firebaseSignOut(),
  deleteUser: (user: FakeUser) => deleteUser(user),
}));
vi.mock('../../../src/backend/firebase-app.ts', () => ({ getFirebaseAuth: () => ({ auth }) }));

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});
// Each start gets its own window, so an earlier start's "online" listener never joins in.
let windowEvents = new EventTarget();
const connection = { onLine: true };
vi.stubGlobal('navigator', connection);

const store = getDefaultStore();

function user(uid: string, token: () => Promise<string> = async () => 'token'): FakeUser {
  return { uid, email: `${uid}@example.com`, getIdToken: vi.fn(token) };
}

const refused = (code: string) => async () => {
  throw Object.assign(new Error(code), { code });
};

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A fresh auth module (its listener starts once per module), as at an app start, with the SDK loaded. */
async function start(options: { remembered?: () => Promise<void> } = {}) {
  vi.resetModules();
  windowEvents = new EventTarget();
  vi.stubGlobal('window', windowEvents);
  emit = () => {
    throw new Error('the SDK is not listening yet');
  };
  const module = await import('../../../src/auth/auth.ts');
  const notices = await import('../../../src/auth/signed-out-notice.ts');
  module.startAuthListener(options);
  await settle();
  return { ...module, ...notices, state: () => store.get(module.authAtom) };
}

beforeEach(() => {
  storage.clear();
  auth.currentUser = null;
  connection.onLine = true;
  vi.clearAllMocks();
});

describe('the auth state at start', () => {
  it('waits for the SDK when nobody was signed in on this device', async () => {
    const app = await start();
    expect(app.state().state).toBe('login-in');
    emit(null);
    await settle();
    expect(app.state()).toEqual({ state: 'not-logged', user: null });
  });

  it('lets the remembered golfer in before the SDK has asked the service', async () => {
    storage.set('hd-signed-in', JSON.stringify({ uid: 'ann', email: 'ann@example.com' }));
    const app = await start();
    expect(app.state()).toEqual({ state: 'logged', user: { uid: 'ann', email: 'ann@example.com' } });
  });

  it("loads the SDK for a remembered golfer only once the page is the app's own", async () => {
    storage.set('hd-signed-in', JSON.stringify({ uid: 'ann', email: 'ann@example.com' }));
    let pageLive = () => undefined as void;
    const app = await start({ remembered: () => new Promise<void>((resolve) => (pageLive = resolve)) });
    expect(() => emit(null)).toThrow('not listening');
    expect(app.state().state).toBe('logged');
    pageLive();
    await settle();
    emit(user('ann'));
    await settle();
    expect(app.state()).toEqual({ state: 'logged', user: { uid: 'ann', email: 'ann@example.com' } });
  });

  it('loads the SDK at once when nobody is remembered, whatever the page', async () => {
    const app = await start({ remembered: () => new Promise<void>(() => undefined) });
    emit(null);
    await settle();
    expect(app.state()).toEqual({ state: 'not-logged', user: null });
  });

  it('remembers a signed-in golfer and clears an old notice', async () => {
    storage.set('hd-signed-out', JSON.stringify({ uid: 'old', email: null, reason: 'unknown', unsynced: 1 }));
    const app = await start();
    emit(user('bea'));
    await settle();
    expect(app.state()).toEqual({ state: 'logged', user: { uid: 'bea', email: 'bea@example.com' } });
    expect(JSON.parse(storage.get('hd-signed-in') ?? 'null')).toEqual({ uid: 'bea', email: 'bea@example.com' });
    expect(storage.has('hd-signed-out')).toBe(false);
  });
});

describe('a sign-in that ends', () => {
  it('is plain when the golfer signs out', async () => {
    const app = await start();
    emit(user('cal'));
    await settle();
    await app.signOutOfAuth();
    await settle();
    expect(app.state()).toEqual({ state: 'not-logged', user: null });
    expect(storage.has('hd-signed-in')).toBe(false);
  });

  it('is plain when the golfer deletes the account, and stays signed in when the deletion fails', async () => {
    const app = await start();
    const dee = user('dee');
    emit(dee);
    await settle();
    deleteUser.mockRejectedValueOnce(Object.assign(new Error('recent'), { code: 'auth/requires-recent-login' }));
    await expect(app.deleteAccount()).rejects.toThrow('recent');
    expect(storage.has('hd-signed-in')).toBe(true);
    deleteUser.mockImplementationOnce(async () => {
      emit(null);
    });
    await app.deleteAccount();
    await settle();
    expect(app.state()).toEqual({ state: 'not-logged', user: null });
  });

  it('deletes the account of a remembered golfer whose SDK loads only for it, once the SDK has restored the sign-in', async () => {
    storage.set('hd-signed-in', JSON.stringify({ uid: 'fay', email: 'fay@example.com' }));
    const app = await start({ remembered: () => new Promise<void>(() => undefined) });
    const fay = user('fay');
    auth.authStateReady = async () => {
      auth.currentUser = fay;
    };
    try {
      await app.deleteAccount();
    } finally {
      auth.authStateReady = async () => undefined;
    }
    expect(deleteUser).toHaveBeenCalledWith(fay);
  });

  it('says the account was disabled when the SDK signs out a user the service answers user-disabled', async () => {
    const app = await start();
    const eve = user('eve');
    emit(eve);
    await settle();
    // The SDK signed eve out after a token refresh; asked again, the service says why.
    eve.getIdToken.mockImplementation(refused('auth/user-disabled'));
    emit(null);
    await settle();
    expect(eve.getIdToken).toHaveBeenCalledWith(true);
    expect(app.state()).toEqual({
      state: 'not-logged',
      user: null,
      ended: { uid: 'eve', email: 'eve@example.com', reason: 'disabled' },
    });
    expect(storage.has('hd-signed-in')).toBe(false);
  });

  it('signs out a deleted account whose token the service refuses when the phone is back online', async () => {
    const app = await start();
    const fin = user('fin');
    emit(fin);
    await settle();
    fin.getIdToken.mockImplementation(refused('auth/user-not-found'));
    windowEvents.dispatchEvent(new Event('online'));
    await settle();
    expect(firebaseSignOut).toHaveBeenCalledTimes(1);
    expect(app.state().ended).toEqual({ uid: 'fin', email: 'fin@example.com', reason: 'deleted' });
  });

  it('leaves no reason behind when the SDK signed the user out first', async () => {
    const app = await start();
    const kai = user('kai');
    emit(kai);
    await settle();
    // The SDK signs kai out while refreshing the token; asked again, the service says why.
    kai.getIdToken.mockImplementation(refused('auth/user-disabled'));
    kai.getIdToken.mockImplementationOnce(async () => {
      emit(null);
      throw Object.assign(new Error('disabled'), { code: 'auth/user-disabled' });
    });
    windowEvents.dispatchEvent(new Event('online'));
    await settle();
    expect(firebaseSignOut).not.toHaveBeenCalled();
    expect(app.state().ended).toEqual({ uid: 'kai', email: 'kai@example.com', reason: 'disabled' });
    // The next golfer's sign-in, ended for a reason the service does not give, is not kai's.
    const lee = user('lee');
    emit(lee);
    await settle();
    emit(null);
    await settle();
    expect(app.state().ended).toEqual({ uid: 'lee', email: 'lee@example.com', reason: 'unknown' });
  });

  it('never signs out on a network failure', async () => {
    const app = await start();
    const gil = user('gil');
    emit(gil);
    await settle();
    gil.getIdToken.mockImplementation(refused('auth/network-request-failed'));
    windowEvents.dispatchEvent(new Event('online'));
    await settle();
    expect(firebaseSignOut).not.toHaveBeenCalled();
    expect(app.state()).toMatchObject({ state: 'logged', user: { uid: 'gil' } });
  });

  it('does not ask the service while the phone is offline', async () => {
    connection.onLine = false;
    const app = await start();
    const hal = user('hal', refused('auth/network-request-failed'));
    emit(hal);
    await settle();
    expect(hal.getIdToken).not.toHaveBeenCalled();
    expect(app.state().state).toBe('logged');
  });

  it('ends with an unknown reason when the SDK drops the remembered golfer at start', async () => {
    storage.set('hd-signed-in', JSON.stringify({ uid: 'ida', email: 'ida@example.com' }));
    const app = await start();
    emit(null);
    await settle();
    expect(app.state()).toEqual({
      state: 'not-logged',
      user: null,
      ended: { uid: 'ida', email: 'ida@example.com', reason: 'unknown' },
    });
  });
});
