// The copy of a page that index.html paints before any script has run (#prerendered; docs/ARCHITECTURE.md,
// "Speed on a phone"), as the layers below the app see it: src/app/prerendered.ts removes it in the frame
// the app's own page renders, and work that can wait for that page (the sync engine, the sign-in SDK of a
// remembered golfer) waits until it is gone.
export const PRERENDERED_COPY_ID = 'prerendered';

/** Resolves once no copy is left in the document (at once when there is none), or after `maxWaitMs`. */
export function whenPrerenderedCopyGone(maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const copy = typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_COPY_ID);
    const parent = copy?.parentNode;
    if (!copy || !parent) {
      resolve();
      return;
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (!copy.isConnected) done();
    });
    observer.observe(parent, { childList: true });
    const timer = setTimeout(done, maxWaitMs);
  });
}
