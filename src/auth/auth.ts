// Sign-in state and the account calls. The login state is a jotai atom (default store) driven by the
// SDK's onAuthStateChanged; the SDK keeps the session in IndexedDB (src/backend/firebase.ts), so a
// signed-in golfer who opens the app offline is "logged" again without the network, also hours after
// the ID token expired: the SDK keeps a stored user whose token refresh fails for want of a network
// and refreshes it once online. Only the service refusing the account ends a sign-in (see below).
// The SDK itself (about 30 KiB gzip) is loaded on demand, not with the app: a remembered golfer's pages
// open without it, and the listener loads it once the page is the app's own (docs/ARCHITECTURE.md,
// "Speed on a phone").
import type { User } from 'firebase/auth';
import { atom, getDefaultStore } from 'jotai';
import type { AuthUser } from './auth-user.ts';
import { authMessages } from './i18n/index.ts';
import { evaluatePassword, requirementsFromStatus, type Requirement } from './password-rules.ts';
import { forgetGolfer, rememberedGolfer, rememberGolfer } from './device-golfer.ts';
import { accountRefusal, clearSignedOutNotice, type EndedSignIn, type SignedOutReason } from './signed-out-notice.ts';
import { whenAtom } from '../ui/when-atom.ts';
export { dropPendingProfile, onPendingProfile, pendingProfile, type NewProfile } from './account/pending-profile.ts';

/** docs/PRODUCT.md, "4. States and transitions": "login-in" while the SDK has not said yet whether someone is
 * signed in. */
export type LoginState = 'login-in' | 'logged' | 'not-logged';

export interface AuthSnapshot {
  state: LoginState;
  user: AuthUser | null;
  /** With "not-logged": the sign-in the service ended without the golfer asking (src/session/session.ts tells them). */
  ended?: EndedSignIn;
}

export const authAtom = atom<AuthSnapshot>({ state: 'login-in', user: null });

const store = getDefaultStore();
let listening = false;
/** The user the SDK reported last, to ask the service why it ended their sign-in. */
let currentUser: User | null = null;
/** Why checkAccount() signed the golfer out, for the listener that sees it happen. */
let refusal: SignedOutReason | null = null;
/** How long to wait for the service to say why a sign-in ended before saying "unknown". */
const WHY_TIMEOUT_MS = 8000;

/** The auth SDK and the page's Auth, loaded on first use. */
async function loadAuth() {
  const sdk = await import('./auth-sdk.ts');
  return { sdk, auth: sdk.pageAuth() };
}

/**
 * Starts following the SDK's auth state. Called once, by startSession() (src/session/start-session.ts).
 * A remembered golfer is let in at once and the SDK loads after `remembered` resolves (the page is the
 * app's own); with nobody remembered the app waits for the SDK's answer, so it loads at once.
 */
export function startAuthListener(options: { remembered?: () => Promise<void> } = {}): void {
  if (listening) return;
  listening = true;
  // The remembered golfer is let in at once: the SDK answers only after asking the service, which on
  // a weak signal takes up to its 30 s timeout. If the SDK then reports nobody, the sign-in ended.
  const remembered = rememberedGolfer();
  if (remembered) store.set(authAtom, { state: 'logged', user: remembered });
  const ready = remembered && options.remembered ? options.remembered() : Promise.resolve();
  void ready.then(loadAuth).then(({ sdk, auth }) => follow(sdk.onAuthStateChanged, auth), (error: unknown) => {
    // The SDK's code could not load (an update removed it from the cache meanwhile): signed in as
    // remembered, or signed out; the next start tries again.
    console.error('The sign-in service could not load', error);
    if (!remembered) store.set(authAtom, { state: 'not-logged', user: null });
  });
  // Back online: a token that expired meanwhile is refreshed now, which is when a disabled or deleted
  // account shows.
  window.addEventListener('online', () => {
    if (currentUser) void checkAccount(currentUser);
  });
}

type Sdk = typeof import('./auth-sdk.ts');

function follow(onAuthStateChanged: Sdk['onAuthStateChanged'], auth: Parameters<Sdk['onAuthStateChanged']>[0]): void {
  onAuthStateChanged(auth, (user) => {
    const previous = currentUser;
    currentUser = user;
    if (user) {
      const signedIn = { uid: user.uid, email: user.email };
      rememberGolfer(signedIn);
      clearSignedOutNotice();
      store.set(authAtom, { state: 'logged', user: signedIn });
      void checkAccount(user);
      return;
    }
    const lost = rememberedGolfer();
    // Nobody was signed in here, or the golfer signed out on purpose (which forgets them first).
    if (!lost) {
      store.set(authAtom, { state: 'not-logged', user: null });
      return;
    }
    forgetGolfer();
    void whyEnded(previous).then((reason) => store.set(authAtom, { state: 'not-logged', user: null, ended: { ...lost, reason } }));
  });
}

