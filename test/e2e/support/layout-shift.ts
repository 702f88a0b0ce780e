// How much a page moves while it loads (Core Web Vitals' cumulative layout shift): the `layout-shift`
// entries of a PerformanceObserver inside the page, those without recent input (a shift the golfer
// caused by typing or tapping is not counted), from the first frame on. The figure is their sum over the
// whole visit, never less than the Core Web Vitals figure (its worst window of shifts). Shared by the
// e2e test of the home page and the bench's first visits (docs/ARCHITECTURE.md, "Speed on a phone").
import type { Page } from 'playwright-core';

/** The most a public page may move while it loads (Core Web Vitals call 0.1 good). */
export const LAYOUT_SHIFT_TARGET = 0.05;

/** One shift: its score and the elements it moved ("SECTION.home-section 80,193 -> 96,329"). */
export interface LayoutShift {
  value: number;
  at: number;
  moved: string[];
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
  }
}

// A string, not a function: the page runs it as written, whatever the test's compiler adds to functions.
const WATCH = `(() => {
  const shifts = [];
  window.__layoutShifts = shifts;
  const name = (node) => !node ? '?' : node.nodeName + (node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\\s+/).join('.') : '');
  const at = (rect) => Math.round(rect.x) + ',' + Math.round(rect.y);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        moved: (entry.sources || []).map((s) => name(s.node) + ' ' + at(s.previousRect) + ' -> ' + at(s.currentRect)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** Watches the page's layout shifts from its next navigation on; call before `page.goto`. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(WATCH);
}

/** The shifts so far and their sum. */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}
