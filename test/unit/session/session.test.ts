// The session lifecycle against fakes of the data layer and the sync engine: what opens on sign-in,
// what closes (never deletes) on sign-out, and what sign-out reports as unsynced.
import { getDefaultStore } from 'jotai';
import { BehaviorSubject } from 'rxjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GolfDatabase } from '../../../src/data/types.ts';
import type { SyncHandle, SyncStatus } from '../../../src/sync/replication/types.ts';

const firebaseSignOut = vi.fn(async () => undefined);
vi.mock('firebase/auth', () => ({
  onAuthStateChanged: () => () => undefined,
  signOut: () => firebaseSignOut(),
}));
vi.mock('../../../src/backend/firebase-app.ts', () => ({ getFirebaseAuth: () => ({ auth: {} }) }));

const { authAtom } = await import('../../../src/auth/auth.ts');
const { configureSession, sessionAtom, signOut, unsyncedChangesBeforeSignOut } = await import('../../../src/session/session.ts');
const { syncStatusAtom, INITIAL_SYNC_STATUS } = await import('../../../src/session/sync-status.ts');
const { signedOutNoticeAtom } = await import('../../../src/auth/signed-out-notice.ts');
const { keepPendingProfile } = await import('../../../src/auth/account/pending-profile.ts');
const { storageClearedNoticeAtom, dismissStorageClearedNotice } = await import('../../../src/session/storage-cleared.ts');

const store = getDefaultStore();
const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});

/** Documents each fake database holds in its collections (0: a database found empty). */
let storedDocuments = 1;

function fakeDb(uid: string) {
  const inserted: unknown[] = [];
  const count = () => ({ exec: async () => storedDocuments });
  const db = {
    name: `golf-${uid}`,
    inserted,
    collections: { users: { count }, userdata: { count } },
    users: { findOne: () => ({ exec: async () => null }), insert: async (doc: unknown) => inserted.push(doc) },
    userdata: { findOne: () => ({ exec: async () => null }), insert: async (doc: unknown) => inserted.push(doc) },
  };
  return db;
}

function fakeSync() {
  const status$ = new BehaviorSubject<SyncStatus>({ ...INITIAL_SYNC_STATUS, online: true });
  return {
    status$,
    awaitPushed: vi.fn(async (_ms: number) => true),
    stop: vi.fn(async () => undefined),
  } satisfies SyncHandle;
}

type FakeSync = ReturnType<typeof fakeSync>;
const opened: ReturnType<typeof fakeDb>[] = [];
const syncs: FakeSync[] = [];
const openDatabase = vi.fn(async (uid: string) => {
  const db = fakeDb(uid);
  opened.push(db);
  // Only the parts the session touches exist on the fake.
  return db as unknown as GolfDatabase;
});
const closeDatabase = vi.fn(async (_db: GolfDatabase) => undefined);
const startSync = vi.fn((_options: { rxdb: GolfDatabase; uid: string }): FakeSync | Promise<FakeSync> => {
  const sync = fakeSync();
  syncs.push(sync);
  return sync;
});

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

async function signInAs(uid: string): Promise<void> {
  store.set(authAtom, { state: 'logged', user: { uid, email: `${uid}@x` } });
  await settle();
}

beforeAll(() => {
  configureSession({ openDatabase, closeDatabase, startSync });
});

beforeEach(async () => {
  store.set(authAtom, { state: 'not-logged', user: null });
  await settle();
  vi.clearAllMocks();
});

