// What a golfer reads when the auth service refuses something: what happened and what to do next. Keys
// are Firebase Auth error codes without the "auth/" prefix: those of docs/PRODUCT.md, "8. Error catalogue",
// and those that e-mail/password sign-in, registration and password reset can produce. The codes only Google
// linking, the security settings and two-step verification meet are in src/auth/account/account-errors.ts,
// loaded with those (so the sign-in pages do not carry them). The words are in i18n/, in every language
// (docs/ARCHITECTURE.md, "Languages").
import { authMessages } from './i18n/index.ts';

export const AUTH_ERROR_CODES = [
  'email-already-in-use',
  'wrong-password',
  'invalid-credential',
  'invalid-login-credentials',
  'user-not-found',
  'too-many-requests',
  'user-disabled',
  'requires-recent-login',
  'expired-action-code',
  'invalid-action-code',
  'network-request-failed',
  'popup-blocked',
  'popup-closed-by-user',
  'unauthorized-domain',
  'invalid-email',
  'missing-email',
  'missing-password',
  'weak-password',
  'password-does-not-meet-requirements',
  'operation-not-allowed',
  'timeout',
  'internal-error',
] as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

function isAuthErrorCode(code: string): code is AuthErrorCode {
  return (AUTH_ERROR_CODES as readonly string[]).includes(code);
}

/** The message for a code of the list above, in the golfer's language, or undefined. */
export function authCodeMessage(code: string): string | undefined {
  return isAuthErrorCode(code) ? authMessages.t(code) : undefined;
}

/** What any other failure says. */
export function unknownAuthError(): string {
  return authMessages.t('unknown');
}

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
  return (code && authCodeMessage(code)) || unknownAuthError();
}
