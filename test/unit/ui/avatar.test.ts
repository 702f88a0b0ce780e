import { describe, expect, it } from 'vitest';
import { avatarFromEmail, hashString, initialFromName, initialsFromEmail } from '../../../src/ui/avatar.ts';

describe('avatar from e-mail', () => {
  it('takes initials from the parts of the address before the @', () => {
    expect(initialsFromEmail('jane.doe@club.golf')).toBe('JD');
    expect(initialsFromEmail('seve_ballesteros+golf@x.es')).toBe('SB');
    expect(initialsFromEmail('tiger@example.com')).toBe('T');
    expect(initialsFromEmail('émilie-dupont@x.fr')).toBe('ÉD');
  });

  it('shows a question mark when there is no usable address', () => {
    expect(initialsFromEmail('')).toBe('?');
    expect(initialsFromEmail(null)).toBe('?');
    expect(initialsFromEmail('@example.com')).toBe('?');
  });

  it('gives the same address the same colour, whatever its case and spaces', () => {
    expect(avatarFromEmail('Jane.Doe@Club.golf ').background).toBe(avatarFromEmail('jane.doe@club.golf').background);
  });

  it('spreads different addresses over different hues', () => {
    const hues = new Set(['a@x', 'b@x', 'c@x', 'd@x', 'e@x', 'f@x'].map((e) => avatarFromEmail(e).background));
    expect(hues.size).toBeGreaterThanOrEqual(5);
    expect(avatarFromEmail('a@x').background).toMatch(/^hsl\(\d+ 55% 30%\)$/);
  });

  it('hashes with FNV-1a', () => {
    // Reference values of 32-bit FNV-1a.
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });
});

describe('the avatar letter', () => {
  it("shows the first name's initial once the name is known, the e-mail's before", () => {
    expect(avatarFromEmail('zz.top@example.com', 'lena').initials).toBe('L');
    expect(avatarFromEmail('zz.top@example.com', ' émilie ').initials).toBe('É');
    expect(avatarFromEmail('zz.top@example.com', '').initials).toBe('ZT');
    expect(avatarFromEmail('zz.top@example.com', null).initials).toBe('ZT');
    expect(initialFromName('Ana')).toBe('A');
    // The colour stays the e-mail's.
    expect(avatarFromEmail('zz.top@example.com', 'Lena').background).toBe(avatarFromEmail('zz.top@example.com').background);
  });
});
