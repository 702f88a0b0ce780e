// Statistics and the computed handicap index on a phone: a golfer plays four rounds
// through the app (three of 10-11 holes on an 18-hole tee, one of 9 holes on a 9-hole tee, two of
// them competitions, on chosen dates), then /statistics shows the WHS index and the figures that
// src/domain computes for the same cards; the filters (kept in the URL) change the figures, a "To"
// before the "From" says so, and the page works offline. The dashboard shows the manual handicap
// until the golfer chooses the computed index in the profile; new rounds then use it. The dashboard (on
// the last rated tee played) and the new-round form (on the tee chosen) say the score that lowers the
// index, as src/domain works it out, in English and in Spanish.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Tee } from '../../src/data/types.ts';
import {
  computeStatistics,
  handicapFromCards,
  indexRule,
  ratedRoundOnTee,
  roundOnTee,
  startRound,
  targetScore,
  type RoundOnTee,
  type StatsFilter,
} from '../../src/domain/index.ts';
import { courseDocument, holeDistance, yellowTee18 } from '../support/course-18.ts';
import { createUser, screenshot, seed, seedMerge, SERVER_TIMESTAMP, setOffline, signInThroughUi, waitForServiceWorker } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();
const url = (path: string) => app.url(path);

const MANUAL_HANDICAP = 18;
const PARS_9 = [4, 3, 5, 4, 4, 3, 4, 5, 4];

const TEE_18: Tee = yellowTee18();
const TEE_9: Tee = {
  id: 'white',
  name: 'White',
  type: 'Golf',
  colour: 'white',
  holeCount: 9,
  cr: 68.2,
  slope: 118,
  holes: PARS_9.map((par, i) => ({ number: i + 1, hcp: 2 * i + 1, par, distance: holeDistance(par) })),
};

interface PlayedRound {
  course: 'links' | 'pines';
  /** The datetime-local value of the form. */
  date: string;
  competition: boolean;
  /** Strokes of the holes played, from hole 1; the rest are not played. */
  shots: number[];
  /** The recorded tee shot of hole 1 (a par 4 on both tees). */
  fairway: 'Hit' | 'Gone left' | 'Gone right';
  bunkerOnHole?: number;
  penaltyOnHole?: number;
}

const ROUNDS: PlayedRound[] = [
  { course: 'links', date: '2026-03-07T09:00', competition: false, shots: [5, 5, 4, 6, 5, 6, 4, 6, 5, 5], fairway: 'Gone left', penaltyOnHole: 4 },
  { course: 'links', date: '2026-04-11T09:00', competition: true, shots: [4, 5, 3, 6, 6, 5, 4, 7, 5, 4], fairway: 'Gone right', bunkerOnHole: 3 },
  { course: 'links', date: '2026-05-16T09:00', competition: false, shots: [5, 4, 4, 5, 5, 5, 3, 6, 6, 5, 5], fairway: 'Hit' },
  { course: 'pines', date: '2026-06-20T09:00', competition: true, shots: [5, 4, 6, 5, 4, 4, 5, 6, 5], fairway: 'Hit' },
];
const putts = (shots: number) => (shots <= 3 ? 1 : shots >= 6 ? 3 : 2);

