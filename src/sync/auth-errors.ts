// What a golfer reads when the auth service refuses something: what happened and what to do next. Keys
// are Firebase Auth error codes without the "auth/" prefix; spec section 8 lists the ones the product
// must cover, the rest are the codes that e-mail/password and Google sign-in, linking, the security
// settings and two-step verification can also produce.
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'email-already-in-use': 'An account with this e-mail already exists. Sign in instead, or reset your password.',
  'wrong-password': 'Wrong password. Try again, or use "Forgot password?".',
  'invalid-credential': 'E-mail or password is wrong. Check both and try again.',
  'invalid-login-credentials': 'E-mail or password is wrong. Check both and try again.',
  'user-not-found': 'There is no account with this e-mail. Check it, or register.',
  'too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'user-disabled': 'This account has been disabled. Contact the administrator.',
  'requires-recent-login': 'For your safety, sign in again before doing this.',
  'expired-action-code': 'This link has expired. Ask for a new one.',
  'invalid-action-code': 'This link is not valid any more. It may have been used already; ask for a new one.',
  'network-request-failed': 'No connection to the server. Check your signal and try again.',
  'popup-blocked': 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'popup-closed-by-user': 'The sign-in window was closed before signing in finished. Try again.',
  'unauthorized-domain': 'Signing in is not allowed from this web address. Open the app from its usual address.',
  'invalid-email': 'That e-mail address does not look right. Check it and try again.',
  'missing-email': 'Enter your e-mail address.',
  'missing-password': 'Enter your password.',
  'weak-password': 'This password is too weak. It needs at least 6 characters.',
  'password-does-not-meet-requirements': 'This password does not meet the requirements listed below the field.',
  'operation-not-allowed': 'This way of signing in is switched off for this app. Use another one, or contact the administrator.',
  'timeout': 'The server took too long to answer. Try again.',
  'internal-error': 'Something went wrong on the server. Try again in a moment.',
  // Google sign-in and linking
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

/** An error of our own with a code from the table above, read by authErrorMessage like the service's. */
export function accountError(code: keyof typeof AUTH_ERROR_MESSAGES): Error {
  return Object.assign(new Error(AUTH_ERROR_MESSAGES[code]), { code });
}

export const UNKNOWN_AUTH_ERROR = 'Something went wrong. Try again in a moment.';

/** The code of a Firebase Auth error ("auth/wrong-password" -> "wrong-password"), or null. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error as { code: unknown };
  if (typeof code !== 'string') return null;
  return code.startsWith('auth/') ? code.slice('auth/'.length) : code;
}

/** A message for any error thrown by a sign-in, sign-up or reset call. */
export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return (code && AUTH_ERROR_MESSAGES[code]) || UNKNOWN_AUTH_ERROR;
}
