// The play screen in Chromium on a phone-sized page (a tap must show within one frame): from a tap on
// "+1 shot" until (a) the screen shows the new count and (b) the change is committed to IndexedDB, over 200
// taps. Target: p95 within one 16 ms frame. Figures are printed, never asserted.
//
// Method. Every time is read inside the page on its own clock (performance.now() and event.timeStamp
// share the time origin), so no round trip to Node falls inside a measurement:
// - start: the tap's `click` event timeStamp, seen by a capturing listener on window before React's
//   root listener. The tap is a real touch from Playwright (`tap()`: touchstart/touchend through
//   the browser's input pipeline, which then synthesises the click the app handles). Chromium stamps
//   the click with the time the touch entered the browser (the touchend's timeStamp), as the Event
//   Timing API / INP do, so the figures include input delivery to the page's main thread; the
//   listener also notes when the click is dispatched, which gives the app's own share.
// - shown in the DOM: a MutationObserver on the Shots counter (the <output> of the "Shots" group)
//   fires once its text is the new count.
// - painted: the first requestAnimationFrame after that mutation, then a MessageChannel message. The
//   browser paints right after running rAF callbacks, and the message's task runs after that frame's
//   rendering, so this is when the frame carrying the new count was produced (it includes the wait
//   for the next frame, as a golfer's eye does).
// - committed to IndexedDB: an init script wraps IDBDatabase.prototype.transaction and
//   IDBObjectStore.prototype.put before the app loads. For every readwrite transaction on RxDB's
//   Dexie store of score cards (`rxdb-dexie-golf-<uid>--0--scorecards`) it keeps the documents put,
//   and on the transaction's `complete` event (the commit: other transactions now read the new
//   data; Chromium's durability is its default) checks whether one of them is this card with the
//   tapped hole at the expected count. No polling, so the measurement adds no IndexedDB traffic.
// - cross-check: Chromium's own Event Timing entries for those clicks (timeStamp to the next paint,
//   in 8 ms steps; clicks under 16 ms are not reported) are printed beside the painted figures.
// - put into IndexedDB: when the card with the new count is handed to IndexedDB (its `put`). RxDB's
//   Dexie storage reads the stored card first in the same transaction, and Chromium runs that read's
//   result only after the next frame (its DeferRendererTasksAfterInput policy holds such tasks after a
//   click until a frame is produced), so the commit cannot come before the frame that shows the count.
// Two reference passes show what stands in the way of one frame: a bare page in the same browser
// (a click that changes a text, no app code: the wait for the next frame alone), and 100 taps in a
// Chromium launched with --disable-features=DeferRendererTasksAfterInput (where the commit no longer
// waits for the frame).
// The next tap is made only once both have happened. The round is online, with sync running as a
// golfer's phone with signal would (every tap is pushed to the local RTDB server).
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import type { CourseDoc } from '../../src/data/types.ts';
import { shotCountText } from '../../src/scoring/shots.ts';
import {
  createUser,
  launchBrowser,
  newContext,
  seed,
  SERVER_TIMESTAMP,
  serveApp,
  setE2eContext,
  signInThroughUi,
  startE2eRun,
  type TestUser,
} from '../e2e/support/index.ts';
import { courseDocument } from '../support/course-18.ts';
import { percentiles, round, type BenchFigure } from './figure.ts';

const TAPS = 200;
/** Taps of each reference pass (the bare page, the Chromium without deferral). */
const REFERENCE_TAPS = 100;
/** Taps per hole: the counter stops at 30 shots, so the taps are spread over several holes. */
const TAPS_PER_HOLE = 20;
/** A tap whose screen update or commit takes longer than this is reported as a failure. */
const TAP_TIMEOUT_MS = 10_000;

/**
 * tsx compiles this file with esbuild's keepNames, which wraps named inner functions in calls to its
 * `__name` helper; the page functions below are serialised into the page, where that helper does
 * not exist. This stand-in (installed first) keeps them runnable.
 */
const NAME_HELPER = 'globalThis.__name ??= (fn) => fn;';

/** What the page's instrumentation looks for in committed transactions. */
interface CommitWatch {
  cardId: string;
  hole: number;
  shotCount: number;
  resolve: (at: number, put: number) => void;
}