/** The cards as the domain builds them for the same input: startRound, then the strokes played. */
function expectedRounds(courseIds: Record<PlayedRound['course'], string>): RoundOnTee[] {
  return ROUNDS.map((r, n) => {
    const tee = r.course === 'links' ? TEE_18 : TEE_9;
    const start = startRound(tee, { handicapGolf: MANUAL_HANDICAP });
    const holes = start.holes.map((h, i) => {
      const shots = r.shots[i] ?? 0;
      if (shots === 0) return h;
      return {
        ...h,
        shotCount: shots,
        puttCount: putts(shots),
        fairway: i === 0 ? { Hit: 1, 'Gone left': 2, 'Gone right': 3 }[r.fairway] : 0,
        bunkerCount: r.bunkerOnHole === i + 1 ? 1 : 0,
        penaltyCount: r.penaltyOnHole === i + 1 ? 1 : 0,
      };
    });
    const [y, mo, d, hh, mm] = r.date.split(/[-T:]/).map(Number);
    const date = new Date(y ?? 0, (mo ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0).getTime();
    return roundOnTee({ id: `round${n}`, date, courseId: courseIds[r.course], isCompetition: r.competition, holes }, tee);
  });
}

async function playRound(page: Page, round: PlayedRound, courseName: string): Promise<void> {
  await page.goto(url('/play'));
  await page.getByLabel('Course', { exact: true }).selectOption({ label: courseName }, { timeout: 30_000 });
  await page.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Date and tee time').fill(round.date);
  if (round.competition) await page.getByLabel('Competition round').check();
  await page.getByRole('button', { name: 'Start round' }).click();
  await page.waitForURL((u) => /^\/score-cards\/[^/]+\/play$/.test(u.pathname));
  const holeCount = round.course === 'links' ? 18 : 9;
  for (const [i, shots] of round.shots.entries()) {
    await page.getByRole('heading', { name: new RegExp(`^Hole ${i + 1} of ${holeCount}`) }).waitFor();
    for (let s = 0; s < shots; s++) await page.getByRole('button', { name: '+1 shot' }).click();
    for (let p = 0; p < putts(shots); p++) await page.getByRole('button', { name: '+1 putt' }).click();
    if (i === 0) await page.getByRole('radiogroup', { name: 'Fairway' }).getByRole('radio', { name: round.fairway }).click();
    if (round.bunkerOnHole === i + 1) await page.getByRole('button', { name: '+1 bunker shot' }).click();
    if (round.penaltyOnHole === i + 1) await page.getByRole('button', { name: '+1 penalty' }).click();
    await expect.poll(() => page.getByRole('group', { name: 'Shots', exact: true }).getByRole('status').textContent()).toBe(String(shots));
    if (i < holeCount - 1) await page.getByRole('button', { name: 'Next ›' }).click();
  }
  await page.getByRole('button', { name: round.shots.length === holeCount ? 'Finish round' : 'End round' }).click();
  await page.waitForURL((u) => /^\/score-cards\/[^/]+$/.test(u.pathname));
}

/** The figures of the group named `label`, term -> definition. */
async function definitions(page: Page, label: string): Promise<Record<string, string>> {
  const group = page.getByRole('region', { name: label, exact: true });
  const terms = await group.getByRole('term').allTextContents();
  const values = await group.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((t, i) => [t, values[i] ?? '']));
}

const one = (n: number | null) => (n === null ? '–' : n.toFixed(1));

/** The Scoring figures computeStatistics gives for a filter. */
function scoring(rounds: RoundOnTee[], filter: StatsFilter): Record<string, string> {
  const s = computeStatistics(rounds, filter).summary;
  return {
    'Rounds played': String(s.rounds),
    'Average Stableford points': one(s.stableford.average),
    'Best Stableford points': s.stableford.best === null ? '–' : String(s.stableford.best),
    'Average strokes': one(s.strokes.average),
    'Best strokes': s.strokes.best === null ? '–' : String(s.strokes.best),
  };
}

const dayStart = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1).getTime();
};