describe('session', () => {
  it('opens the user database and starts syncing it on sign-in', async () => {
    await signInAs('alice');
    expect(openDatabase).toHaveBeenCalledWith('alice');
    const session = store.get(sessionAtom);
    expect(session).toMatchObject({ status: 'open', uid: 'alice', sync: syncs.at(-1) });
    expect(startSync).toHaveBeenCalledWith({ rxdb: opened.at(-1), uid: 'alice' });
    // The indicator's atoms follow the engine.
    syncs.at(-1)!.status$.next({ ...INITIAL_SYNC_STATUS, online: true, pending: 4 });
    expect(store.get(syncStatusAtom).pending).toBe(4);
  });

  it('opens the session from the local database before the sync engine has started', async () => {
    let release: () => void = () => undefined;
    const engineLoaded = new Promise<void>((resolve) => (release = resolve));
    startSync.mockImplementationOnce(async () => {
      await engineLoaded;
      const sync = fakeSync();
      syncs.push(sync);
      return sync;
    });
    await signInAs('ann');
    // The pages can render the golfer's data while the engine is still loading.
    expect(store.get(sessionAtom)).toMatchObject({ status: 'open', uid: 'ann', db: opened.at(-1), sync: null });
    release();
    await settle();
    // Its handle reaches the pages once it runs.
    expect(store.get(sessionAtom)).toMatchObject({ status: 'open', uid: 'ann', sync: syncs.at(-1) });
  });

  it('stops syncing and closes (does not delete) the database when the user signs out', async () => {
    await signInAs('bob');
    const sync = syncs.at(-1)!;
    store.set(authAtom, { state: 'not-logged', user: null });
    await settle();
    expect(sync.stop).toHaveBeenCalled();
    expect(closeDatabase).toHaveBeenCalledWith(opened.at(-1));
    expect(store.get(sessionAtom)).toEqual({ status: 'closed' });
    expect(store.get(syncStatusAtom)).toEqual(INITIAL_SYNC_STATUS);
  });

  it('switches databases when another user signs in', async () => {
    await signInAs('carol');
    await signInAs('dave');
    expect(closeDatabase).toHaveBeenCalledTimes(1);
    expect(store.get(sessionAtom)).toMatchObject({ status: 'open', uid: 'dave' });
  });

  it('writes a profile whose sign-up write failed into the local database', async () => {
    const profile = { id: 'erin', firstName: 'Erin', lastName: 'Golf', email: 'erin@x', handicap: 36 };
    storage.set('hd-pending-profile-erin', JSON.stringify(profile));
    await signInAs('erin');
    // The e-mail address is private: it goes to userData, the rest to the public profile.
    const { email, ...publicProfile } = profile;
    expect(opened.at(-1)!.inserted).toEqual([publicProfile, { id: 'erin', email }]);
    expect(storage.has('hd-pending-profile-erin')).toBe(false);
  });

  it('writes a profile kept while the session is already open (an account made a moment ago) at once', async () => {
    await signInAs('finn');
    expect(opened.at(-1)!.inserted).toEqual([]);
    keepPendingProfile({ id: 'finn', firstName: 'Finn', lastName: 'Par', email: 'finn@x', handicap: 36 });
    await settle();
    expect(opened.at(-1)!.inserted).toEqual([{ id: 'finn', firstName: 'Finn', lastName: 'Par', handicap: 36 }, { id: 'finn', email: 'finn@x' }]);
    expect(storage.has('hd-pending-profile-finn')).toBe(false);
  });
});

describe('a database the browser cleared', () => {
  it('says how many changes were waiting when the database is found empty, once', async () => {
    storage.set('hd-unsynced-gail', '3');
    storedDocuments = 0;
    try {
      await signInAs('gail');
      expect(store.get(storageClearedNoticeAtom)).toEqual({ uid: 'gail', lost: 3 });
      expect(JSON.parse(storage.get('hd-storage-cleared') ?? 'null')).toEqual({ uid: 'gail', lost: 3 });
      // Those changes are gone: nothing waits any more, and the next start says nothing new.
      expect(storage.get('hd-unsynced-gail')).toBe('0');
      dismissStorageClearedNotice();
      store.set(authAtom, { state: 'not-logged', user: null });
      await settle();
      await signInAs('gail');
      expect(store.get(storageClearedNoticeAtom)).toBeNull();
    } finally {
      storedDocuments = 1;
    }
  });

  it('says nothing when the database still holds documents, or nothing was waiting', async () => {
    storage.set('hd-unsynced-hank', '2');
    await signInAs('hank');
    expect(store.get(storageClearedNoticeAtom)).toBeNull();
    storedDocuments = 0;
    try {
      await signInAs('iris');
      expect(store.get(storageClearedNoticeAtom)).toBeNull();
    } finally {
      storedDocuments = 1;
    }
  });
});

