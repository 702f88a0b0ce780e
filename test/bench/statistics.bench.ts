// /statistics and a course's stats page in Chromium, in the bench's profile (docs/ARCHITECTURE.md, "Speed
// on a phone"), for the two bench golfers (bench-golfers.ts: the new one, and the seasoned one with 1,000
// rounds, half of them on the home course). Seeded in RTDB as the app writes them; the sync pulls them into
// the phone's RxDB before anything is timed. Then, each as a client-side navigation or a change of filter:
// (a) the dashboard's link to /statistics until the figures of every round are on screen, (b) a change of
// filter there (18 holes -> all rounds) until the figures follow, (c) the course page's link to its stats
// page until the averages of every round on it are shown, (d) the same change of filter on that page.
// Medians and p95 over several samples; figures are printed, never asserted.
import type { Page } from 'playwright-core';
import { launchBrowser, newContext, serveApp, setE2eContext, signInThroughUi, startE2eRun } from '../e2e/support/index.ts';
import { seedBenchGolfer, type BenchGolfer, type BenchGolferKind } from './bench-golfers.ts';
import { percentiles, round, type BenchFigure } from './figure.ts';
import { applyProfile, profileNote } from './phone-profile.ts';

const SAMPLES = 9;
const TO_FIGURES = { max: 500, text: '<= 500 ms' };
const PER_FILTER = { max: 100, text: '<= 100 ms' };

/** What the page shows once its figures are there: /statistics's "Rounds played", or a course's intro. */
type Shown = { rounds: string } | { intro: string };

/** The trigger of a measure: a link by its text, or the Holes filter set to "all". */
type Start = { link: string } | { allHoles: true };

/** In the page: runs `start`, then waits until `shown` is on screen; ms from the click or change. */
async function timeUntilShown(page: Page, start: Start, shown: Shown): Promise<number> {
  return page.evaluate(
    ({ start, shown }) =>
      new Promise<number>((resolve, reject) => {
        const isShown = () =>
          'rounds' in shown
            ? [...document.querySelectorAll('dt')].some((dt) => dt.textContent === 'Rounds played' && dt.nextElementSibling?.textContent === shown.rounds)
            : [...document.querySelectorAll('p')].some((p) => p.textContent === shown.intro);
        const t0 = performance.now();
        const observer = new MutationObserver(() => {
          if (!isShown()) return;
          observer.disconnect();
          resolve(performance.now() - t0);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        setTimeout(() => reject(new Error(`not shown: ${JSON.stringify(shown)}`)), 60_000);
        if ('link' in start) {
          const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === start.link);
          if (!link) throw new Error(`no link "${start.link}"`);
          link.click();
        } else {
          const select = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Holes')?.control as HTMLSelectElement | undefined;
          if (!select) throw new Error('no Holes filter');
          const set = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
          set?.call(select, '');
          select.dispatchEvent(new Event('change', { bubbles: true }));
        }
      }),
    { start, shown },
  );
}

interface Measured {
  open: number[];
  filter: number[];
  courseOpen: number[];
  courseFilter: number[];
  rounds: string;
  courseRounds: string;
}

async function measure(page: Page, baseUrl: string, golfer: BenchGolfer): Promise<Measured> {
  await signInThroughUi(page, golfer.golfer, baseUrl);
  // Every round pulled: "Rounds played" counts the rounds with a hole played (the world's match of
  // four has none yet).
  const rounds = (golfer.rounds - 1).toLocaleString('en-GB');
  await page.goto(`${baseUrl}/statistics`);
  await page.getByRole('region', { name: 'Scoring' }).getByText(rounds, { exact: true }).waitFor({ timeout: 300_000 });
  // The course page's intro as it reads once synced: the count of the golfer's rounds there.
  await page.goto(`${baseUrl}/courses/${golfer.courseId}/stats`);
  const introLocator = page.getByText(/^Averages over your /);
  await introLocator.waitFor({ timeout: 60_000 });
  const intro = (await introLocator.textContent()) ?? '';
  const courseRounds = /your (\d[\d,]*) rounds?/.exec(intro)?.[1] ?? '?';

  await applyProfile(page);
  const open: number[] = [];
  const filter: number[] = [];
  const courseOpen: number[] = [];
  const courseFilter: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('link', { name: 'Index history and statistics' }).waitFor({ timeout: 60_000 });
    open.push(await timeUntilShown(page, { link: 'Index history and statistics' }, { rounds }));
  }
  for (let i = 0; i < SAMPLES; i++) {
    await page.goto(`${baseUrl}/statistics?holes=9`);
    await page.getByText('No round matches these filters.', { exact: false }).waitFor({ timeout: 60_000 });
    filter.push(await timeUntilShown(page, { allHoles: true }, { rounds }));
  }
  for (let i = 0; i < SAMPLES; i++) {
    await page.goto(`${baseUrl}/courses/${golfer.courseId}`);
    await page.getByRole('link', { name: 'My statistics here' }).waitFor({ timeout: 60_000 });
    courseOpen.push(await timeUntilShown(page, { link: 'My statistics here' }, { intro }));
  }
  for (let i = 0; i < SAMPLES; i++) {
    await page.goto(`${baseUrl}/courses/${golfer.courseId}/stats?holes=9`);
    await page.getByText('None of your rounds here matches these filters.', { exact: false }).waitFor({ timeout: 60_000 });
    courseFilter.push(await timeUntilShown(page, { allHoles: true }, { intro }));
  }
  return { open, filter, courseOpen, courseFilter, rounds, courseRounds };
}

function figures(kind: BenchGolferKind, m: Measured): BenchFigure[] {
  const who = `${kind} golfer`;
  const note = `${SAMPLES} samples, ${profileNote()}, 390x844`;
  const lines = (what: string, samples: number[], target: BenchFigure['target'], extra: string): BenchFigure[] => {
    const p = percentiles(samples);
    return [
      { name: `${what}, median (${who})`, value: round(p.median, 1), unit: 'ms', target, note: `${extra}; ${note}` },
      { name: `${what}, p95 (${who})`, value: round(p.p95, 1), unit: 'ms' },
    ];
  };
  return [
    ...lines('/statistics: dashboard link -> figures shown', m.open, TO_FIGURES, `${m.rounds} rounds played`),
    ...lines('/statistics: filter change -> figures shown', m.filter, PER_FILTER, '18 holes -> all'),
    ...lines("a course's stats: course link -> averages shown", m.courseOpen, TO_FIGURES, `${m.courseRounds} rounds on the course`),
    ...lines("a course's stats: filter change -> averages shown", m.courseFilter, PER_FILTER, '9 holes -> all'),
  ];
}

export async function bench(): Promise<BenchFigure[]> {
  const run = await startE2eRun('bench-');
  setE2eContext(run.context);
  const server = await serveApp(run.context.distDir);
  const browser = await launchBrowser();
  try {
    const out: BenchFigure[] = [];
    for (const kind of ['new', 'seasoned'] as const) {
      const golfer = await seedBenchGolfer(kind);
      const phone = await newContext(browser, 'phone');
      await phone.addInitScript('globalThis.__name ??= (fn) => fn;');
      try {
        out.push(...figures(kind, await measure(await phone.newPage(), server.url, golfer)));
      } finally {
        await phone.close();
      }
    }
    return out;
  } finally {
    await browser.close();
    await server.close();
    await run.stop();
  }
}