describe('statistics and the handicap index', () => {
  it('shows the index and figures the domain computes, filters them, and works offline', { timeout: 420_000 }, async () => {
    const golfer = await createUser({ firstName: 'Marta', lastName: 'Gil' });
    await seedMerge(`users/${golfer.uid}`, { handicapGolf: MANUAL_HANDICAP, updatedAt: SERVER_TIMESTAMP });
    const now = Date.now();
    const names = { links: `Stats Links ${now.toString(36)}`, pines: `Nine Pines ${now.toString(36)}` };
    const ids = { links: `stats-links-${now.toString(36)}`, pines: `nine-pines-${now.toString(36)}` };
    await seed(`courses/${ids.links}`, { ...courseDocument({ id: ids.links, name: names.links, creatorId: golfer.uid, now, tees: [TEE_18] }), updatedAt: SERVER_TIMESTAMP });
    await seed(`courses/${ids.pines}`, { ...courseDocument({ id: ids.pines, name: names.pines, creatorId: golfer.uid, now, tees: [TEE_9] }), updatedAt: SERVER_TIMESTAMP });

    const phone = await app.newContext('phone');
    const page = await phone.newPage();
    await signInThroughUi(page, golfer, app.server.url);
    await waitForServiceWorker(page);

    // Before any round: a clear empty state.
    await page.goto(url('/statistics'));
    await page.getByText(/You have no rounds yet/).waitFor();

    for (const round of ROUNDS) await playRound(page, round, names[round.course]);

    const rounds = expectedRounds(ids);
    const handicap = handicapFromCards(rounds);
    expect(handicap.index).not.toBeNull();
    const index = (handicap.index ?? NaN).toFixed(1);

    await page.goto(url('/statistics'));
    const hcp = page.getByRole('region', { name: 'Handicap index', exact: true });
    const indexShown = hcp.getByRole('paragraph').filter({ hasText: new RegExp(`^${index.replace('.', '\\.')}$`) });
    await indexShown.waitFor();
    // The record: every posted score, the lowest ones marked as counting.
    const record = hcp.getByRole('table', { name: /most recent differentials/ });
    const rows = record.getByRole('row');
    await expect.poll(() => rows.count()).toBe(handicap.record.length + 1);
    const shownDifferentials = (await record.locator('tbody tr td:nth-child(3)').allTextContents()).sort();
    expect(shownDifferentials).toEqual(handicap.record.map((e) => e.differential.toFixed(1)).sort());
    expect(await record.getByRole('cell', { name: 'Yes' }).count()).toBe(indexRule(handicap.record.length)?.use);
    await hcp.getByRole('figure', { name: 'Handicap index after each score' }).waitFor();

    await expect.poll(() => definitions(page, 'Scoring')).toEqual(scoring(rounds, {}));
    const all = computeStatistics(rounds, {}).summary;
    const fairways = await definitions(page, 'Off the tee');
    expect(fairways['Missed left']).toBe(`${all.fairways.leftPercent?.toFixed(1)}% (1 of ${all.fairways.recorded})`);
    expect(fairways['Missed right']).toBe(`${all.fairways.rightPercent?.toFixed(1)}% (1 of ${all.fairways.recorded})`);
    const putting = await definitions(page, 'Greens and putting');
    expect(putting['Putts per round']).toBe(one(all.putting.perRound));
    expect(putting['3-putts']).toBe(`${all.putting.threePutts} (${one(all.putting.threePuttsPerRound)} a round)`);
    const shortGame = await definitions(page, 'Short game and penalties');
    expect(shortGame.Penalties).toBe(`1 (${one(all.penalties.perRound)} a round)`);
    const sg = all.strokesGained.per18 ?? NaN;
    expect((await definitions(page, 'Strokes gained'))['Per 18 holes']).toBe(`${sg > 0 ? '+' : ''}${sg.toFixed(2)}`);
    await page.getByText(/measured against a tour-average baseline from the tee \(Broadie\), from hole scores only/i).waitFor();
    await page.getByRole('figure', { name: new RegExp(`^Score distribution over ${all.distribution.holes} holes`) }).waitFor();
    await screenshot(page, 'statistics-light');
    await screenshot(page, 'statistics-light-phone', false);

    // Filters change the figures and are kept in the URL.
    await page.getByLabel('Holes', { exact: true }).selectOption({ label: '18 holes' });
    await expect.poll(() => definitions(page, 'Scoring')).toEqual(scoring(rounds, { holeCount: 18 }));
    expect(new URL(page.url()).searchParams.get('holes')).toBe('18');
    await page.getByLabel('Competition rounds only').check();
    await expect.poll(() => definitions(page, 'Scoring')).toEqual(scoring(rounds, { holeCount: 18, competitionOnly: true }));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Course', { exact: true }).selectOption({ label: names.pines });
    await expect.poll(() => definitions(page, 'Scoring')).toEqual(scoring(rounds, { courseId: ids.pines }));
    await page.getByRole('button', { name: 'Clear filters' }).click();

    // A "To" before the "From": a clear message, not an empty page.
    await page.getByLabel('From', { exact: true }).fill('2026-05-01');
    await page.getByLabel('To', { exact: true }).fill('2026-04-01');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/"To" date \(2026-04-01\) is before the "From" date \(2026-05-01\)/);
    expect(await page.getByRole('region', { name: 'Scoring' }).count()).toBe(0);
    await page.getByLabel('To', { exact: true }).fill('2026-06-30');
    await expect.poll(() => definitions(page, 'Scoring')).toEqual(scoring(rounds, { from: dayStart('2026-05-01'), to: dayStart('2026-07-01') - 1 }));
    expect(await page.getByRole('alert').count()).toBe(0);

    // Offline, from the service worker and the local database.
    await setOffline(phone, true);
    await page.goto(url('/statistics?holes=9'));
    await indexShown.waitFor();
    await expect.poll(() => definitions(page, 'Scoring')).toEqual(scoring(rounds, { holeCount: 9 }));

    // The course's own statistics page gains the same filters.
    await page.goto(url(`/courses/${ids.links}/stats?competition=true`));
    await page.getByText('Averages over your round here.', { exact: false }).waitFor();
    await page.getByLabel('Competition rounds only').uncheck();
    await page.getByText(/Averages over your 3 rounds here/).waitFor();

    // The dashboard shows the profile's manual handicap until the golfer chooses the computed index.
    await page.goto(url('/dashboard'));
    const dash = page.getByRole('region', { name: 'Handicap', exact: true });
    await dash.getByText(String(MANUAL_HANDICAP), { exact: true }).waitFor();
    await dash.getByText(`Manual handicap from your profile. Your computed index is ${index}.`).waitFor();
    await page.goto(url('/profile'));
    await page.getByRole('radiogroup', { name: 'Handicap new rounds use' }).getByRole('radio', { name: `Computed index (${index})` }).click();
    await expect
      .poll(() => page.getByRole('radio', { name: `Computed index (${index})` }).getAttribute('aria-checked'))
      .toBe('true');
    await page.getByRole('heading', { name: 'Handicap for new rounds' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'profile-handicap-choice', false);
    await page.goto(url('/dashboard'));
    await dash.getByText(index, { exact: true }).waitFor();
    await dash.getByText('Handicap index computed from your rounds (WHS).').waitFor();
    // The score that lowers the index (docs/GOLF.md, "The score that lowers the index"): the last rated tee
    // played is the 9-hole White tee of the pines.
    const targetOn = (tee: Tee) => {
      const round = ratedRoundOnTee(tee);
      const target = round && targetScore(handicap, round, Date.now());
      if (target?.kind !== 'lower') throw new Error(`no target on ${tee.name}: ${JSON.stringify(target)}`);
      return target;
    };
    const nine = targetOn(TEE_9);
    const eighteen = targetOn(TEE_18);
    await dash.getByText(`Shoot ${nine.score} or better over the nine on ${names.pines} (White) to lower your index (${index}).`).waitFor();
    await dash.getByText(`After ${nine.score}: ${nine.indexAfter.toFixed(1)} (now ${index}).`).waitFor();
    await screenshot(page, 'dashboard-light', false);
    // New rounds use it.
    await page.goto(url('/play'));
    await page.getByLabel('Course', { exact: true }).selectOption({ label: names.links });
    await page.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
    await expect.poll(() => page.getByLabel('Handicap index').inputValue()).toBe(String(handicap.index));
    await page.getByText(`Shoot ${eighteen.score} or better on this tee to lower your index (${index}).`).waitFor();

    // Dark theme screenshots.
    await page.evaluate(() => localStorage.setItem('hd-theme', 'dark'));
    await page.goto(url('/dashboard'));
    await dash.getByText(index, { exact: true }).waitFor();
    await screenshot(page, 'dashboard-dark', false);
    await page.goto(url('/statistics'));
    await indexShown.waitFor();
    await page.getByRole('region', { name: 'Scoring' }).waitFor();
    await screenshot(page, 'statistics-dark');
    await screenshot(page, 'statistics-dark-phone', false);
    await page.goto(url('/play'));
    await page.getByLabel('Course', { exact: true }).selectOption({ label: names.links });
    await page.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
    await page.getByText(`Shoot ${eighteen.score} or better on this tee to lower your index (${index}).`).waitFor();
    await screenshot(page, 'new-round-target-dark', false);

    // In Spanish.
    const indexEs = index.replace('.', ',');
    await page.goto(url('/profile'));
    await page.getByRole('radiogroup', { name: 'Language of the app' }).getByRole('radio', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Perfil', level: 1 }).waitFor();
    await page.goto(url('/dashboard'));
    await page.getByText(`Haz ${nine.score} o menos en los nueve hoyos en ${names.pines} (White) para bajar tu índice (${indexEs}).`).waitFor();
    await screenshot(page, 'dashboard-target-es-dark', false);
    await page.goto(url('/play'));
    await page.getByLabel('Campo', { exact: true }).selectOption({ label: names.links });
    await page.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
    await page.getByText(`Haz ${eighteen.score} o menos en este tee para bajar tu índice (${indexEs}).`).waitFor();
    await page.getByRole('button', { name: '1 golpe más' }).click();
    await page.getByText(new RegExp(`^Tras ${eighteen.score + 1}: `)).waitFor();
    await screenshot(page, 'new-round-target-es-dark', false);
    await setOffline(phone, false);
  });
});
