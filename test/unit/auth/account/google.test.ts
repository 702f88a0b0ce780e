// The choices "Continue with Google" makes around the SDK's popup and redirect calls (mocked here; the
// e2e tests run the real ones against the Auth emulator).
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  signInWithPopup: vi.fn(),
  signInWithRedirect: vi.fn(),
  getRedirectResult: vi.fn(),
  getAdditionalUserInfo: vi.fn(),
  linkWithCredential: vi.fn(),
  credentialFromError: vi.fn(),
}));
const writeNewProfile = vi.hoisted(() => vi.fn());
// Whether users/{uid} is on the server, as a get() answers it.
const serverProfile = vi.hoisted(() => ({ exists: true }));
const currentUser = vi.hoisted(() => ({ value: null as { uid: string } | null }));

vi.mock('firebase/auth', () => ({
  browserPopupRedirectResolver: {},
  GoogleAuthProvider: class {
    static credentialFromError = sdk.credentialFromError;
    setCustomParameters() {}
  },
  signInWithPopup: sdk.signInWithPopup,
  signInWithRedirect: sdk.signInWithRedirect,
  getRedirectResult: sdk.getRedirectResult,
  getAdditionalUserInfo: sdk.getAdditionalUserInfo,
  linkWithCredential: sdk.linkWithCredential,
  linkWithPopup: vi.fn(),
  linkWithRedirect: vi.fn(),
  reauthenticateWithPopup: vi.fn(),
}));
vi.mock('firebase/database', () => ({
  ref: (_db: unknown, path: string) => path,
  get: async () => ({ exists: () => serverProfile.exists }),
}));
vi.mock('../../../../src/backend/firebase.ts', () => ({
  getFirebase: () => ({ auth: { get currentUser() { return currentUser.value; } }, db: 'db' }),
}));
vi.mock('../../../../src/auth/account/new-profile.ts', async (original) => ({
  ...(await original<typeof import('../../../../src/auth/account/new-profile.ts')>()),
  writeNewProfile,
}));

const { completeGoogleRedirect, continueWithGoogle, linkPendingGoogle } = await import('../../../../src/auth/account/google.ts');
const { googleWaitingFor, pendingRedirect } = await import('../../../../src/auth/account/google-pending.ts');

const authError = (code: string, extra: object = {}) => Object.assign(new Error(code), { code: `auth/${code}`, ...extra });
const user = { uid: 'g1', displayName: 'Ana María García López', email: 'ana@example.com' };

let touchOnly = false;
beforeEach(() => {
  vi.clearAllMocks();
  touchOnly = false;
  currentUser.value = null;
  serverProfile.exists = true;
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  vi.stubGlobal('window', {
    matchMedia: (query: string) => ({ matches: query === '(pointer: coarse)' ? touchOnly : false }),
  });
  sdk.signInWithRedirect.mockResolvedValue(undefined);
});

describe('continueWithGoogle', () => {
  it('signs in by popup and writes the profile of a new account as registration does', async () => {
    sdk.signInWithPopup.mockResolvedValue({ user });
    sdk.getAdditionalUserInfo.mockReturnValue({ isNewUser: true, profile: { given_name: 'Ana María', family_name: 'García López' } });
    await expect(continueWithGoogle()).resolves.toEqual({ kind: 'signed-in', newAccount: true });
    expect(writeNewProfile).toHaveBeenCalledWith('db', {
      id: 'g1',
      firstName: 'Ana María',
      lastName: 'García López',
      email: 'ana@example.com',
      handicap: 36,
    });
  });

  it('leaves the profile of a returning golfer alone', async () => {
    sdk.signInWithPopup.mockResolvedValue({ user });
    sdk.getAdditionalUserInfo.mockReturnValue({ isNewUser: false });
    await expect(continueWithGoogle()).resolves.toEqual({ kind: 'signed-in', newAccount: false });
    expect(writeNewProfile).not.toHaveBeenCalled();
  });

  it('writes the profile of a returning golfer whose first sign-in never wrote it (the app closed in between)', async () => {
    sdk.signInWithPopup.mockResolvedValue({ user });
    sdk.getAdditionalUserInfo.mockReturnValue({ isNewUser: false });
    serverProfile.exists = false;
    await expect(continueWithGoogle()).resolves.toEqual({ kind: 'signed-in', newAccount: false });
    expect(writeNewProfile).toHaveBeenCalledWith('db', {
      id: 'g1',
      firstName: 'Ana',
      lastName: 'María García López',
      email: 'ana@example.com',
      handicap: 36,
    });
  });

  it('falls back to a redirect by itself when the popup is blocked, marking it pending', async () => {
    sdk.signInWithPopup.mockRejectedValue(authError('popup-blocked'));
    await expect(continueWithGoogle()).resolves.toEqual({ kind: 'redirecting' });
    expect(sdk.signInWithRedirect).toHaveBeenCalledTimes(1);
    expect(pendingRedirect()).toBe('sign-in');
  });

  it('goes straight to a redirect on a touch-only device', async () => {
    touchOnly = true;
    await expect(continueWithGoogle()).resolves.toEqual({ kind: 'redirecting' });
    expect(sdk.signInWithPopup).not.toHaveBeenCalled();
    expect(sdk.signInWithRedirect).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the golfer closes the popup', async () => {
    sdk.signInWithPopup.mockRejectedValue(authError('popup-closed-by-user'));
    await expect(continueWithGoogle()).resolves.toEqual({ kind: 'cancelled' });
  });

  it('passes other failures on for their message', async () => {
    const failure = authError('network-request-failed');
    sdk.signInWithPopup.mockRejectedValue(failure);
    await expect(continueWithGoogle()).rejects.toBe(failure);
  });

  it('asks for the password of an existing account, then links the Google sign-in to it', async () => {
    const credential = { providerId: 'google.com' };
    sdk.signInWithPopup.mockRejectedValue(authError('account-exists-with-different-credential', { customData: { email: 'tom@example.com' } }));
    sdk.credentialFromError.mockReturnValue(credential);
    await expect(continueWithGoogle()).resolves.toEqual({ kind: 'needs-password', email: 'tom@example.com' });
    expect(googleWaitingFor()).toBe('tom@example.com');

    currentUser.value = { uid: 'p1' };
    await expect(linkPendingGoogle()).resolves.toBe(true);
    expect(sdk.linkWithCredential).toHaveBeenCalledWith(currentUser.value, credential);
    expect(googleWaitingFor()).toBeNull();
    // Linked once: nothing waits any more.
    await expect(linkPendingGoogle()).resolves.toBe(false);
  });
});

describe('completeGoogleRedirect', () => {
  it('collects the redirect result, writes a new profile and clears the pending mark', async () => {
    sessionStorage.setItem('hd-google-redirect', 'sign-in');
    sdk.getRedirectResult.mockResolvedValue({ user });
    sdk.getAdditionalUserInfo.mockReturnValue({ isNewUser: true, profile: {} });
    await expect(completeGoogleRedirect('sign-in')).resolves.toEqual({ kind: 'signed-in', newAccount: true });
    expect(writeNewProfile).toHaveBeenCalledWith('db', expect.objectContaining({ firstName: 'Ana', lastName: 'María García López' }));
    expect(pendingRedirect()).toBeNull();
  });

  it('clears the mark also when there was no result (the golfer came back without signing in)', async () => {
    sessionStorage.setItem('hd-google-redirect', 'sign-in');
    sdk.getRedirectResult.mockResolvedValue(null);
    await expect(completeGoogleRedirect('sign-in')).resolves.toBeNull();
    expect(pendingRedirect()).toBeNull();
  });
});
