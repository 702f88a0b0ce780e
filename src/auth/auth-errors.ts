// What a golfer reads when the auth service refuses something: what happened and what to do next. Keys
// are Firebase Auth error codes without the "auth/" prefix: those of docs/PRODUCT.md, "8. Error catalogue",
// and those that e-mail/password sign-in, registration and password reset can produce. The codes only Google
// linking, the security settings and two-step verification meet are in src/auth/account/account-errors.ts,
// loaded with those (so the sign-in pages do not carry them).
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
};

export const UNKNOWN_AUTH_ERROR = 'Something went wrong. Try again in a moment.';

/** The code of a Firebase Auth error ("auth/wrong-password" -> "wrong-password"), or null. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error as { code: unknown };
  if (typeof code !== 'string') return null;
  return code.startsWith('auth/') ? code.slice('auth/'.length) : code;
}

/** A message for any error thrown by an e-mail/password sign-in, sign-up or reset call. */
export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return (code && AUTH_ERROR_MESSAGES[code]) || UNKNOWN_AUTH_ERROR;
}