/** One tap's instants on the page's clock (ms since its time origin). */
interface TapTimes {
  /** The click's timeStamp: when the tap reached the browser. */
  click: number;
  /** When the click was dispatched on the page's main thread (before the app's handler). */
  handler: number;
  dom: number;
  paint: number;
  /** When the card with the new count was handed to IndexedDB (`put`). */
  put: number;
  idb: number;
}

interface BenchState {
  watch: CommitWatch | null;
  /** Event Timing durations of the clicks on "+1 shot". */
  eventTiming: number[];
  tap: Promise<TapTimes | string> | null;
}

declare global {
  interface Window {
    __hdPlayBench?: BenchState;
  }
}

/**
 * Runs in the page before any of the app's scripts (addInitScript): follows the Event Timing
 * entries of the taps, and records, for every readwrite
 * transaction on the score cards store, the documents it puts, and on its commit resolves the
 * armed watch when one of them carries the expected count. Self-contained: it is serialised.
 */
function instrumentPage(): void {
  const state: BenchState = { watch: null, eventTiming: [], tap: null };
  window.__hdPlayBench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      const target = entry.target;
      if (entry.name === 'click' && target instanceof Element && target.getAttribute('aria-label') === '+1 shot') {
        state.eventTiming.push(entry.duration);
      }
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  /** The documents put in a transaction, with when each was put. */
  const putsOf = new WeakMap<IDBTransaction, { doc: unknown; at: number }[]>();

  const carries = (doc: unknown, w: CommitWatch): boolean => {
    if (typeof doc !== 'object' || doc === null) return false;
    const card = doc as { id?: unknown; holes?: unknown };
    if (card.id !== w.cardId || !Array.isArray(card.holes)) return false;
    return card.holes.some((h: { number?: unknown; shotCount?: unknown }) => h.number === w.hole && h.shotCount === w.shotCount);
  };

  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
    const tx = transaction.apply(this, args);
    if (args[1] === 'readwrite' && this.name.endsWith('--scorecards')) {
      const puts: { doc: unknown; at: number }[] = [];
      putsOf.set(tx, puts);
      tx.addEventListener('complete', () => {
        const at = performance.now();
        const w = state.watch;
        const put = w ? puts.find((p) => carries(p.doc, w)) : undefined;
        if (w && put) {
          state.watch = null;
          w.resolve(at, put.at);
        }
      });
    }
    return tx;
  };

  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
    putsOf.get(this.transaction)?.push({ doc: args[0], at: performance.now() });
    return put.apply(this, args);
  };
}

/**
 * Arms the page for one tap: the click listener, the observer on the counter `output`, and the
 * IndexedDB watch. Runs in the page; the result is collected with `tapResult` after the tap.
 */
