// "Continue with Google" and linking Google to an account. This module carries the SDK's popup and
// redirect machinery (browserPopupRedirectResolver and its iframe), so it is only ever loaded by a
// dynamic import: when the golfer taps a Google button, or when a redirect is pending (google-pending.ts).
import {
  browserPopupRedirectResolver,
  getAdditionalUserInfo,
  getRedirectResult,
  GoogleAuthProvider,
  linkWithCredential,
  linkWithPopup,
  linkWithRedirect,
  reauthenticateWithPopup,
  signInWithPopup,
  signInWithRedirect,
  type AuthCredential,
  type MultiFactorError,
  type UserCredential,
} from 'firebase/auth';
import { get, ref, type Database } from 'firebase/database';
import { authErrorCode } from '../auth-errors.ts';
import { accountError } from './account-errors.ts';
import { getFirebase } from '../../backend/firebase.ts';
import { writeNewProfile } from './new-profile.ts';
import { profileFromProvider } from './provider-profile.ts';
import { clearPendingRedirect, markRedirectPending, prefersRedirect, setGoogleWaitingFor, type RedirectPurpose } from './google-pending.ts';

/** The service's answer that a second step (the SMS code) is needed, for startCodeSignIn (two-step.ts). */
export type SecondStepError = MultiFactorError;

export type GoogleOutcome =
  | { kind: 'signed-in'; newAccount: boolean }
  | { kind: 'linked' }
  /** The page is leaving for Google; it comes back to the same address. */
  | { kind: 'redirecting' }
  /** The golfer closed the Google window: nothing to say. */
  | { kind: 'cancelled' }
  /** The e-mail already has a password account: sign in with it once, then Google is linked to it. */
  | { kind: 'needs-password'; email: string }
  /** Two-step verification is on: the code sent to the phone finishes the sign-in. */
  | { kind: 'needs-code'; error: MultiFactorError };

// Kept in this module while the golfer signs in with the password, then linked (linkPendingGoogle).
let pendingCredential: AuthCredential | null = null;

/**
 * Google's sign-in page cannot open without a connection: say so here, where the golfer can read it,
 * rather than leave the app (a redirect) or open a window (a popup) for the browser's offline page.
 */
function requireConnection(): void {
  // `=== false`: Node (21 and later) has a `navigator` without `onLine`, which is no sign of being offline.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw Object.assign(new Error('No connection'), { code: 'auth/network-request-failed' });
}

function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/** Whether users/{uid} is on the server; true when that cannot be told (the next sign-in asks again). */
async function hasProfile(db: Database, uid: string): Promise<boolean> {
  try {
    return (await get(ref(db, `users/${uid}`))).exists();
  } catch {
    return true;
  }
}

/**
 * Writes the profile of an account the provider has just created, as registration does, and of an
 * account whose first sign-in never wrote it (the app was closed between the two): no golfer is left
 * without a profile.
 */
async function afterSignIn(result: UserCredential): Promise<GoogleOutcome> {
  const info = getAdditionalUserInfo(result);
  const newAccount = info?.isNewUser ?? false;
  const { db } = getFirebase();
  if (!newAccount && (await hasProfile(db, result.user.uid))) return { kind: 'signed-in', newAccount };
  const profile = info?.profile ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  await writeNewProfile(
    db,
    profileFromProvider({
      uid: result.user.uid,
      displayName: result.user.displayName,
      email: result.user.email,
      givenName: text(profile.given_name),
      familyName: text(profile.family_name),
    }),
  );
  return { kind: 'signed-in', newAccount };
}

/** The outcomes a failed Google step can have that are not failures to show; anything else is thrown. */
function outcomeOfFailure(error: unknown): GoogleOutcome {
  const code = authErrorCode(error);
  if (code === 'popup-closed-by-user' || code === 'cancelled-popup-request' || code === 'user-cancelled') return { kind: 'cancelled' };
  if (code === 'multi-factor-auth-required') return { kind: 'needs-code', error: error as MultiFactorError };
  if (code === 'account-exists-with-different-credential') {
    const credential = GoogleAuthProvider.credentialFromError(error as Parameters<typeof GoogleAuthProvider.credentialFromError>[0]);
    const email = (error as { customData?: { email?: unknown } }).customData?.email;
    if (credential && typeof email === 'string') {
      pendingCredential = credential;
      setGoogleWaitingFor(email);
      return { kind: 'needs-password', email };
    }
  }
  throw error;
}

async function redirect(purpose: RedirectPurpose): Promise<GoogleOutcome> {
  const { auth } = getFirebase();
  markRedirectPending(purpose);
  try {
    if (purpose === 'link') {
      const user = auth.currentUser;
      if (!user) throw accountError('not-signed-in');
      await linkWithRedirect(user, googleProvider(), browserPopupRedirectResolver);
    } else {
      await signInWithRedirect(auth, googleProvider(), browserPopupRedirectResolver);
    }
  } catch (error) {
    clearPendingRedirect();
    throw error;
  }
  return { kind: 'redirecting' };
}

/** Signs in (or up) with Google: a popup, or a redirect where popups are blocked or out of place. */
export async function continueWithGoogle(): Promise<GoogleOutcome> {
  requireConnection();
  if (prefersRedirect()) return redirect('sign-in');
  try {
    return await afterSignIn(await signInWithPopup(getFirebase().auth, googleProvider(), browserPopupRedirectResolver));
  } catch (error) {
    if (authErrorCode(error) === 'popup-blocked') return redirect('sign-in');
    return outcomeOfFailure(error);
  }
}

/** Adds Google to the signed-in account. */
export async function linkGoogle(): Promise<GoogleOutcome> {
  const user = getFirebase().auth.currentUser;
  if (!user) throw accountError('not-signed-in');
  requireConnection();
  if (prefersRedirect()) return redirect('link');
  try {
    await linkWithPopup(user, googleProvider(), browserPopupRedirectResolver);
    return { kind: 'linked' };
  } catch (error) {
    if (authErrorCode(error) === 'popup-blocked') return redirect('link');
    return outcomeOfFailure(error);
  }
}

/** Confirms a Google-only account's identity again, where the service asks for a recent sign-in. */
export async function reauthenticateWithGoogle(): Promise<void> {
  const user = getFirebase().auth.currentUser;
  if (!user) throw accountError('not-signed-in');
  requireConnection();
  await reauthenticateWithPopup(user, googleProvider(), browserPopupRedirectResolver);
}

/** Collects the result of the redirect this tab started (call only when pendingRedirect() says so). */
export async function completeGoogleRedirect(purpose: RedirectPurpose): Promise<GoogleOutcome | null> {
  try {
    const result = await getRedirectResult(getFirebase().auth, browserPopupRedirectResolver);
    if (!result) return null;
    return purpose === 'link' ? { kind: 'linked' } : await afterSignIn(result);
  } catch (error) {
    return outcomeOfFailure(error);
  } finally {
    clearPendingRedirect();
  }
}

/** After the password sign-in that `needs-password` asked for: links the Google account it was for. */
export async function linkPendingGoogle(): Promise<boolean> {
  const user = getFirebase().auth.currentUser;
  if (!pendingCredential || !user) return false;
  await linkWithCredential(user, pendingCredential);
  pendingCredential = null;
  setGoogleWaitingFor(null);
  return true;
}
