// The decisions behind the route guards, kept free of the router so they can be unit-tested.
import type { AuthSnapshot } from '../auth/auth.ts';

/** Where a golfer lands after signing in when no page was asked for. */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

export interface LoginRedirect {
  to: '/login';
  search: { redirect: string };
}

/**
 * For a login-required route: null lets the visitor in; otherwise the redirect to /login carrying the
 * attempted path (docs/PRODUCT.md, "2. Screens and routes", Login required). Must only be asked once the
 * state is resolved (not "login-in").
 */
export function loginRedirectFor(auth: AuthSnapshot, attemptedHref: string): LoginRedirect | null {
  if (auth.state === 'logged' && auth.user) return null;
  return { to: '/login', search: { redirect: attemptedHref } };
}

/**
 * The page to return to after sign-in. Only paths of this app are followed: "//evil.example" or
 * "https://..." would send a freshly signed-in golfer to another site.
 */
export function safeRedirectTarget(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_AFTER_LOGIN;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_AFTER_LOGIN;
  // Returning to the sign-in pages themselves would be a loop.
  if (/^\/(login|register)(?:[/?#]|$)/.test(value)) return DEFAULT_AFTER_LOGIN;
  return value;
}

/** Search params of /login and /register: only a string `redirect` is kept. */
export function validateAuthSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === 'string' && search.redirect !== '' ? { redirect: search.redirect } : {};
}

/** /users: only an administrator sees it; anyone else gets the 404 page (docs/PRODUCT.md,
 * "6. Roles and permissions"). */
export function canSeeAdminRoute(auth: AuthSnapshot, isAdmin: boolean): boolean {
  return auth.state === 'logged' && auth.user !== null && isAdmin;
}
