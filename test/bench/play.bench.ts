// Taps on the play screens as INP measures them (docs/ARCHITECTURE.md, "Speed on a phone"): for "+1 shot"
// and for "Next ›", on the single card's play screen and on the group screen of a match of four (the
// golfer is its marker and scores every player), for both bench golfers (bench-golfers.ts: a new one,
// and one with 1,000 rounds, 50 matches and 200 courses on the phone), in the bench's profile
// (phone-profile.ts: CPU 4x). Target: the Event Timing duration's p95 <= 33 ms (two frames). Figures are
// printed, never asserted.
//
// Method. The golfer signs in on a 390x844 phone and the bench waits until the sync has brought every
// document of theirs into IndexedDB; only then is the CPU slowed, so the pull itself is not in the taps.
// Each screen is walked once from hole 1 to hole 18: on every hole "+1 shot" a few times (on the group
// screen, each player's in turn), then "Next ›". The taps are real touches (Playwright's `tap()`: the
// browser's input pipeline synthesises the click the app handles).
// - Event Timing: a PerformanceObserver installed before the app loads (durationThreshold 16, the lowest
//   the API takes) keeps every entry of an interaction (pointerdown, pointerup, click). A tap's duration
//   is the longest of its entries, as INP takes it: from the touch to the next paint after its handlers,
//   in Chromium's 8 ms steps. A tap with no entry took under 16 ms; it counts as such.
// - Cross-check on the page's own clock: from the click's timeStamp to the frame after the screen shows
//   the change (a MutationObserver on the counter or the heading, then requestAnimationFrame and a
//   MessageChannel message, which runs after that frame's rendering).
// - The next tap waits until the page is quiet (four idle periods of 40 ms or more in a row: the write,
//   its sync push and the server's echo are over), so each figure is one tap's, as INP's are.
// A bare page (a button that changes a text, no app code) measured the same way gives the floor: what a
// tap costs in this browser and profile before any app code.
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext, serveApp, setE2eContext, signInThroughUi, startE2eRun } from '../e2e/support/index.ts';
import { seedBenchGolfer, type BenchGolfer, type BenchGolferKind } from './bench-golfers.ts';
import { percentiles, round, type BenchFigure } from './figure.ts';
import { applyProfile, profileNote } from './phone-profile.ts';

/** "+1 shot" taps per hole (on the group screen: shared among the four players in turn). */
const SHOT_TAPS_PER_HOLE = 4;
const HOLES = 18;
/** Taps of the bare page. */
const FLOOR_TAPS = 60;
/** A tap whose change is not on screen by then is a failure. */
const TAP_TIMEOUT_MS = 10_000;
const TARGET = { max: 33, text: '<= 33 ms (two frames)' };
/** Event Timing reports no entry under this (its lowest durationThreshold). */
const ET_THRESHOLD = 16;

/**
 * tsx compiles this file with esbuild's keepNames, which wraps named inner functions in calls to its
 * `__name` helper; the page functions below are serialised into the page, where that helper does
 * not exist. This stand-in (installed first) keeps them runnable.
 */
const NAME_HELPER = 'globalThis.__name ??= (fn) => fn;';

/** One Event Timing entry of an interaction, as kept by the page. */
interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

/** One tap on the page's clock. */
interface TapTimes {
  /** performance.now() just before the tap was sent: the tap's entries start after it. */
  sent: number;
  /** The click's timeStamp (when the touch reached the browser). */
  click: number;
  paint: number;
}

interface BenchState {
  entries: EventEntry[];
}

declare global {
  interface Window {
    __hdTapBench?: BenchState;
  }
}