function armTap(
  output: Element,
  expected: { cardId: string; hole: number; shotCount: number; text: string; timeoutMs: number },
): void {
  const state = window.__hdPlayBench;
  if (!state) throw new Error('The page instrumentation is not installed');
  const times: TapTimes = { click: NaN, handler: NaN, dom: NaN, paint: NaN, put: NaN, idb: NaN };
  state.tap = new Promise<TapTimes | string>((resolve) => {
    let left = 2;
    const done = () => {
      left -= 1;
      if (left === 0) resolve(times);
    };
    setTimeout(() => resolve(`no ${Number.isNaN(times.paint) ? 'screen update' : 'commit'} within ${expected.timeoutMs} ms`), expected.timeoutMs);
    window.addEventListener(
      'click',
      (event) => {
        times.click = event.timeStamp;
        times.handler = performance.now();
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (output.textContent !== expected.text) return;
      observer.disconnect();
      times.dom = performance.now();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          times.paint = performance.now();
          channel.port1.close();
          done();
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(output, { childList: true, characterData: true, subtree: true });
    state.watch = {
      cardId: expected.cardId,
      hole: expected.hole,
      shotCount: expected.shotCount,
      resolve: (at, put) => {
        times.idb = at;
        times.put = put;
        done();
      },
    };
  });
}

async function tapResult(page: Page): Promise<TapTimes> {
  const result = await page.evaluate(() => window.__hdPlayBench?.tap ?? 'no tap armed');
  if (typeof result === 'string') throw new Error(`Tap on "+1 shot": ${result}`);
  return result;
}

/** An 18-hole course seeded in RTDB as the app would write it (the sync pulls it into RxDB). */
function benchCourse(creatorId: string, now: number): CourseDoc {
  return courseDocument({ id: `bench-course-${now.toString(36)}`, name: `Bench Links ${now.toString(36)}`, creatorId, now });
}

/** Starts a round on the course through /play and returns the card's id (the play screen is open). */
async function startRound(page: Page, baseUrl: string, courseName: string): Promise<string> {
  await page.goto(`${baseUrl}/play`);
  // selectOption waits for the option, i.e. until the sync has pulled the seeded course.
  await page.getByLabel('Course', { exact: true }).selectOption({ label: courseName }, { timeout: 30_000 });
  await page.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Start round' }).click();
  await page.waitForURL((u) => /^\/score-cards\/[^/]+\/play$/.test(u.pathname), { timeout: 20_000 });
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

const holeHeading = (page: Page, hole: number) => page.getByRole('heading', { name: new RegExp(`^Hole ${hole} of 18`) });

async function measureTaps(page: Page, cardId: string, taps: number): Promise<TapTimes[]> {
  const shots = page.getByRole('group', { name: 'Shots', exact: true });
  const plusOne: Locator = page.getByRole('button', { name: '+1 shot' });
  const counter: Locator = shots.getByRole('status');
  const samples: TapTimes[] = [];
  for (let i = 0; i < taps; i++) {
    const hole = Math.floor(i / TAPS_PER_HOLE) + 1;
    const shotCount = (i % TAPS_PER_HOLE) + 1;
    if (shotCount === 1) {
      if (hole > 1) await page.getByRole('button', { name: 'Next ›' }).click();
      await holeHeading(page, hole).waitFor();
    }
    await counter.evaluate(armTap, { cardId, hole, shotCount, text: shotCountText(shotCount), timeoutMs: TAP_TIMEOUT_MS });
    await plusOne.tap();
    samples.push(await tapResult(page));
  }
  return samples;
}

function figures(samples: TapTimes[], eventTiming: number[]): BenchFigure[] {
  const series = (pick: (t: TapTimes) => number) => percentiles(samples.map(pick));
  const rows: [string, (t: TapTimes) => number, string?][] = [
    ['"+1 shot" tap -> click dispatched to the page', (t) => t.handler - t.click, 'input delivery, before any app code'],
    ['"+1 shot" tap -> new count in the DOM', (t) => t.dom - t.click, 'React commit'],
    ['"+1 shot" tap -> new count painted', (t) => t.paint - t.click, 'includes the wait for the next frame'],
    ['"+1 shot" tap -> committed to IndexedDB', (t) => t.idb - t.click, 'readwrite transaction complete'],
    ['"+1 shot" tap -> painted and committed', (t) => Math.max(t.paint, t.idb) - t.click, 'input delivery included'],
    ['"+1 shot" click dispatched -> painted and committed', (t) => Math.max(t.paint, t.idb) - t.handler, "the app's own share; target: p95 <= 16.7 ms (one frame)"],
    ['"+1 shot" click dispatched -> new count painted', (t) => t.paint - t.handler, 'the wait for the next frame'],
    ['"+1 shot" click dispatched -> card put into IndexedDB', (t) => t.put - t.handler, 'after the read that waits for the frame'],
  ];
  const out: BenchFigure[] = [];
  for (const [name, pick, note] of rows) {
    const p = series(pick);
    out.push(
      { name: `${name}, median`, value: round(p.median, 1), unit: 'ms', note: `${samples.length} taps${note ? `; ${note}` : ''}` },
      { name: `${name}, p95`, value: round(p.p95, 1), unit: 'ms' },
    );
  }
  const et = percentiles(eventTiming);
  out.push(
    { name: 'Chromium Event Timing of the taps (to next paint), median', value: et.median, unit: 'ms', note: `${eventTiming.length} of ${samples.length} taps reported (>= 16 ms), 8 ms steps` },
    { name: 'Chromium Event Timing of the taps (to next paint), p95', value: et.p95, unit: 'ms' },
  );
  const committedFirst = samples.filter((t) => t.idb <= t.paint).length;
  out.push({ name: 'taps committed to IndexedDB before the count was painted', value: committedFirst, unit: `of ${samples.length}` });
  return out;
}

/** A bare page's button whose click changes a text, measured as the taps are: no app code at all. */
async function bareFrameFloor(browser: Browser, taps: number): Promise<BenchFigure[]> {
  const context = await newContext(browser, 'phone');
  await context.addInitScript(NAME_HELPER);
  const page = await context.newPage();
  await page.setContent('<button type="button" aria-label="Tap">+</button><output>0</output>');
  await page.evaluate(() => {
    let n = 0;
    const output = document.querySelector('output');
    document.querySelector('button')?.addEventListener('click', () => {
      n += 1;
      if (output) output.textContent = String(n);
    });
  });
  const output = page.locator('output');
  const gaps: number[] = [];
  for (let i = 1; i <= taps; i++) {
    const measured = output.evaluate(
      (out, text) =>
        new Promise<number>((resolve) => {
          let handler = NaN;
          window.addEventListener('click', () => (handler = performance.now()), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            if (out.textContent !== text) return;
            observer.disconnect();
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => {
                channel.port1.close();
                resolve(performance.now() - handler);
              };
              channel.port2.postMessage(null);
            });
          });
          observer.observe(out, { childList: true, characterData: true, subtree: true });
        }),
      String(i),
    );
    await page.getByRole('button', { name: 'Tap' }).tap();
    gaps.push(await measured);
  }
  await context.close();
  const p = percentiles(gaps);
  return [
    { name: 'bare page: click dispatched -> painted, median', value: round(p.median, 1), unit: 'ms', note: `${taps} taps; no app code: the wait for the next frame alone` },
    { name: 'bare page: click dispatched -> painted, p95', value: round(p.p95, 1), unit: 'ms' },
  ];
}

