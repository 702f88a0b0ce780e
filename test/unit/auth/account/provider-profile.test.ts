import { describe, expect, it } from 'vitest';
import { DEFAULT_HANDICAP, PROFILE_LIMITS } from '../../../../src/auth/account/new-profile.ts';
import { profileFromProvider, splitDisplayName } from '../../../../src/auth/account/provider-profile.ts';

describe('splitDisplayName', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitDisplayName('Ana María García López')).toEqual({ firstName: 'Ana', lastName: 'María García López' });
    expect(splitDisplayName('Tom Morris')).toEqual({ firstName: 'Tom', lastName: 'Morris' });
  });

  it('keeps a one-word name as the first name', () => {
    expect(splitDisplayName('Seve')).toEqual({ firstName: 'Seve', lastName: '' });
  });

  it('gives empty names for an empty, blank or missing display name', () => {
    for (const name of ['', '   ', null, undefined]) expect(splitDisplayName(name)).toEqual({ firstName: '', lastName: '' });
  });

  it('ignores extra white space between and around the words', () => {
    expect(splitDisplayName('  Ana \t María  ')).toEqual({ firstName: 'Ana', lastName: 'María' });
  });
});

describe('profileFromProvider (the first Google sign-in)', () => {
  it('makes the profile registration makes: names, e-mail and the default handicap', () => {
    expect(profileFromProvider({ uid: 'u1', displayName: 'Ana María García López', email: 'ana@example.com' })).toEqual({
      id: 'u1',
      firstName: 'Ana',
      lastName: 'María García López',
      email: 'ana@example.com',
      handicap: DEFAULT_HANDICAP,
    });
  });

  it("prefers the provider's own given and family names to splitting the display name", () => {
    const profile = profileFromProvider({
      uid: 'u1',
      displayName: 'Ana María García López',
      givenName: 'Ana María',
      familyName: 'García López',
      email: 'ana@example.com',
    });
    expect(profile).toMatchObject({ firstName: 'Ana María', lastName: 'García López' });
  });

  it('uses the name part of the e-mail when the provider gives no name at all', () => {
    expect(profileFromProvider({ uid: 'u1', displayName: '', email: 'tom.morris@example.com' })).toMatchObject({
      firstName: 'tom.morris',
      lastName: '',
    });
  });

  it('leaves the e-mail empty when the provider gives none (and has no name to fall back on)', () => {
    expect(profileFromProvider({ uid: 'u1', displayName: 'Seve', email: null })).toEqual({
      id: 'u1',
      firstName: 'Seve',
      lastName: '',
      email: '',
      handicap: DEFAULT_HANDICAP,
    });
    expect(profileFromProvider({ uid: 'u1' })).toMatchObject({ firstName: '', lastName: '', email: '' });
  });

  it('cuts names beyond the schema limits, never inside a character', () => {
    const long = `${'Ñ'.repeat(PROFILE_LIMITS.firstName + 20)} ${'😀'.repeat(PROFILE_LIMITS.lastName + 5)}`;
    const profile = profileFromProvider({ uid: 'u1', displayName: long, email: 'a@example.com' });
    expect(profile.firstName).toBe('Ñ'.repeat(PROFILE_LIMITS.firstName));
    expect(Array.from(profile.lastName)).toHaveLength(PROFILE_LIMITS.lastName);
    expect(profile.lastName).toBe('😀'.repeat(PROFILE_LIMITS.lastName));
  });

  it('leaves out an e-mail longer than the profile accepts instead of storing a cut (wrong) address', () => {
    const email = `${'a'.repeat(PROFILE_LIMITS.email)}@example.com`;
    expect(profileFromProvider({ uid: 'u1', displayName: 'Tom Morris', email }).email).toBe('');
  });
});
