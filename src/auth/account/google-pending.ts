// What the sign-in pages need to know about Google without loading the popup/redirect code
// (src/auth/account/google.ts): whether a redirect is under way in this tab (set just before the page
// leaves for Google, read when it comes back, so that code loads only when there is a result to
// collect), and which e-mail waits for a password sign-in before Google is linked to it.
const KEY = 'hd-google-redirect';

export type RedirectPurpose = 'sign-in' | 'link';

export function markRedirectPending(purpose: RedirectPurpose): void {
  sessionStorage.setItem(KEY, purpose);
}

export function pendingRedirect(): RedirectPurpose | null {
  const value = sessionStorage.getItem(KEY);
  return value === 'sign-in' || value === 'link' ? value : null;
}

export function clearPendingRedirect(): void {
  sessionStorage.removeItem(KEY);
}

/**
 * A redirect instead of a popup: in the app installed on a phone (a popup would leave the standalone
 * window) and on phones and tablets generally, where popups open as tabs that are easily lost.
 */
export function prefersRedirect(): boolean {
  const standalone = window.matchMedia('(display-mode: standalone)').matches;
  const coarse = window.matchMedia('(pointer: coarse)').matches && !window.matchMedia('(any-pointer: fine)').matches;
  return standalone || coarse;
}

let linkWaitingFor: string | null = null;

/** google.ts holds a Google sign-in for this e-mail until the golfer signs in with the password. */
export function setGoogleWaitingFor(email: string | null): void {
  linkWaitingFor = email;
}

export function googleWaitingFor(): string | null {
  return linkWaitingFor;
}