/** Signs the golfer in on a phone, starts a round on the course and taps "+1 shot" `taps` times. */
async function tapRound(browser: Browser, golfer: TestUser, appUrl: string, courseName: string, taps: number) {
  const phone = await newContext(browser, 'phone');
  await phone.addInitScript(NAME_HELPER);
  await phone.addInitScript(instrumentPage);
  const page = await phone.newPage();
  await signInThroughUi(page, golfer, appUrl);
  const cardId = await startRound(page, appUrl, courseName);
  const samples = await measureTaps(page, cardId, taps);
  const eventTiming = await page.evaluate(() => window.__hdPlayBench?.eventTiming ?? []);
  await phone.close();
  return { samples, eventTiming };
}

/** The taps in a Chromium that does not hold tasks back after a click until the next frame. */
async function withoutDeferral(golfer: TestUser, appUrl: string, courseName: string): Promise<BenchFigure[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, '--disable-features=DeferRendererTasksAfterInput'],
  });
  try {
    const { samples } = await tapRound(browser, golfer, appUrl, courseName, REFERENCE_TAPS);
    const note = `${samples.length} taps; Chromium with --disable-features=DeferRendererTasksAfterInput`;
    const rows: [string, (t: TapTimes) => number][] = [
      ['committed to IndexedDB', (t) => t.idb - t.handler],
      ['painted and committed', (t) => Math.max(t.paint, t.idb) - t.handler],
    ];
    return rows.flatMap(([name, pick], i) => {
      const p = percentiles(samples.map(pick));
      return [
        { name: `no deferral: click dispatched -> ${name}, median`, value: round(p.median, 1), unit: 'ms', ...(i === 0 ? { note } : {}) },
        { name: `no deferral: click dispatched -> ${name}, p95`, value: round(p.p95, 1), unit: 'ms' },
      ];
    });
  } finally {
    await browser.close();
  }
}

export async function bench(): Promise<BenchFigure[]> {
  const run = await startE2eRun('bench-');
  setE2eContext(run.context);
  const server = await serveApp(run.context.distDir);
  const browser = await launchBrowser();
  try {
    const golfer = await createUser({ firstName: 'Bench', lastName: 'Golfer' });
    const course = benchCourse(golfer.uid, Date.now());
    await seed(`courses/${course.id}`, { ...course, updatedAt: SERVER_TIMESTAMP });

    const { samples, eventTiming } = await tapRound(browser, golfer, server.url, course.name, TAPS);
    const floor = await bareFrameFloor(browser, REFERENCE_TAPS);
    const noDeferral = await withoutDeferral(golfer, server.url, course.name);
    return [...figures(samples, eventTiming), ...floor, ...noDeferral];
  } finally {
    await browser.close();
    await server.close();
    await run.stop();
  }
}
