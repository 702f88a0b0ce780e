// Work that can wait for the page: the sync engine, the admin role and a remembered golfer's sign-in SDK
// load and start once the app's own page is on screen, so their download, parsing and first reads do not
// hold up the page a returning golfer taps (docs/ARCHITECTURE.md, "Speed on a phone").
import { whenPrerenderedCopyGone } from '../ui/prerendered-copy.ts';

/** The longest the work waits for the painted copy of the page to give way to the app's own. */
export const LIVE_PAGE_WAIT_MS = 3000;

/**
 * Resolves after the frame that shows the app's own page: once the copy index.html painted is gone (at
 * once without one; at most `maxWaitMs`), after the next paint.
 */
export async function afterLivePage(maxWaitMs = LIVE_PAGE_WAIT_MS): Promise<void> {
  await whenPrerenderedCopyGone(maxWaitMs);
  await afterPaint();
}

/** Resolves after the next frame is painted (or after `maxWaitMs`, e.g. in a hidden tab, which paints no frames). */
export function afterPaint(maxWaitMs = 200): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, maxWaitMs);
    // The frame callback runs before the paint; the timeout after it runs once the frame is on screen.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
