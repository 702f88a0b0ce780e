import { describe, expect, it } from 'vitest';
import { userdataSchema } from '../../../../schemas/userdata.ts';
import { usersSchema } from '../../../../schemas/users.ts';
import { newProfileProblem, PROFILE_LIMITS } from '../../../../src/auth/account/new-profile.ts';

describe('newProfileProblem (checked before the account is created)', () => {
  it('uses the limits of the users and userdata schemas, which the database rules share', () => {
    expect(PROFILE_LIMITS.firstName).toBe(usersSchema.properties.firstName.maxLength);
    expect(PROFILE_LIMITS.lastName).toBe(usersSchema.properties.lastName.maxLength);
    expect(PROFILE_LIMITS.email).toBe(userdataSchema.properties.email.maxLength);
  });

  it('refuses a 150-character first name in words, and accepts 100', () => {
    expect(newProfileProblem({ firstName: 'A'.repeat(150), lastName: 'Lopez', email: 'a@example.com' })).toBe(
      'Your first name is too long: at most 100 characters (it has 150).',
    );
    expect(newProfileProblem({ firstName: 'A'.repeat(100), lastName: 'Lopez', email: 'a@example.com' })).toBeNull();
    expect(newProfileProblem({ firstName: 'Ana', lastName: 'L'.repeat(101), email: 'a@example.com' })).toMatch(/^Your last name is too long/);
  });

  it('counts the name as it is stored (trimmed)', () => {
    expect(newProfileProblem({ firstName: ` ${'A'.repeat(100)} `, lastName: 'Lopez', email: 'a@example.com' })).toBeNull();
  });
});
