// The profile's "Sign-in and security": what the account signs in with, and the changes a golfer makes
// to it. Every change that the service guards with auth/requires-recent-login is run through
// withRecentLogin, which confirms the golfer's identity once and tries the change again.
import {
  multiFactor,
  reload,
  sendEmailVerification,
  unlink,
  updatePassword,
  verifyBeforeUpdateEmail,
  type User,
} from 'firebase/auth';
import { authErrorCode } from '../auth-errors.ts';
import { accountError } from './account-errors.ts';
import { reauthenticate } from '../auth.ts';
import { getFirebaseAuth } from '../../backend/firebase-app.ts';

export type SignInMethod = 'password' | 'google.com';

export interface SecondFactor {
  uid: string;
  phoneNumber: string;
}

export interface AccountSecurity {
  email: string | null;
  emailVerified: boolean;
  methods: SignInMethod[];
  secondFactors: SecondFactor[];
}

function currentUser(): User {
  const user = getFirebaseAuth().auth.currentUser;
  if (!user) throw accountError('not-signed-in');
  return user;
}

function snapshot(user: User): AccountSecurity {
  const methods = user.providerData
    .map((p) => p.providerId)
    .filter((id): id is SignInMethod => id === 'password' || id === 'google.com');
  const secondFactors = multiFactor(user).enrolledFactors.map((f) => ({
    uid: f.uid,
    phoneNumber: 'phoneNumber' in f && typeof f.phoneNumber === 'string' ? f.phoneNumber : (f.displayName ?? 'a phone'),
  }));
  return { email: user.email, emailVerified: user.emailVerified, methods, secondFactors };
}

/**
 * The account as the service knows it now. Asks the service first (a verification done in another
 * tab or on another device shows up); offline, what this device last knew.
 */
export async function accountSecurity(): Promise<AccountSecurity> {
  // A remembered golfer's pages open before the SDK has restored the signed-in user (src/auth/auth.ts).
  await getFirebaseAuth().auth.authStateReady();
  const user = currentUser();
  try {
    await reload(user);
    await refreshStaleToken(user);
  } catch {
    // Offline or the service did not answer: the state this device has is still worth showing.
  }
  return snapshot(currentUser());
}

/**
 * After an e-mail change the account has its new address while the ID token still carries the old
 * one until it is refreshed (hourly). The profile follows the account's address, and the database
 * rules take only the token's (docs/ARCHITECTURE.md, "Security rules"): a fresh token first.
 */
async function refreshStaleToken(user: User): Promise<void> {
  const { claims } = await user.getIdTokenResult();
  if ((claims.email ?? null) !== user.email) await user.getIdToken(true);
}

/** Runs `change`; if the service wants a recent sign-in, runs `confirm` and then `change` once more. */
export async function withRecentLogin<T>(change: () => Promise<T>, confirm: () => Promise<void>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (authErrorCode(error) !== 'requires-recent-login') throw error;
    await confirm();
    return change();
  }
}

/**
 * Changes the password. The current one is asked every time (someone holding an unlocked phone must
 * not be able to take the account); it also re-authenticates when the service asks for a recent login.
 */
export async function changePassword(current: string, next: string): Promise<void> {
  await reauthenticate(current);
  await withRecentLogin(
    () => updatePassword(currentUser(), next),
    () => reauthenticate(current),
  );
}

/**
 * Adds a password to an account that signs in with Google only. Setting the password on the account
 * (rather than linking an e-mail credential) makes the service add the e-mail-and-password method for
 * the account's own address; the Auth emulator refuses the link form for an address already on the
 * account (EMAIL_EXISTS), the service accepts both.
 */
export async function addPassword(password: string, confirm: () => Promise<void>): Promise<void> {
  if (!currentUser().email) throw accountError('no-email');
  await withRecentLogin(() => updatePassword(currentUser(), password), confirm);
}

/** Sends a link to the new address; the account's address changes once the golfer opens it. */
export async function changeEmail(newEmail: string, confirm: () => Promise<void>): Promise<void> {
  await withRecentLogin(() => verifyBeforeUpdateEmail(currentUser(), newEmail.trim()), confirm);
}

export async function resendVerification(): Promise<void> {
  await sendEmailVerification(currentUser());
}

/** Removes a sign-in method; never the last one, or the golfer could not sign in any more. */
export async function removeMethod(method: SignInMethod, confirm: () => Promise<void>): Promise<void> {
  const user = currentUser();
  if (snapshot(user).methods.length <= 1) throw accountError('last-sign-in-method');
  await withRecentLogin(() => unlink(currentUser(), method), confirm);
}