/** Runs in the page before the app (addInitScript): keeps the Event Timing entries of interactions. */
function instrumentPage(): void {
  const state: BenchState = { entries: [] };
  window.__hdTapBench = state;
  new PerformanceObserver((list) => {
    // interactionId is in Chromium's Event Timing but not yet in TypeScript's DOM types.
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
      if (e.interactionId > 0) state.entries.push({ name: e.name, startTime: e.startTime, duration: e.duration, interactionId: e.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/**
 * In the page: arms the wait for one tap on `watched` (whose text the tap changes) and returns
 * performance.now(). The outcome is read with `tapOutcome` once the tap is sent.
 */
function armTap(watched: Element, timeoutMs: number): number {
  const before = watched.textContent;
  const w = window as unknown as { __hdTap?: Promise<{ click: number; paint: number } | string> };
  w.__hdTap = new Promise((resolve) => {
    let click = NaN;
    window.addEventListener('click', (event) => (click = event.timeStamp), { capture: true, once: true });
    const timer = setTimeout(() => resolve(`the screen did not change within ${timeoutMs} ms`), timeoutMs);
    const observer = new MutationObserver(() => {
      if (watched.textContent === before) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          clearTimeout(timer);
          channel.port1.close();
          const paint = performance.now();
          // Quiet: four idle periods of 40 ms or more in a row (at most 5 s), so the next tap is alone.
          let quiet = 0;
          const until = paint + 5000;
          const idle = (deadline: IdleDeadline) => {
            quiet = deadline.timeRemaining() >= 40 ? quiet + 1 : 0;
            if (quiet >= 4 || performance.now() > until) resolve({ click, paint });
            else requestIdleCallback(idle);
          };
          requestIdleCallback(idle);
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(watched, { childList: true, characterData: true, subtree: true });
  });
  return performance.now();
}

/** Taps `button`, the change showing in `watched`; returns the tap's instants. */
async function measuredTap(page: Page, button: Locator, watched: Locator, what: string): Promise<TapTimes> {
  const sent = await watched.evaluate(armTap, TAP_TIMEOUT_MS);
  await button.tap();
  const outcome = await page.evaluate(() => (window as unknown as { __hdTap?: Promise<{ click: number; paint: number } | string> }).__hdTap ?? 'no tap armed');
  if (typeof outcome === 'string') throw new Error(`Tap on ${what}: ${outcome}`);
  return { sent, ...outcome };
}

const holeHeading = (page: Page) => page.getByRole('heading', { name: /^Hole \d+ of \d+/ });

async function shownHole(page: Page): Promise<number> {
  const text = await holeHeading(page).innerText();
  return Number(/Hole (\d+)/.exec(text)?.[1] ?? NaN);
}

/** The buttons and counters of one screen: the single card's, or the group's (one counter per player). */
interface ScreenParts {
  /** The "+1 shot" button of the `n`th tap on `hole`, and the counter it changes. */
  shot: (hole: number, n: number) => { button: Locator; counter: Locator };
}

function singleScreen(page: Page): ScreenParts {
  const shots = page.getByRole('group', { name: 'Shots', exact: true });
  return { shot: () => ({ button: shots.getByRole('button', { name: '+1 shot' }), counter: shots.getByRole('status') }) };
}

function groupScreen(page: Page, names: string[]): ScreenParts {
  return {
    shot: (hole, n) => {
      const group = page.getByRole('group', { name: `${names[n % names.length] ?? ''}, hole ${hole}`, exact: true });
      return { button: group.getByRole('button', { name: '+1 shot' }), counter: group.getByRole('status', { name: 'Shots' }) };
    },
  };
}

interface ScreenTaps {
  shot: TapTimes[];
  next: TapTimes[];
  entries: EventEntry[];
}

/** Opens the card's play screen on hole 1 and walks it to hole 18. */
async function walkScreen(page: Page, url: string, parts: ScreenParts): Promise<ScreenTaps> {
  await page.goto(url);
  await holeHeading(page).waitFor({ timeout: 30_000 });
  // The screen opens on the round's hole in play: back to hole 1 first (not measured).
  for (let hole = await shownHole(page); hole > 1; hole--) {
    await page.getByRole('button', { name: '‹ Previous' }).click();
    await page.getByRole('heading', { name: new RegExp(`^Hole ${hole - 1} of`) }).waitFor();
  }
  await page.evaluate(() => {
    if (window.__hdTapBench) window.__hdTapBench.entries = [];
  });
  const shot: TapTimes[] = [];
  const next: TapTimes[] = [];
  for (let hole = 1; hole <= HOLES; hole++) {
    for (let n = 0; n < SHOT_TAPS_PER_HOLE; n++) {
      const { button, counter } = parts.shot(hole, n);
      shot.push(await measuredTap(page, button, counter, `"+1 shot" on hole ${hole}`));
    }
    if (hole < HOLES) next.push(await measuredTap(page, page.getByRole('button', { name: 'Next ›' }), holeHeading(page), `"Next ›" on hole ${hole}`));
  }
  const entries = await page.evaluate(() => window.__hdTapBench?.entries ?? []);
  return { shot, next, entries };
}

/** Each tap's Event Timing duration: the longest entry starting between it and the next tap (0: none >= 16 ms). */
function eventTimingOf(taps: TapTimes[], entries: EventEntry[], allTaps: TapTimes[]): number[] {
  const sends = allTaps.map((t) => t.sent).sort((a, b) => a - b);
  return taps.map((t) => {
    const end = sends.find((s) => s > t.sent) ?? Infinity;
    const mine = entries.filter((e) => e.startTime >= t.sent && e.startTime < end);
    return mine.reduce((max, e) => Math.max(max, e.duration), 0);
  });
}

function tapFigures(label: string, taps: TapTimes[], durations: number[]): BenchFigure[] {
  const reported = durations.filter((d) => d >= ET_THRESHOLD).length;
  const et = percentiles(durations);
  const shown = (v: number) => (v < ET_THRESHOLD ? ET_THRESHOLD : v);
  const painted = percentiles(taps.map((t) => t.paint - t.click));
  return [
    {
      name: `${label}: Event Timing (INP), median`,
      value: shown(et.median),
      unit: 'ms',
      note: `${taps.length} taps, ${reported} with an entry >= ${ET_THRESHOLD} ms (the others count as ${ET_THRESHOLD}); 8 ms steps; ${profileNote()}`,
    },
    { name: `${label}: Event Timing (INP), p95`, value: shown(et.p95), unit: 'ms', target: TARGET },
    {
      name: `${label}: tap -> change painted (page clock), median / p95`,
      value: `${round(painted.median, 1)} / ${round(painted.p95, 1)}`,
      unit: 'ms',
      note: 'cross-check, no 8 ms steps',
    },
  ];
}

/**
 * Waits until the sync has brought every document of the golfer into IndexedDB (RxDB's Dexie stores, one
 * database per collection): one call into the page, which counts again each second until all are there.
 */
async function waitForPull(page: Page, golfer: BenchGolfer): Promise<void> {
  const missing = await page.evaluate(async (expected: Record<string, number>) => {
    const count = async (collection: string): Promise<number> => {
      const names = (await indexedDB.databases()).map((d) => d.name ?? '');
      const name = names.find((n) => n.startsWith('rxdb-dexie-') && n.endsWith(`--${collection}`));
      if (!name) return 0;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error(`cannot open ${name}`));
      });
      try {
        if (!db.objectStoreNames.contains('docs')) return 0;
        const request = db.transaction('docs', 'readonly').objectStore('docs').count();
        return await new Promise<number>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('count failed'));
        });
      } finally {
        db.close();
      }
    };
    const until = performance.now() + 300_000;
    for (;;) {
      const short: string[] = [];
      for (const [collection, n] of Object.entries(expected)) {
        const have = await count(collection);
        if (have < n) short.push(`${collection} ${have} of ${n}`);
      }
      if (short.length === 0 || performance.now() > until) return short.join(', ');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }, golfer.onPhone);
  if (missing) throw new Error(`The sync did not bring the golfer's data within 5 minutes: ${missing}`);
}

/** Signs the golfer in on a phone, waits for their data, slows the CPU and walks both screens. */
async function golferTaps(browser: Browser, golfer: BenchGolfer, appUrl: string): Promise<BenchFigure[]> {
  const phone = await newContext(browser, 'phone');
  await phone.addInitScript(NAME_HELPER);
  await phone.addInitScript(instrumentPage);
  const page = await phone.newPage();
  try {
    await signInThroughUi(page, golfer.golfer, appUrl);
    await waitForPull(page, golfer);
    await applyProfile(page);
    const who = golfer.kind === 'new' ? 'new golfer' : `golfer with ${golfer.rounds} rounds`;
    const single = await walkScreen(page, `${appUrl}/score-cards/${golfer.roundId}/play`, singleScreen(page));
    const names = golfer.players.map((p) => `${p.firstName} ${p.lastName}`);
    const group = await walkScreen(page, `${appUrl}/score-cards/${golfer.matchCardId}/play`, groupScreen(page, names));
    const out: BenchFigure[] = [];
    for (const [screen, taps] of [
      ['single screen', single],
      ['group of four', group],
    ] as const) {
      const all = [...taps.shot, ...taps.next];
      out.push(
        ...tapFigures(`"+1 shot", ${screen}, ${who}`, taps.shot, eventTimingOf(taps.shot, taps.entries, all)),
        ...tapFigures(`"Next", ${screen}, ${who}`, taps.next, eventTimingOf(taps.next, taps.entries, all)),
      );
    }
    return out;
  } finally {
    await phone.close();
  }
}

/** A bare page's button whose tap changes a text, measured as the app's taps are: no app code at all. */
async function bareFloor(browser: Browser): Promise<BenchFigure[]> {
  const context = await newContext(browser, 'phone');
  await context.addInitScript(NAME_HELPER);
  await context.addInitScript(instrumentPage);
  const page = await context.newPage();
  try {
    await page.setContent('<button type="button" aria-label="Tap" style="width:88px;height:88px">+</button><output>0</output>');
    await page.evaluate(() => {
      let n = 0;
      const output = document.querySelector('output');
      document.querySelector('button')?.addEventListener('click', () => {
        n += 1;
        if (output) output.textContent = String(n);
      });
    });
    await applyProfile(page);
    const taps: TapTimes[] = [];
    for (let i = 0; i < FLOOR_TAPS; i++) taps.push(await measuredTap(page, page.getByRole('button', { name: 'Tap' }), page.locator('output'), 'the bare page'));
    const entries = await page.evaluate(() => window.__hdTapBench?.entries ?? []);
    // The floor has no target of its own.
    return tapFigures('bare page (no app code)', taps, eventTimingOf(taps, entries, taps)).map(({ target: _target, ...f }) => f);
  } finally {
    await context.close();
  }
}

export async function bench(): Promise<BenchFigure[]> {
  const run = await startE2eRun('bench-');
  setE2eContext(run.context);
  const server = await serveApp(run.context.distDir);
  const browser = await launchBrowser();
  try {
    const out: BenchFigure[] = [];
    for (const kind of ['new', 'seasoned'] as BenchGolferKind[]) {
      const golfer = await seedBenchGolfer(kind);
      out.push(...(await golferTaps(browser, golfer, server.url)));
    }
    out.push(...(await bareFloor(browser)));
    return out;
  } finally {
    await browser.close();
    await server.close();
    await run.stop();
  }
}
