// The moment a page has settled (docs/ARCHITECTURE.md, "Speed on a phone"): the golfer has not touched
// the screen or a key, and the local database has not been read, for QUIET_MS. The sync engine loads
// and starts then, so at a phone's speed a page opened at start, and a tap right after it, render
// without the engine's download, parsing and first pulls in their way. Never later than MAX_WAIT_MS.
// Loaded on demand (settledAfterPaint), as the sign-in pages never need it.
import { lastReadAt } from '../data/read-activity.ts';
import { afterPaint } from './after-paint.ts';

/** How long input and reads must pause. */
export const QUIET_MS = 500;
/** The longest the wait lasts, however busy the page. */
export const MAX_WAIT_MS = 5_000;
const CHECK_EVERY_MS = 100;

const now = () => performance.now();

export function whenPageSettled(readAt: () => number = lastReadAt): Promise<void> {
  if (typeof window === 'undefined' || typeof performance === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const start = now();
    let lastInput = start;
    const input = () => {
      lastInput = now();
    };
    const events = ['pointerdown', 'keydown'] as const;
    for (const type of events) window.addEventListener(type, input, { capture: true, passive: true });
    const check = () => {
      const t = now();
      const quiet = t - Math.max(lastInput, readAt()) >= QUIET_MS;
      if (quiet || t - start >= MAX_WAIT_MS) {
        for (const type of events) window.removeEventListener(type, input, { capture: true });
        resolve();
      } else setTimeout(check, CHECK_EVERY_MS);
    };
    setTimeout(check, CHECK_EVERY_MS);
  });
}

/** After the page's first paint, once it has settled. */
export async function settledAfterPaint(): Promise<void> {
  await afterPaint();
  await whenPageSettled();
}