describe('sign-out', () => {
  it('reports nothing unsynced once the engine has pushed everything', async () => {
    await signInAs('fay');
    expect(await unsyncedChangesBeforeSignOut(5000)).toBe(0);
    // The engine is given what is left of the limit: the limit less the time spent finding the session
    // (a millisecond or more on a busy machine, so not exactly 5000).
    const awaitPushed = syncs.at(-1)!.awaitPushed;
    expect(awaitPushed).toHaveBeenCalledTimes(1);
    const [left] = awaitPushed.mock.calls[0]!;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(5000);
  });

  it('reports the waiting changes when they cannot be pushed in time', async () => {
    await signInAs('gus');
    const sync = syncs.at(-1)!;
    sync.awaitPushed.mockResolvedValueOnce(false);
    sync.status$.next({ ...INITIAL_SYNC_STATUS, online: true, pending: 3 });
    expect(await unsyncedChangesBeforeSignOut(50)).toBe(3);
  });

  it('waits for a sync engine that has not started yet (it starts after the first paint), then asks it', async () => {
    let release: (sync: FakeSync) => void = () => undefined;
    startSync.mockImplementationOnce(() => new Promise<FakeSync>((resolve) => (release = resolve)));
    await signInAs('ida');
    expect(store.get(sessionAtom)).toMatchObject({ status: 'open', sync: null });
    const asking = unsyncedChangesBeforeSignOut(5000);
    const sync = fakeSync();
    sync.awaitPushed.mockResolvedValueOnce(false);
    sync.status$.next({ ...INITIAL_SYNC_STATUS, online: true, pending: 4 });
    release(sync);
    expect(await asking).toBe(4);
    expect(sync.awaitPushed).toHaveBeenCalledTimes(1);
  });

  it('does not wait while offline', async () => {
    await signInAs('hal');
    const sync = syncs.at(-1)!;
    sync.status$.next({ ...INITIAL_SYNC_STATUS, online: false, pending: 2 });
    expect(await unsyncedChangesBeforeSignOut(50)).toBe(2);
    expect(sync.awaitPushed).not.toHaveBeenCalled();
  });

  it('closes the session before signing out of the auth service', async () => {
    await signInAs('ivy');
    await signOut();
    expect(closeDatabase).toHaveBeenCalled();
    expect(store.get(sessionAtom)).toEqual({ status: 'closed' });
    expect(firebaseSignOut).toHaveBeenCalled();
  });
});

describe('a sign-in the service ends', () => {

  it('notes for /login the changes the engine counts as unsynced, then closes (keeps) the database', async () => {
    await signInAs('jan');
    const sync = syncs.at(-1)!;
    sync.status$.next({ ...INITIAL_SYNC_STATUS, online: false, pending: 2 });
    store.set(authAtom, { state: 'not-logged', user: null, ended: { uid: 'jan', email: 'jan@x', reason: 'disabled' } });
    await settle();
    expect(store.get(signedOutNoticeAtom)).toEqual({ uid: 'jan', email: 'jan@x', reason: 'disabled', unsynced: 2 });
    expect(sync.stop).toHaveBeenCalled();
    expect(closeDatabase).toHaveBeenCalledWith(opened.at(-1));
    expect(store.get(sessionAtom)).toEqual({ status: 'closed' });
  });

  it('uses the count kept from the last run while the engine, starting at 0, has not counted yet', async () => {
    await signInAs('kim');
    syncs.at(-1)!.status$.next({ ...INITIAL_SYNC_STATUS, online: false, pending: 5 });
    await signInAs('lou');
    // The app is closed and reopened: kim's engine starts at 0, then the service ends kim's sign-in.
    await signInAs('kim');
    syncs.at(-1)!.status$.next({ ...INITIAL_SYNC_STATUS, online: true, pending: 0 });
    store.set(authAtom, { state: 'not-logged', user: null, ended: { uid: 'kim', email: 'kim@x', reason: 'unknown' } });
    await settle();
    expect(store.get(signedOutNoticeAtom)).toMatchObject({ uid: 'kim', unsynced: 5 });
  });

  it('believes a 0 once the engine has counted changes in this run (they synced)', async () => {
    await signInAs('nia');
    const sync = syncs.at(-1)!;
    sync.status$.next({ ...INITIAL_SYNC_STATUS, online: true, pending: 3 });
    sync.status$.next({ ...INITIAL_SYNC_STATUS, online: true, pending: 0 });
    store.set(authAtom, { state: 'not-logged', user: null, ended: { uid: 'nia', email: 'nia@x', reason: 'revoked' } });
    await settle();
    expect(store.get(signedOutNoticeAtom)).toMatchObject({ uid: 'nia', unsynced: 0 });
  });

  it('says nothing on /login after a plain sign-out', async () => {
    store.set(signedOutNoticeAtom, null);
    await signInAs('max');
    store.set(authAtom, { state: 'not-logged', user: null });
    await settle();
    expect(store.get(signedOutNoticeAtom)).toBeNull();
  });
});
