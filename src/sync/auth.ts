// Sign-in state and the account calls. The login state is a jotai atom (default store) driven by the
// SDK's onAuthStateChanged; the SDK keeps the session in IndexedDB (src/sync/firebase.ts), so a
// signed-in golfer who opens the app offline is "logged" again without the network.
import {
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  validatePassword,
} from 'firebase/auth';
import { atom, getDefaultStore } from 'jotai';
import { evaluatePassword, requirementsFromStatus, type Requirement } from './password-rules.ts';
import { getFirebase } from './firebase.ts';
import { DEFAULT_HANDICAP, newProfileProblem, writeNewProfile } from './account/new-profile.ts';

export {
  DEFAULT_HANDICAP,
  dropPendingProfile,
  newProfileProblem,
  pendingProfile,
  PROFILE_LIMITS,
  type NewProfile,
} from './account/new-profile.ts';

/** Spec section 4: "login-in" while the SDK has not said yet whether someone is signed in. */
export type LoginState = 'login-in' | 'logged' | 'not-logged';

export interface AuthUser {
  uid: string;
  email: string | null;
}

export interface AuthSnapshot {
  state: LoginState;
  user: AuthUser | null;
}

export const authAtom = atom<AuthSnapshot>({ state: 'login-in', user: null });

const store = getDefaultStore();
let listening = false;

/** Starts following the SDK's auth state. Called once, by startSession() (src/sync/start-session.ts). */
export function startAuthListener(): void {
  if (listening) return;
  listening = true;
  onAuthStateChanged(getFirebase().auth, (user) => {
    store.set(
      authAtom,
      user ? { state: 'logged', user: { uid: user.uid, email: user.email } } : { state: 'not-logged', user: null },
    );
  });
}

/** The auth state once it is known ("logged" or "not-logged"). */
export function whenAuthResolved(): Promise<AuthSnapshot> {
  const now = store.get(authAtom);
  if (now.state !== 'login-in') return Promise.resolve(now);
  return new Promise((resolve) => {
    const unsubscribe = store.sub(authAtom, () => {
      const next = store.get(authAtom);
      if (next.state === 'login-in') return;
      unsubscribe();
      resolve(next);
    });
  });
}

export async function signIn(email: string, password: string): Promise<AuthUser> {
  const { user } = await signInWithEmailAndPassword(getFirebase().auth, email.trim(), password);
  return { uid: user.uid, email: user.email };
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Creates the account, then its profile through the one new-profile writer (src/sync/account/new-profile.ts),
 * which the first Google sign-in shares.
 */
export async function signUp(input: SignUpInput): Promise<AuthUser> {
  const problem = newProfileProblem(input);
  if (problem) throw new Error(problem);
  const { auth, db } = getFirebase();
  const email = input.email.trim();
  const { user } = await createUserWithEmailAndPassword(auth, email, input.password);
  await writeNewProfile(db, {
    id: user.uid,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email,
    handicap: DEFAULT_HANDICAP,
  });
  return { uid: user.uid, email: user.email };
}

export function sendPasswordReset(email: string): Promise<void> {
  return sendPasswordResetEmail(getFirebase().auth, email.trim());
}

/** Signs out of the auth service only; use src/sync/session.ts's sign-out, which protects unsynced data. */
export function signOutOfAuth(): Promise<void> {
  return firebaseSignOut(getFirebase().auth);
}

function signedInUser() {
  const user = getFirebase().auth.currentUser;
  if (!user) throw new Error('Nobody is signed in.');
  return user;
}

/**
 * Deletes the signed-in account at the auth service (which then signs it out). When the last sign-in
 * is too old the service refuses with auth/requires-recent-login: confirm the password with
 * reauthenticate() and call this again.
 */
export async function deleteAccount(): Promise<void> {
  await deleteUser(signedInUser());
}

/** Signs the current user in again with their password, as the service asks before a deletion. */
export async function reauthenticate(password: string): Promise<void> {
  const user = signedInUser();
  if (!user.email) throw new Error('This account has no e-mail address to confirm.');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
}

// When the service's policy cannot be fetched (offline, or a backend without password policies), check
// the default policy here and ask the service again only after a pause, not on every keystroke.
const POLICY_RETRY_MS = 60_000;
let policyUnavailableUntil = 0;

/** Each requirement of the password policy and whether `password` meets it. */
export async function checkPassword(password: string): Promise<Requirement[]> {
  if (Date.now() >= policyUnavailableUntil) {
    try {
      return requirementsFromStatus(await validatePassword(getFirebase().auth, password));
    } catch {
      policyUnavailableUntil = Date.now() + POLICY_RETRY_MS;
    }
  }
  return evaluatePassword(password);
}
