// The messages for what only Google sign-in and linking, the security settings and two-step
// verification meet, and for our own refusals there; loaded with those modules (the sign-in pages load
// it only when something fails). Every other code is in src/auth/auth-errors.ts. The words are in
// i18n/, in every language (docs/ARCHITECTURE.md, "Languages").
import { authCodeMessage, authErrorCode, unknownAuthError, type AuthErrorCode } from '../auth-errors.ts';
import { accountMessages } from './i18n/index.ts';

export const ACCOUNT_ERROR_CODES = [
  // Google sign-in and linking (popup-blocked, popup-closed-by-user, unauthorized-domain: auth-errors.ts)
  'account-exists-with-different-credential',
  'cancelled-popup-request',
  'provider-already-linked',
  'credential-already-in-use',
  'no-such-provider',
  'user-mismatch',
  'web-storage-unsupported',
  'operation-not-supported-in-this-environment',
  'user-token-expired',
  'email-change-needs-verification',
  // Two-step verification
  'multi-factor-auth-required',
  'unverified-email',
  'second-factor-already-in-use',
  'maximum-second-factor-count-exceeded',
  'unsupported-first-factor',
  'missing-phone-number',
  'invalid-phone-number',
  'missing-verification-code',
  'invalid-verification-code',
  'code-expired',
  'missing-verification-id',
  'invalid-verification-id',
  'quota-exceeded',
  'captcha-check-failed',
  'invalid-app-credential',
  'missing-multi-factor-session',
  'missing-multi-factor-info',
  'invalid-multi-factor-session',
  'multi-factor-info-not-found',
  // Our own refusals (accountError), before the service is asked
  'last-sign-in-method',
  'no-email',
  'not-signed-in',
  'no-phone-factor',
] as const;

export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

function isAccountErrorCode(code: string): code is AccountErrorCode {
  return (ACCOUNT_ERROR_CODES as readonly string[]).includes(code);
}

/** The message of a code of the list above, in the golfer's language, or undefined. */
export function accountCodeMessage(code: string): string | undefined {
  return isAccountErrorCode(code) ? accountMessages.t(code) : undefined;
}

/** An error of our own with a code from either list, read by accountErrorMessage like the service's. */
export function accountError(code: AccountErrorCode | AuthErrorCode): Error {
  return Object.assign(new Error(knownAuthMessage(code)), { code });
}

/** The message of a known code, from either list, or undefined. */
export function knownAuthMessage(code: string): string | undefined {
  return accountCodeMessage(code) ?? authCodeMessage(code);
}

/** A message for any error of Google sign-in, linking, the security settings or two-step verification. */
export function accountErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return (code && knownAuthMessage(code)) || unknownAuthError();
}
