// A first visit to the public pages (/, /login, /register) on a phone over slow 4G (phone-profile.ts):
// an empty cache and no service worker yet. Three figures per page, read inside the page: the largest
// contentful paint (the page's content on screen), when the page is usable (the app has rendered it in
// #root, where its handlers are: for a form, its inputs and submit button; any prerendered copy gone), and
// how much the page moved meanwhile (its layout shift, e2e/support/layout-shift.ts: the prerendered copy,
// its stylesheets and the live page that replaces it must lay out the same).
// A first visit has no golfer yet: the same figures hold for both bench golfers.
import type { Browser, Page } from 'playwright-core';
import { LAYOUT_SHIFT_TARGET, launchBrowser, layoutShifts, newContext, serveApp, setE2eContext, startE2eRun, watchLayoutShifts } from '../e2e/support/index.ts';
import { percentiles, round, type BenchFigure } from './figure.ts';
import { applyProfile, profileNote } from './phone-profile.ts';

const SAMPLES = 3;
const PAGES = [
  { path: '/', name: 'home', form: false },
  { path: '/login', name: 'sign-in', form: true },
  { path: '/register', name: 'registration', form: true },
] as const;

interface VisitMarks {
  lcp?: number;
  usable?: number;
  /** The layout shift of the whole visit, to the page answering input. */
  shift?: number;
}

declare global {
  interface Window {
    __benchVisit?: VisitMarks;
  }
}

/** tsx compiles with esbuild's keepNames, whose `__name` helper the serialised page function needs. */
const NAME_HELPER = 'globalThis.__name ??= (fn) => fn;';

async function installVisitMarks(page: Page, form: boolean): Promise<void> {
  await page.addInitScript(NAME_HELPER);
  await page.addInitScript((withForm: boolean) => {
    const marks: VisitMarks = {};
    window.__benchVisit = marks;
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) marks.lcp = last.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const usable = () => {
      const root = document.getElementById('root');
      if (!root || document.getElementById('prerendered')) return false;
      // The home page: its calls to action (they wait for the sign-in state).
      if (!withForm) return root.querySelector('main h1') !== null && root.querySelector('main a[href="/register"]') !== null;
      const formEl = root.querySelector('main form');
      return formEl !== null && formEl.querySelector('input') !== null && formEl.querySelector('button[type="submit"]') !== null;
    };
    const observer = new MutationObserver(() => {
      if (!usable()) return;
      observer.disconnect();
      marks.usable = performance.now();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, form);
}

async function visit(browser: Browser, url: string, form: boolean): Promise<VisitMarks> {
  // No service worker yet; the one this visit registers may download its precache as a phone's would.
  const context = await newContext(browser, 'phone');
  try {
    const page = await context.newPage();
    await installVisitMarks(page, form);
    await watchLayoutShifts(page);
    await applyProfile(page, { network: 'slow-4g' });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__benchVisit?.usable !== undefined, undefined, { timeout: 60_000 }).catch(async (error: unknown) => {
      throw new Error(`${url}: not usable after 60 s (${await page.evaluate(() => `copy ${document.getElementById("prerendered") ? "still shown" : "gone"}, #root ${document.getElementById("root")?.innerHTML.length ?? 0} characters`)})`, { cause: error });
    });
    // The page answers: a typed address lands in the app's field, a link is there to follow.
    if (form) {
      const email = page.getByRole('textbox', { name: 'E-mail' });
      await email.fill('golfer@example.org');
      if ((await email.inputValue()) !== 'golfer@example.org') throw new Error(`${url}: the e-mail field did not take the typing`);
    } else {
      await page.getByRole('main').getByRole('link', { name: 'Register' }).waitFor();
    }
    // The largest paint is final once the page has answered input.
    const marks = await page.evaluate(() => ({ ...window.__benchVisit }));
    return { ...marks, shift: (await layoutShifts(page)).total };
  } finally {
    await context.close();
  }
}

export async function bench(): Promise<BenchFigure[]> {
  const run = await startE2eRun('bench-');
  setE2eContext(run.context);
  const browser = await launchBrowser();
  const server = await serveApp(run.context.distDir);
  try {
    const figures: BenchFigure[] = [];
    for (const { path, name, form } of PAGES) {
      const samples: VisitMarks[] = [];
      for (let i = 0; i < SAMPLES; i++) samples.push(await visit(browser, `${server.url}${path}`, form));
      const lcp = percentiles(samples.map((s) => s.lcp ?? Number.NaN));
      const usable = percentiles(samples.map((s) => s.usable ?? Number.NaN));
      const note = `${SAMPLES} first visits, median, ${profileNote({ network: 'slow-4g' })}; either bench golfer (none signed in yet)`;
      figures.push(
        { name: `first visit to ${path} (${name}): largest contentful paint`, value: round(lcp.median, 0), unit: 'ms', target: { max: 2500, text: '<= 2.5 s' }, note: `${note}${lcp.missing ? `; ${lcp.missing} without an entry` : ''}` },
        { name: `first visit to ${path} (${name}): ${form ? 'form' : 'page'} usable`, value: round(usable.median, 0), unit: 'ms', target: { max: 3000, text: '<= 3 s' }, note: `slowest ${round(usable.p95, 0)} ms` },
        // The worst visit's, not the median: a page that moves on one visit in three moves for a golfer.
        {
          name: `first visit to ${path} (${name}): cumulative layout shift`,
          value: round(Math.max(...samples.map((s) => s.shift ?? Number.NaN)), 3),
          unit: '',
          target: { max: LAYOUT_SHIFT_TARGET, text: `<= ${LAYOUT_SHIFT_TARGET}` },
          note: `the largest of ${SAMPLES} visits (each the sum of its layout-shift entries without recent input); all: ${samples.map((s) => round(s.shift ?? Number.NaN, 3)).join(', ')}`,
        },
      );
    }
    return figures;
  } finally {
    await server.close();
    await browser.close();
    await run.stop();
  }
}
