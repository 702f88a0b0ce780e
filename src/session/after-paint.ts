// Work that can wait for the page: the sync engine and the admin role load and start once the page has
// painted, so their download and parsing do not hold up a returning golfer's first render.

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
