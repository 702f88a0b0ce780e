// The dashboard as the golfer last saw it (docs/ARCHITECTURE.md, "Speed on a phone", "The dashboard's
// copy"): its HTML, kept on this phone for the golfer signed in here, which index.html's inline script
// shows at the next start before any script has run, as it shows a public page's prerendered copy. The
// app replaces it with the live page once that shows the same figures (src/app/prerendered.ts), so the
// golfer's own figures are on screen with the first paint of an offline start. Meanwhile its links work
// and a tap on one of its buttons is replayed on the live page (src/app/copy-taps.ts).
import { useEffect } from 'react';
import { languageState } from '../i18n/language.ts';

/** Read by index.html's inline script: the two must agree on the key and the shape. */
const KEY = 'hd-page-copy';
/** A page's HTML above this size is not kept (a dashboard with a round in play is about 6 KB). */
const MAX_HTML = 200_000;
/** Quiet time after the last change of the page before it is copied again. */
const SETTLE_MS = 2_000;

export interface PageCopy {
  uid: string;
  path: string;
  /** The app's language when copied ("en", "es"): a copy in another language is not shown. */
  language: string;
  /** The release that rendered it (its entry script): a copy of another release is not shown, as its
   * stylesheets may be gone. */
  release: string;
  /** The stylesheets the page had, linked again before the copy's first paint. */
  stylesheets: string[];
  html: string;
}

/** The entry script of the running release, as index.html's inline script reads it. */
function release(): string {
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '';
}

/** The page now on screen as a copy, without the parts marked `data-copy-omit` (the sync state, notices). */
function pageCopyOf(uid: string, path: string): PageCopy | null {
  const root = document.getElementById('root');
  if (!root) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const omitted of copy.querySelectorAll('[data-copy-omit]')) omitted.remove();
  // The security policy refuses style attributes in markup (style-src 'self'): the inline script sets
  // them through the element's style instead, which the policy allows, as React does (an avatar's colour).
  for (const styled of copy.querySelectorAll('[style]')) {
    styled.setAttribute('data-copy-style', styled.getAttribute('style') ?? '');
    styled.removeAttribute('style');
  }
  const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href !== '');
  return { uid, path, language: languageState().language, release: release(), stylesheets, html: copy.innerHTML };
}

export function keepPageCopy(uid: string, path: string): void {
  // Only the page it is a copy of: a change of page may come before the keeper stops. Only a build: the
  // development server's styles are not stylesheets the copy could link.
  if (!import.meta.env.PROD || window.location.pathname !== path) return;
  const copy = pageCopyOf(uid, path);
  try {
    if (!copy || copy.html.length > MAX_HTML) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(copy));
  } catch {
    // Storage full or blocked: the next start shows the live page only, as before.
  }
}

/** Forgets the copy (the golfer signed out: their figures do not stay on the phone's start screen). */
export function forgetPageCopy(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept that could be forgotten.
  }
}

/**
 * While `shown` (the page shows the golfer's figures), keeps its copy up to date: once shown, after
 * each change once the page has been quiet for a moment, and when the page is hidden (the golfer
 * leaves the app: what they saw last is what the next start shows). The copying runs when the phone is
 * idle, never inside a tap.
 */
export function useKeepsPageCopy(uid: string, path: string, shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    const root = document.getElementById('root');
    if (!root) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const keep = () => keepPageCopy(uid, path);
    const keepWhenIdle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(keep, { timeout: SETTLE_MS });
        else keep();
      }, SETTLE_MS);
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    const changes = new MutationObserver(keepWhenIdle);
    changes.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    document.addEventListener('visibilitychange', hidden);
    keepWhenIdle();
    return () => {
      changes.disconnect();
      document.removeEventListener('visibilitychange', hidden);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [uid, path, shown]);
}
