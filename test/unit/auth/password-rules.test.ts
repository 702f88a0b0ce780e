import { describe, expect, it } from 'vitest';
import {
  allMet,
  evaluatePassword,
  requirementsFromStatus,
  unmetMessage,
  type PasswordStatus,
} from '../../../src/auth/password-rules.ts';

describe('password requirements without the service policy (default)', () => {
  it('asks for 6 characters and nothing else', () => {
    expect(evaluatePassword('abc')).toEqual([{ id: 'min', label: 'At least 6 characters', met: false }]);
    expect(allMet(evaluatePassword('abcdef'))).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(allMet(evaluatePassword('⛳⛳⛳⛳⛳'))).toBe(false);
    expect(allMet(evaluatePassword('🏌️a🏌️'))).toBe(false);
  });

  it('checks every requirement a policy sets', () => {
    const options = {
      minPasswordLength: 8,
      maxPasswordLength: 12,
      containsLowercaseLetter: true,
      containsUppercaseLetter: true,
      containsNumericCharacter: true,
      containsNonAlphanumericCharacter: true,
    };
    const weak = evaluatePassword('birdie', options);
    expect(weak.map((r) => [r.id, r.met])).toEqual([
      ['min', false],
      ['max', true],
      ['lower', true],
      ['upper', false],
      ['number', false],
      ['symbol', false],
    ]);
    expect(allMet(evaluatePassword('Birdie#42', options))).toBe(true);
    expect(evaluatePassword('Birdie#42-Eagle', options).find((r) => r.id === 'max')?.met).toBe(false);
  });
});

describe('password requirements from the SDK validation status', () => {
  const status = (fields: Partial<PasswordStatus>, options: PasswordStatus['passwordPolicy']['customStrengthOptions']) =>
    ({ ...fields, passwordPolicy: { customStrengthOptions: options } }) as PasswordStatus;

  it('lists only what the policy requires, with its own minimum', () => {
    const requirements = requirementsFromStatus(
      status({ meetsMinPasswordLength: false, containsUppercaseLetter: true }, { minPasswordLength: 10, containsUppercaseLetter: true }),
    );
    expect(requirements).toEqual([
      { id: 'min', label: 'At least 10 characters', met: false },
      { id: 'upper', label: 'An uppercase letter', met: true },
    ]);
  });

  it('says what is missing in one sentence, and nothing when all is met', () => {
    const requirements = requirementsFromStatus(
      status({ meetsMinPasswordLength: false, containsNumericCharacter: false }, { containsNumericCharacter: true }),
    );
    expect(unmetMessage(requirements)).toBe('The password needs at least 6 characters, a number.');
    expect(unmetMessage(evaluatePassword('long enough'))).toBeNull();
  });
});
