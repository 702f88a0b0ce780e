// Marks the bench reads inside the page (test/bench/app.bench.ts), from navigation start:
// - `fcp`: the first contentful paint, from a buffered PerformanceObserver (so a paint entry recorded
//   after the page was found ready is still read, never taken as missing);
// - `heading`: the Dashboard heading's first paint, from its Element Timing entry (the heading carries
//   `elementtiming="dashboard-heading"`, in the copy the phone kept of the page, src/app/page-copy.ts, as
//   in the app's own; the earliest entry's renderTime, the time of the frame that painted it, as the
//   first contentful paint's is). Chromium reports the heading's text there; its largest contentful
//   paint is another element (a longer text), so LCP cannot time it;
// - `data`, `live`: when the golfer's own figures were first painted, from the copy or the app, and when
//   the app's own page showed them (the copy gone, the page takes taps): the frame after they entered the
//   DOM (a frame callback runs before the paint; a timeout set in it runs once the frame is on screen, as
//   src/session/after-paint.ts does), which reads late by whatever task runs after the frame.
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
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { identifier?: string; renderTime?: number })[]) {
        if (entry.identifier !== 'dashboard-heading') continue;
        const at = entry.renderTime || entry.startTime;
        marks.heading = Math.min(marks.heading ?? at, at);
      }
    }).observe({ type: 'element', buffered: true });
    const painted = (key: 'data' | 'live') =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          marks[key] ??= performance.now();
        }, 0),
      );
    let dataSeen = false;
    let liveSeen = false;
    // The golfer's own data: the quick statistics' "Rounds" figure counts their rounds (0 while loading).
    const roundsIn = (within: ParentNode) => [...within.querySelectorAll('dt')].find((dt) => dt.textContent === 'Rounds')?.nextElementSibling?.textContent;
    const check = () => {
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
      if (dataSeen && liveSeen) observer.disconnect();
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The page's marks once the app's own page shows the golfer's data (and the paint entries, if they come). */
export async function readStartMarks(page: Page): Promise<StartMarks> {
  await page.waitForFunction(() => window.__benchStart?.data !== undefined && window.__benchStart.live !== undefined, undefined, { timeout: 60_000 });
  // The paint entries are queued with the frame that carried them: by now they are there, or the page had none.
  await page
    .waitForFunction(() => window.__benchStart?.fcp !== undefined && window.__benchStart.heading !== undefined, undefined, { timeout: 5_000 })
    .catch(() => undefined);
  return page.evaluate(() => ({ ...window.__benchStart }));
}
