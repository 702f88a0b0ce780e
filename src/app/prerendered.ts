// The prerendered copy of a public page (scripts/prerender.mjs; docs/ARCHITECTURE.md, "Speed on a
// phone"): index.html's inline script shows it, inert, before the app has run (once its stylesheets
// have loaded), with #root hidden (styles.css). The app removes it in the frame it renders the live page, so the page never flashes
// empty or twice; and at once when the app shows another path (a redirect), so no copy outlives its page.
import { useLayoutEffect } from 'react';
import { PRERENDERED_COPY_ID } from '../ui/prerendered-copy.ts';

/**
 * Removes the copy; `unlessPath`: only when it is not that path's. While the copy's stylesheets are still
 * loading (index.html's script keeps it out of sight meanwhile), it goes once they have: the live page
 * needs them too, and the bundler does not wait for a stylesheet the script linked, so removing the copy
 * now would paint the live page unstyled, then move it.
 */
export function removePrerenderedCopy(unlessPath?: string): void {
  const copy = document.getElementById(PRERENDERED_COPY_ID);
  if (!copy) return;
  if (unlessPath !== undefined && copy.dataset.path === unlessPath) return;
  if (copy.style.visibility !== 'hidden') {
    copy.remove();
    return;
  }
  const styled = new MutationObserver(() => {
    if (copy.style.visibility === 'hidden') return;
    styled.disconnect();
    copy.remove();
  });
  styled.observe(copy, { attributes: true, attributeFilter: ['style'] });
}

/**
 * For the page a copy stands in for: the copy goes once the page has rendered (before it is painted),
 * and `ready` (the page shows what the copy shows: the sign-in state resolved, for the home page's buttons).
 */
export function useReplacesPrerenderedCopy(ready = true): void {
  useLayoutEffect(() => {
    if (ready) removePrerenderedCopy();
  }, [ready]);
}

/** For the shell: a copy of another path than the one the app shows goes at once. */
export function usePrerenderedCopyFollows(pathname: string): void {
  useLayoutEffect(() => removePrerenderedCopy(pathname), [pathname]);
}
