// /statistics with 1,000 rounds in Chromium: a golfer with 1,000 score cards of
// 18 holes (seeded in RTDB as the app writes them; the sync pulls them into the phone's RxDB), then
// (a) a client-side navigation from /dashboard to /statistics until the figures of all 1,000 rounds
// are on screen, and (b) a change of filter (18 holes -> all rounds) until the figures follow.
// Medians over several samples; figures are printed, never asserted.
import type { Page } from 'playwright-core';
import type { CourseDoc, ScoreCardDoc } from '../../src/data/types.ts';
import { buildScoreCard } from '../../src/data/writes/scorecards.ts';
import { storedCardTotals } from '../../src/domain/index.ts';
import { createUser, launchBrowser, newContext, seed, seedMerge, SERVER_TIMESTAMP, serveApp, setE2eContext, signInThroughUi, startE2eRun } from '../e2e/support/index.ts';
import { courseDocument } from '../support/course-18.ts';
import { percentiles, round, type BenchFigure } from './figure.ts';

const ROUNDS = 1000;
const SAMPLES = 9;
const DAY = 86_400_000;

function benchCourse(creatorId: string, now: number): CourseDoc {
  return courseDocument({ id: `stats-course-${now.toString(36)}`, name: `Statistics Links ${now.toString(36)}`, creatorId, now });
}

/** A deterministic spread of scores (par to triple bogey), putts, fairways, bunkers and penalties. */
function benchCards(uid: string, course: CourseDoc, now: number): ScoreCardDoc[] {
  let seedValue = 12345;
  const rand = () => {
    seedValue = (seedValue * 1103515245 + 12345) % 2 ** 31;
    return seedValue / 2 ** 31;
  };
  return Array.from({ length: ROUNDS }, (_, n) => {
    const date = now - (ROUNDS - n) * DAY;
    const card = buildScoreCard({ id: `stats-bench-${n.toString().padStart(4, '0')}`, userId: uid, course, teeId: 'yellow', player: { handicapGolf: 18 }, date, isCompetition: n % 5 === 0 }, date);
    const holes = card.holes.map((h) => {
      const shotCount = h.par - 1 + Math.floor(rand() * 5);
      return {
        ...h,
        shotCount,
        puttCount: Math.min(shotCount - 1, 1 + Math.floor(rand() * 3)),
        fairway: (h.par > 3 ? 1 + Math.floor(rand() * 3) : 0) as ScoreCardDoc['holes'][number]['fairway'],
        bunkerCount: rand() < 0.15 ? 1 : 0,
        penaltyCount: rand() < 0.05 ? 1 : 0,
      };
    });
    return { ...card, holes, ...storedCardTotals(holes) };
  });
}

/** In the page: runs `start`, then waits until the "Rounds played" figure reads `expected`; ms. */
async function timeUntilRounds(page: Page, start: 'link' | 'all-holes', expected: string): Promise<number> {
  return page.evaluate(
    ({ start, expected }) =>
      new Promise<number>((resolve, reject) => {
        const shows = () =>
          [...document.querySelectorAll('dt')].some((dt) => dt.textContent === 'Rounds played' && dt.nextElementSibling?.textContent === expected);
        const t0 = performance.now();
        const observer = new MutationObserver(() => {
          if (!shows()) return;
          observer.disconnect();
          resolve(performance.now() - t0);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        setTimeout(() => reject(new Error(`"Rounds played" did not read ${expected}`)), 60_000);
        if (start === 'link') {
          const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Index history and statistics');
          if (!link) throw new Error('no link to /statistics on the dashboard');
          link.click();
        } else {
          const select = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Holes')?.control as HTMLSelectElement | undefined;
          if (!select) throw new Error('no Holes filter');
          const set = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
          set?.call(select, '');
          select.dispatchEvent(new Event('change', { bubbles: true }));
        }
      }),
    { start, expected },
  );
}

export async function bench(): Promise<BenchFigure[]> {
  const run = await startE2eRun('bench-');
  setE2eContext(run.context);
  const server = await serveApp(run.context.distDir);
  const browser = await launchBrowser();
  try {
    const golfer = await createUser({ firstName: 'Bench', lastName: 'Statistics' });
    const now = Date.now();
    const course = benchCourse(golfer.uid, now);
    await seed(`courses/${course.id}`, { ...course, updatedAt: SERVER_TIMESTAMP });
    const cards = benchCards(golfer.uid, course, now);
    // In writes of 100 cards, as imports and devices write them: the pull pages through them by
    // `updatedAt` (a single write would stamp all 1,000 with one millisecond).
    for (let i = 0; i < cards.length; i += 100) {
      await seedMerge('scoreCards', Object.fromEntries(cards.slice(i, i + 100).map((c) => [c.id, { ...c, updatedAt: SERVER_TIMESTAMP }])));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }

    const phone = await newContext(browser, 'phone');
    await phone.addInitScript('globalThis.__name ??= (fn) => fn;');
    const page = await phone.newPage();
    await signInThroughUi(page, golfer, server.url);
    // Wait until the sync has pulled every card.
    await page.goto(`${server.url}/statistics`);
    await page.getByRole('region', { name: 'Scoring' }).getByText(String(ROUNDS), { exact: true }).waitFor({ timeout: 180_000 });

    const open: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      await page.goto(`${server.url}/dashboard`);
      await page.getByRole('link', { name: 'Index history and statistics' }).waitFor({ timeout: 60_000 });
      open.push(await timeUntilRounds(page, 'link', String(ROUNDS)));
    }
    const filter: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      await page.goto(`${server.url}/statistics?holes=9`);
      await page.getByText('No round matches these filters.', { exact: false }).waitFor({ timeout: 60_000 });
      filter.push(await timeUntilRounds(page, 'all-holes', String(ROUNDS)));
    }
    await phone.close();
    const o = percentiles(open);
    const f = percentiles(filter);
    return [
      { name: `/statistics with ${ROUNDS} rounds: dashboard link -> figures shown, median`, value: round(o.median, 1), unit: 'ms', note: `${SAMPLES} samples, phone 390x844` },
      { name: `/statistics with ${ROUNDS} rounds: dashboard link -> figures shown, p95`, value: round(o.p95, 1), unit: 'ms' },
      { name: `/statistics with ${ROUNDS} rounds: filter change -> figures shown, median`, value: round(f.median, 1), unit: 'ms', note: `${SAMPLES} samples` },
    ];
  } finally {
    await browser.close();
    await server.close();
    await run.stop();
  }
}
