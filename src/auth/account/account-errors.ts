// The messages for what only Google sign-in and linking, the security settings and two-step
// verification meet, and for our own refusals there; loaded with those modules (the sign-in pages load
// it only when something fails). Every other code is in src/auth/auth-errors.ts.
import { AUTH_ERROR_MESSAGES, authErrorCode, UNKNOWN_AUTH_ERROR } from '../auth-errors.ts';

export const ACCOUNT_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  // Google sign-in and linking (popup-blocked, popup-closed-by-user, unauthorized-domain: auth-errors.ts)
  'account-exists-with-different-credential':
    'You already have an account with this e-mail and a password. Sign in with your password once; Google is then added to that account.',
  'cancelled-popup-request': 'Another sign-in window was already open. Finish or close it, then try again.',
  'provider-already-linked': 'Google is already a way to sign in to your account. Nothing to add.',
  'credential-already-in-use':
    'This Google account already belongs to another Handicap Down! account. Sign in with it there, or choose another Google account.',
  'no-such-provider': 'That way of signing in was already removed from your account. Reload the page to see the current list.',
  'user-mismatch': 'That was a different account. Confirm with the account you are signed in with.',
  'web-storage-unsupported': 'This browser blocks the storage that signing in needs. Allow site data for this app, or use another browser.',
  'operation-not-supported-in-this-environment': 'This browser cannot open the Google sign-in. Use the e-mail and password form, or another browser.',
  'user-token-expired': 'Your sign-in has expired. Sign in again.',
  'email-change-needs-verification': 'Confirm your e-mail address first: open the link we sent you, then try again.',
  // Two-step verification
  'multi-factor-auth-required': 'Enter the code we sent to your phone to finish signing in.',
  'unverified-email': 'Verify your e-mail address first (use the link we sent you), then turn on two-step verification.',
  'second-factor-already-in-use': 'This phone number already confirms your sign-ins. Nothing to add.',
  'maximum-second-factor-count-exceeded': 'Your account already has as many phones as it can. Remove one first.',
  'unsupported-first-factor': 'Two-step verification needs an account that signs in with a password or Google.',
  'missing-phone-number': 'Enter your mobile number, with the country code (for example +34 600 123 456).',
  'invalid-phone-number': 'That phone number does not look right. Enter it with the country code, for example +34 600 123 456.',
  'missing-verification-code': 'Enter the 6-digit code from the text message.',
  'invalid-verification-code': 'That code is not right. Check the text message and type the 6 digits again.',
  'code-expired': 'That code has expired. Ask for a new one.',
  'missing-verification-id': 'Ask for a code first, then enter it.',
  'invalid-verification-id': 'That code request is no longer valid. Ask for a new code.',
  'quota-exceeded': 'Too many text messages were sent. Wait a while, then ask for a new code.',
  'captcha-check-failed': 'The check that you are a person did not pass. Reload the page and try again.',
  'invalid-app-credential': 'The check that you are a person did not pass. Reload the page and try again.',
  'missing-multi-factor-session': 'Start again: sign in with your password or Google, then enter the code.',
  'missing-multi-factor-info': 'Start again: sign in with your password or Google, then enter the code.',
  'invalid-multi-factor-session': 'That sign-in took too long. Start again and enter the new code.',
  'multi-factor-info-not-found': 'That phone was already removed from your account. Reload the page to see the current list.',
  // Our own refusals (accountError), before the service is asked
  'last-sign-in-method': 'This is the only way you sign in, so it cannot be removed. Add another way first.',
  'no-email': 'This account has no e-mail address. Add one by changing your e-mail first.',
  'not-signed-in': 'You are signed out. Sign in again, then try once more.',
  'no-phone-factor': 'This account asks for a second step this app does not offer. Contact the administrator.',
};

/** An error of our own with a code from the table above, read by accountErrorMessage like the service's. */
export function accountError(code: keyof typeof ACCOUNT_ERROR_MESSAGES): Error {
  return Object.assign(new Error(ACCOUNT_ERROR_MESSAGES[code]), { code });
}

/** The message of a known code, from either table, or undefined. */
export function knownAuthMessage(code: string): string | undefined {
  return ACCOUNT_ERROR_MESSAGES[code] ?? AUTH_ERROR_MESSAGES[code];
}

/** A message for any error of Google sign-in, linking, the security settings or two-step verification. */
export function accountErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return (code && knownAuthMessage(code)) || UNKNOWN_AUTH_ERROR;
}