/**
 * Asks for the user's ID token (the service is asked only when it has expired). The SDK signs a user
 * out by itself when the service answers user-disabled or user-token-expired; a deleted account can
 * also be answered user-not-found or invalid-refresh-token, after which the SDK would keep a user whose
 * token never refreshes: that ends the sign-in here too. A network failure changes nothing.
 */
async function checkAccount(user: User): Promise<void> {
  if (!navigator.onLine) return;
  try {
    await user.getIdToken();
  } catch (error) {
    const reason = accountRefusal(error);
    const { sdk, auth } = await loadAuth();
    // When the SDK has signed the user out already, its listener asks the service itself.
    if (!reason || auth.currentUser !== user) return;
    refusal = reason;
    await sdk.signOut(auth);
  }
}

/** Why the service ended `previous`'s sign-in, asked once more of the service when not known yet. */
async function whyEnded(previous: User | null): Promise<SignedOutReason> {
  const known = refusal;
  refusal = null;
  if (known) return known;
  // At start the SDK drops a refused stored user without saying why, and without a user to ask.
  if (!previous || !navigator.onLine) return 'unknown';
  const timeout = new Promise<SignedOutReason>((resolve) => setTimeout(() => resolve('unknown'), WHY_TIMEOUT_MS));
  const asked = previous.getIdToken(true).then(
    () => 'unknown' as const,
    (error: unknown) => accountRefusal(error) ?? 'unknown',
  );
  return Promise.race([asked, timeout]);
}

/** The auth state once it is known ("logged" or "not-logged"). */
export function whenAuthResolved(): Promise<AuthSnapshot> {
  return whenAtom(authAtom, (auth) => auth.state !== 'login-in');
}

export async function signIn(email: string, password: string): Promise<AuthUser> {
  const { sdk, auth } = await loadAuth();
  const { user } = await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
  return { uid: user.uid, email: user.email };
}

export async function sendPasswordReset(email: string): Promise<void> {
  const { sdk, auth } = await loadAuth();
  await sdk.sendPasswordResetEmail(auth, email.trim());
}

/** Signs out of the auth service only; use src/session/session.ts's sign-out, which protects unsynced data. */
export async function signOutOfAuth(): Promise<void> {
  // Forgotten first, so the listener knows this sign-out is the golfer's own.
  forgetGolfer();
  const { sdk, auth } = await loadAuth();
  await sdk.signOut(auth);
}

async function signedInUser() {
  const { sdk, auth } = await loadAuth();
  // Loaded just now, the SDK has not yet restored the stored sign-in.
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new Error(authMessages.t('nobodySignedIn'));
  return { sdk, user };
}

/**
 * Deletes the signed-in account at the auth service (which then signs it out). When the last sign-in
 * is too old the service refuses with auth/requires-recent-login: confirm the password with
 * reauthenticate() and call this again.
 */
export async function deleteAccount(): Promise<void> {
  const { sdk, user } = await signedInUser();
  // The deletion signs the user out: the golfer's own doing, not the service ending the sign-in.
  forgetGolfer();
  try {
    await sdk.deleteUser(user);
  } catch (error) {
    rememberGolfer({ uid: user.uid, email: user.email });
    throw error;
  }
}

/** Signs the current user in again with their password, as the service asks before a deletion. */
export async function reauthenticate(password: string): Promise<void> {
  const { sdk, user } = await signedInUser();
  if (!user.email) throw new Error(authMessages.t('noEmailToConfirm'));
  await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, password));
}

// When the service's policy cannot be fetched (offline, or a backend without password policies), check
// the default policy here and ask the service again only after a pause, not on every keystroke.
const POLICY_RETRY_MS = 60_000;
let policyUnavailableUntil = 0;

/** Each requirement of the password policy and whether `password` meets it. */
export async function checkPassword(password: string): Promise<Requirement[]> {
  if (Date.now() >= policyUnavailableUntil) {
    try {
      const { sdk, auth } = await loadAuth();
      return requirementsFromStatus(await sdk.validatePassword(auth, password));
    } catch {
      policyUnavailableUntil = Date.now() + POLICY_RETRY_MS;
    }
  }
  return evaluatePassword(password);
}
