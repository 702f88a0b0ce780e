import { describe, expect, it } from 'vitest';
import {
  canSeeAdminRoute,
  DEFAULT_AFTER_LOGIN,
  loginRedirectFor,
  safeRedirectTarget,
  validateAuthSearch,
} from '../../../src/app/guard.ts';
import type { AuthSnapshot } from '../../../src/auth/auth.ts';

const golfer: AuthSnapshot = { state: 'logged', user: { uid: 'u1', email: 'g@x' } };
const nobody: AuthSnapshot = { state: 'not-logged', user: null };

describe('login guard', () => {
  it('lets a signed-in golfer through', () => {
    expect(loginRedirectFor(golfer, '/dashboard')).toBeNull();
  });

  it('sends a visitor to /login carrying the attempted path, search and hash included', () => {
    expect(loginRedirectFor(nobody, '/score-cards/abc/hole/3?tab=putts#top')).toEqual({
      to: '/login',
      search: { redirect: '/score-cards/abc/hole/3?tab=putts#top' },
    });
  });
});

describe('the page after sign-in', () => {
  it('follows paths of this app', () => {
    expect(safeRedirectTarget('/courses/c1/stats')).toBe('/courses/c1/stats');
    expect(safeRedirectTarget('/play?x=1')).toBe('/play?x=1');
  });

  it('goes to the dashboard when no page or a foreign one was asked for', () => {
    for (const value of [undefined, '', 'dashboard', '//evil.example', '/\\evil.example', 'https://evil.example/', 42]) {
      expect(safeRedirectTarget(value)).toBe(DEFAULT_AFTER_LOGIN);
    }
  });

  it('never returns to the sign-in pages', () => {
    expect(safeRedirectTarget('/login?redirect=/x')).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeRedirectTarget('/register')).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeRedirectTarget('/login-help')).toBe('/login-help');
  });

  it('keeps only a string redirect in the search params', () => {
    expect(validateAuthSearch({ redirect: '/play', other: 1 })).toEqual({ redirect: '/play' });
    expect(validateAuthSearch({ redirect: 5 })).toEqual({});
    expect(validateAuthSearch({})).toEqual({});
  });
});

describe('admin route', () => {
  it('is only for a signed-in administrator', () => {
    expect(canSeeAdminRoute(golfer, true)).toBe(true);
    expect(canSeeAdminRoute(golfer, false)).toBe(false);
    expect(canSeeAdminRoute(nobody, true)).toBe(false);
  });
});
