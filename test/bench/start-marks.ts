// Marks the bench reads inside the page (test/bench/app.bench.ts): the first contentful paint from a
// buffered PerformanceObserver (so a paint entry recorded after the page was found ready is still
// read, never taken as missing), and when the Dashboard heading and the golfer's own figures were first
// painted: the frame after they entered the DOM (a frame callback runs before the paint; a timeout set in
// it runs once the frame is on screen, as src/session/after-paint.ts does), from the copy the phone kept
// of the page (src/app/page-copy.ts) or from the app; and when the app's own page showed the figures
// (`live`: the copy gone, the page takes taps). Times are from navigation start.
import type { Page } from 'playwright-core';

export interface StartMarks {
  fcp?: number;
  heading?: number;
  data?: number;
  live?: number;
}

declare global {
  interface Window {
    __benchStart?: StartMarks;
  }
}

/** tsx compiles with esbuild's keepNames, whose `__name` helper the serialised page function needs. */
const NAME_HELPER = 'globalThis.__name ??= (fn) => fn;';

/** Installs the marks in every document the page loads from now on. */
export async function installStartMarks(page: Page): Promise<void> {
  await page.addInitScript(NAME_HELPER);
  await page.addInitScript(() => {
    const marks: StartMarks = {};
    window.__benchStart = marks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    const painted = (key: 'heading' | 'data' | 'live') =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          marks[key] ??= performance.now();
        }, 0),
      );
    let headingSeen = false;
    let dataSeen = false;
    let liveSeen = false;
    // The golfer's own data: the quick statistics' "Rounds" figure counts their rounds (0 while loading).
    const roundsIn = (within: ParentNode) => [...within.querySelectorAll('dt')].find((dt) => dt.textContent === 'Rounds')?.nextElementSibling?.textContent;
    const check = () => {
      if (!headingSeen && [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Dashboard')) {
        headingSeen = true;
        painted('heading');
      }
      const rounds = roundsIn(document);
      if (!dataSeen && rounds !== undefined && rounds !== '0') {
        dataSeen = true;
        painted('data');
      }
      const root = document.getElementById('root');
      const live = root && !document.getElementById('prerendered') ? roundsIn(root) : undefined;
      if (!liveSeen && live !== undefined && live !== '0') {
        liveSeen = true;
        painted('live');
      }
      if (headingSeen && dataSeen && liveSeen) observer.disconnect();
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The page's marks once the app's own page shows the golfer's data (and the first contentful paint, if it comes). */
export async function readStartMarks(page: Page): Promise<StartMarks> {
  await page.waitForFunction(() => window.__benchStart?.data !== undefined && window.__benchStart.live !== undefined, undefined, { timeout: 60_000 });
  // The paint entry is queued with the frame that carried it: by now it is there, or the page had none.
  await page.waitForFunction(() => window.__benchStart?.fcp !== undefined, undefined, { timeout: 5_000 }).catch(() => undefined);
  return page.evaluate(() => ({ ...window.__benchStart }));
}
