import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, authCodeMessage, authErrorCode, authErrorMessage, unknownAuthError } from '../../../src/auth/auth-errors.ts';
import {
  accountCodeMessage,
  accountError,
  ACCOUNT_ERROR_CODES,
  accountErrorMessage,
  knownAuthMessage,
} from '../../../src/auth/account/account-errors.ts';

// docs/PRODUCT.md, "8. Error catalogue": every one of these codes must reach the golfer as a clear message.
const CATALOGUE_CODES = [
  'email-already-in-use',
  'wrong-password',
  'invalid-credential',
  'user-not-found',
  'too-many-requests',
  'user-disabled',
  'requires-recent-login',
  'expired-action-code',
  'network-request-failed',
  'popup-blocked',
  'popup-closed-by-user',
  'unauthorized-domain',
];

// What Google sign-in, linking, the security settings and two-step verification can also meet.
const ACCOUNT_CODES = [
  'account-exists-with-different-credential',
  'provider-already-linked',
  'credential-already-in-use',
  'no-such-provider',
  'cancelled-popup-request',
  'user-mismatch',
  'email-change-needs-verification',
  'multi-factor-auth-required',
  'unverified-email',
  'second-factor-already-in-use',
  'maximum-second-factor-count-exceeded',
  'missing-phone-number',
  'invalid-phone-number',
  'missing-verification-code',
  'invalid-verification-code',
  'code-expired',
  'quota-exceeded',
  'captcha-check-failed',
  'invalid-multi-factor-session',
  'multi-factor-info-not-found',
];

describe('auth error messages', () => {
  it.each(ACCOUNT_CODES)('has a message that says what to do next for auth/%s', (code) => {
    const message = accountErrorMessage({ code: `auth/${code}` });
    expect(message).toBe(accountCodeMessage(code));
    expect(message).not.toBe(unknownAuthError());
    expect(message).toMatch(/^[A-Z].*\.$/);
    expect(message).not.toMatch(/auth\/|firebase|credential/i);
  });

  it('gives every message of both tables in words for a golfer, never the code or the SDK', () => {
    for (const [code, message] of [...AUTH_ERROR_CODES, ...ACCOUNT_ERROR_CODES].map((c) => [c, accountErrorMessage({ code: c })] as const)) {
      expect(message, code).toMatch(/^[A-Z].*[.!]$/);
      expect(message, code).not.toMatch(/auth\/|firebase|undefined/i);
    }
  });

  it('explains the password-account case in words a golfer understands: sign in with the password, then Google is added', () => {
    const message = accountErrorMessage({ code: 'auth/account-exists-with-different-credential' });
    expect(message).toMatch(/already have an account/);
    expect(message).toMatch(/password/);
    expect(message).toMatch(/Google/);
  });

  it('reads the refusals the app makes itself like the service\'s', () => {
    const error = accountError('last-sign-in-method');
    expect(authErrorCode(error)).toBe('last-sign-in-method');
    expect(accountErrorMessage(error)).toBe(accountCodeMessage('last-sign-in-method'));
    expect(error.message).toBe(accountCodeMessage('last-sign-in-method'));
  });

  it('reads the sign-in codes in the account flows too, and knows a code from either table', () => {
    expect(accountErrorMessage({ code: 'auth/requires-recent-login' })).toBe(authCodeMessage('requires-recent-login'));
    expect(accountErrorMessage({ code: 'auth/something-new' })).toBe(unknownAuthError());
    expect(knownAuthMessage('wrong-password')).toBe(authCodeMessage('wrong-password'));
    expect(knownAuthMessage('second-factor-already-in-use')).toBe(accountCodeMessage('second-factor-already-in-use'));
    expect(knownAuthMessage('something-new')).toBeUndefined();
  });

  it('keeps the catalogue codes in the table the sign-in pages load, and each code in one table only', () => {
    for (const code of CATALOGUE_CODES) expect(authCodeMessage(code), code).toBeDefined();
    for (const code of ACCOUNT_ERROR_CODES) expect(authCodeMessage(code), code).toBeUndefined();
  });

  it.each(CATALOGUE_CODES)('has its own message for auth/%s', (code) => {
    const message = authErrorMessage({ code: `auth/${code}`, message: 'Firebase: Error' });
    expect(message).toBe(authCodeMessage(code));
    expect(message).not.toBe(unknownAuthError());
    // Written for a golfer: a sentence, no error codes or SDK wording.
    expect(message).toMatch(/^[A-Z].*\.$/);
    expect(message).not.toMatch(/auth\/|firebase/i);
  });

  it('gives every catalogue code its own message', () => {
    const messages = CATALOGUE_CODES.map((c) => authCodeMessage(c));
    expect(new Set(messages).size).toBe(CATALOGUE_CODES.length);
  });

  it('names the fix for the common sign-up and sign-in failures', () => {
    expect(authErrorMessage({ code: 'auth/email-already-in-use' })).toMatch(/already exists/);
    expect(authErrorMessage({ code: 'auth/wrong-password' })).toMatch(/Wrong password/);
    expect(authErrorMessage({ code: 'auth/network-request-failed' })).toMatch(/connection/);
  });

  it('falls back to a general message for unknown codes and non-errors', () => {
    expect(authErrorMessage({ code: 'auth/something-new' })).toBe(unknownAuthError());
    expect(authErrorMessage(new Error('boom'))).toBe(unknownAuthError());
    expect(authErrorMessage(null)).toBe(unknownAuthError());
    expect(authErrorMessage('auth/wrong-password')).toBe(unknownAuthError());
  });

  it('reads codes with or without the auth/ prefix', () => {
    expect(authErrorCode({ code: 'auth/user-disabled' })).toBe('user-disabled');
    expect(authErrorCode({ code: 'user-disabled' })).toBe('user-disabled');
    expect(authErrorCode({ code: 42 })).toBeNull();
  });
});
