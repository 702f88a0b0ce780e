// A two-round tournament: the organizer creates it for three golfers and adds its rounds
// on a desktop; a golfer who is not a player sees nothing of it (the app, and a direct read of the
// database as that golfer); the players play their rounds on phones; the organizer's leaderboard
// follows without a reload and equals the domain's tournamentLeaderboard of the synced cards, a tie
// decided on countback included.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isoDateOf, scoreHole, tournamentLeaderboard, type HoleScore, type LeaderboardRow } from '../../src/domain/index.ts';
import { createUser, e2eContext, readData, screenshot, seedMerge, seedNineHoleCourse, SERVER_TIMESTAMP, setOffline, signInThroughUi, type TestUser } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();
const url = (path: string) => app.url(path);

/** Strokes per hole; handicap 0 at 100% allowance, so a 4 is 2 points, a 3 is 3, a 5 is 1. */
const SHOTS = {
  // Ana 18 + 18, Ben 18 + 18: tied on 36; Ana's last six holes of round 2 (13 points) beat Ben's (12).
  ana: [
    [4, 4, 4, 4, 4, 4, 4, 4, 4],
    [5, 4, 4, 4, 4, 4, 4, 4, 3],
  ],
  ben: [
    [3, 4, 4, 4, 4, 4, 4, 4, 5],
    [4, 4, 4, 4, 4, 4, 4, 4, 4],
  ],
  // Cy 17, then round 2 in progress: thru 3.
  cy: [[4, 4, 4, 4, 4, 4, 4, 4, 5], [4, 4, 4]],
} as const;

type Golfer = keyof typeof SHOTS;


/** An ID token of `user` from the Auth emulator, to read the database as them. */
async function idToken(user: TestUser): Promise<string> {
  const { authUrl, apiKey } = e2eContext();
  const res = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${apiKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
  });
  return ((await res.json()) as { idToken: string }).idToken;
}

async function readAs(user: TestUser, path: string): Promise<number> {
  const { rtdbUrl, projectId } = e2eContext();
  const res = await fetch(`${rtdbUrl}/${path}.json?ns=${projectId}&auth=${await idToken(user)}`);
  return res.status;
}

async function signedIn(user: TestUser, device: 'phone' | 'desktop', dark = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.newContext(device);
  if (dark) await context.addInitScript(() => localStorage.setItem('hd-theme', 'dark'));
  const page = await context.newPage();
  await signInThroughUi(page, user, app.server.url);
  return { context, page };
}

/** The golfer's own cards in the tournament, from the server (as admin), by round date (their feed
 * also lists the cards of their partners). */
async function cardsOf(user: TestUser, tournamentId: string): Promise<{ id: string; date: number; holes: HoleScore[] }[]> {
  const feed = ((await readData(`feeds/${user.uid}/scoreCards`)) ?? {}) as Record<string, number>;
  const cards = await Promise.all(Object.keys(feed).map(async (id) => (await readData(`scoreCards/${id}`)) as { id: string; date: number; userId: string; tournamentId: string; holes: HoleScore[] }));
  return cards.filter((c) => c.tournamentId === tournamentId && c.userId === user.uid).sort((a, b) => a.date - b.date);
}

/** Plays the golfer's own card of a round. A card of a match opens the group screen (every player of
 * the group on one phone: docs/ARCHITECTURE.md, "Matches", group scoring): the golfer taps on their own row
 * only. */
async function playCard(page: Page, golfer: TestUser, shots: readonly number[]): Promise<void> {
  const name = `${golfer.firstName} ${golfer.lastName}`;
  for (const [i, n] of shots.entries()) {
    await page.getByRole('heading', { name: new RegExp(`^Hole ${i + 1} of 9`) }).waitFor();
    const row = page.getByRole('group', { name: `${name}, hole ${i + 1}` });
    for (let s = 0; s < n; s++) await row.getByRole('button', { name: '+1 shot' }).click();
    await expect.poll(() => row.getByRole('status', { name: 'Shots', exact: true }).textContent()).toBe(String(n));
    if (i < 8) await page.getByRole('button', { name: 'Next ›' }).click();
  }
  if (shots.length === 9) await page.getByRole('button', { name: 'Finish round' }).click();
}

/** The leaderboard's rows as text: position, name, total, thru, one cell per round. */
async function boardRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table', { name: 'Leaderboard' }).getByRole('row');
  const texts: string[][] = [];
  for (const row of (await rows.all()).slice(1)) texts.push((await row.locator('th, td').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()));
  return texts;
}

describe('a tournament', () => {
  it('is created, played on phones and followed live on the organizer\'s leaderboard', { timeout: 600_000 }, async () => {
    const stamp = Date.now().toString(36);
    const [olga, ana, ben, cy, dee] = await Promise.all([
      createUser({ firstName: 'Olga', lastName: 'Organizer' }),
      createUser({ firstName: 'Ana', lastName: `Ruiz${stamp}` }),
      createUser({ firstName: 'Ben', lastName: `Lee${stamp}` }),
      createUser({ firstName: 'Cy', lastName: `Park${stamp}` }),
      createUser({ firstName: 'Dee', lastName: 'Outsider' }),
    ]);
    const golfers: Record<Golfer, TestUser> = { ana, ben, cy };
    for (const g of [ana, ben, cy]) await seedMerge(`users/${g.uid}`, { handicap: 0, handicapGolf: 0, updatedAt: SERVER_TIMESTAMP });
    const courseName = `Links ${stamp}`;
    await seedNineHoleCourse(`course-${stamp}`, courseName, olga.uid);

    // The organizer creates the tournament on a desktop.
    const { context: deskContext, page: desk } = await signedIn(olga, 'desktop');
    await desk.goto(url('/tournaments'));
    await desk.getByRole('button', { name: 'New tournament' }).click();
    const name = `Club Championship ${stamp}`;
    const today = isoDateOf(Date.now());
    const tomorrow = isoDateOf(Date.now() + 86_400_000 + 3_600_000);
    await desk.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await desk.getByLabel('First day').fill(today);
    await desk.getByLabel('Last day').fill(tomorrow);
    await desk.getByRole('radiogroup', { name: 'Holes per round' }).getByRole('radio', { name: '9 holes' }).click();
    await desk.getByLabel('Handicap allowance (%)').fill('100');
    for (const g of [ana, ben, cy]) {
      await desk.getByLabel('Find a golfer').fill(g.lastName);
      await desk.getByRole('button', { name: `Add ${g.firstName} ${g.lastName}` }).click();
    }
    await desk.getByRole('button', { name: 'Create tournament' }).click();
    await desk.waitForURL((u) => /^\/tournaments\/[^/]+$/.test(u.pathname));
    const tournamentId = new URL(desk.url()).pathname.split('/')[2] ?? '';
    await desk.getByRole('heading', { name, level: 1 }).waitFor();

    // Two rounds, today and tomorrow, all three golfers in one group.
    await desk.getByRole('link', { name: 'Edit tournament' }).click();
    for (const day of [today, tomorrow]) {
      await desk.getByLabel('Date and tee time').fill(`${day}T07:00`);
      await desk.getByLabel('Course', { exact: true }).selectOption({ label: courseName });
      await desk.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
      await desk.getByRole('button', { name: 'Add round' }).click();
      await desk.getByText('Round added: 1 group.').waitFor();
    }
    await desk.getByRole('heading', { name: 'Round 2', level: 3 }).waitFor();
    await desk.getByRole('link', { name: 'Back to the leaderboard' }).click();
    await desk.getByRole('heading', { name: 'Round 2 ·', exact: false }).waitFor();
    await desk.evaluate(() => Object.assign(window, { __sameDocument: true }));

    // Every card reaches the server, then the outsider is checked against it.
    for (const g of [ana, ben, cy]) await expect.poll(async () => (await cardsOf(g, tournamentId)).length, { timeout: 60_000 }).toBe(2);
    const outsider = await signedIn(dee, 'phone');
    await outsider.page.goto(url('/tournaments'));
    await outsider.page.getByRole('heading', { name: 'Past' }).waitFor();
    expect(await outsider.page.getByText(name).count()).toBe(0);
    await outsider.page.goto(url(`/tournaments/${tournamentId}`));
    await outsider.page.getByRole('heading', { name: 'Tournament not found' }).waitFor();
    expect(await readAs(dee, `tournaments/${tournamentId}`)).toBe(401);
    const aCard = (await cardsOf(ana, tournamentId))[0]?.id ?? '';
    expect(await readAs(dee, `scoreCards/${aCard}`)).toBe(401);
    expect(await readAs(ana, `tournaments/${tournamentId}`)).toBe(200);

    // A player cannot edit: a clear refusal.
    const anaPhone = await signedIn(ana, 'phone');
    await anaPhone.page.goto(url(`/tournaments/${tournamentId}/edit`));
    await anaPhone.page.getByRole('heading', { name: 'Only the organizer can edit this tournament' }).waitFor();

    // The rounds, played on the players' phones: round 1 from /play's "Tournament rounds today".
    const phones: Record<Golfer, Page> = { ana: anaPhone.page, ben: (await signedIn(ben, 'phone')).page, cy: (await signedIn(cy, 'phone')).page };
    for (const g of ['ana', 'ben', 'cy'] as const) {
      const page = phones[g];
      await page.goto(url('/play'));
      await page.getByRole('heading', { name: 'Tournament rounds today' }).waitFor();
      await page.getByRole('link', { name: new RegExp(`^Play ${name} at ${courseName}`) }).click();
      await playCard(page, golfers[g], SHOTS[g][0]);
      const second = (await cardsOf(golfers[g], tournamentId))[1]?.id ?? '';
      await page.goto(url(`/score-cards/${second}/play`));
      await playCard(page, golfers[g], SHOTS[g][1]);
    }

    // The domain's leaderboard of the cards on the server.
    const expectedFrom = async (): Promise<LeaderboardRow[]> => {
      const competitors = await Promise.all(
        (['ana', 'ben', 'cy'] as const).map(async (g) => ({ key: golfers[g].uid, rounds: (await cardsOf(golfers[g], tournamentId)).map((c) => c.holes.map(scoreHole)) })),
      );
      return tournamentLeaderboard({ basis: 'stableford', playMode: 'Individual', roundHoleCounts: [9, 9], competitors });
    };
    const nameOfUid = (uid: string) => [ana, ben, cy].map((g) => (g.uid === uid ? `${g.firstName} ${g.lastName}` : '')).join('');
    const render = (rows: LeaderboardRow[]) =>
      rows.map((r) => [
        r.positionLabel === r.decidedLabel ? r.decidedLabel : `${r.decidedLabel} countback`,
        nameOfUid(r.key),
        String(r.points),
        r.thru,
        ...r.rounds.map((c) => (c === null ? '–' : c.finished || c.holesPlayed === 0 ? String(c.points) : `${c.points} thru ${c.thru}`)),
      ]);
    await expect.poll(async () => (await expectedFrom()).map((r) => r.points), { timeout: 60_000 }).toEqual([36, 36, 23]);
    const expected = render(await expectedFrom());
    expect(expected).toEqual([
      ['1 countback', `Ana Ruiz${stamp}`, '36', 'F', '18', '18'],
      ['2 countback', `Ben Lee${stamp}`, '36', 'F', '18', '18'],
      ['3', `Cy Park${stamp}`, '23', '3', '17', '6 thru 3'],
    ]);
    await expect.poll(() => boardRows(desk), { timeout: 60_000 }).toEqual(expected);
    expect(await desk.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await screenshot(desk, 'tournament-leaderboard-desktop');

    // Offline, the board keeps what the device has and says so.
    await setOffline(deskContext, true);
    await desk.getByText(/^Offline: showing the scores on this phone/).waitFor({ timeout: 60_000 });
    expect(await boardRows(desk)).toEqual(expected);
    await setOffline(deskContext, false);

    // Screenshots at 390x844, light and dark: list, leaderboard, edit.
    for (const dark of [false, true]) {
      const { page } = await signedIn(olga, 'phone', dark);
      const suffix = dark ? '-dark' : '';
      await page.goto(url('/tournaments'));
      await page.getByRole('link', { name: new RegExp(name) }).waitFor();
      await screenshot(page, `tournaments-list${suffix}`);
      await page.goto(url(`/tournaments/${tournamentId}`));
      await expect.poll(() => boardRows(page), { timeout: 60_000 }).toEqual(expected);
      await screenshot(page, `tournament-detail${suffix}`);
      await page.goto(url(`/tournaments/${tournamentId}/edit`));
      await page.getByRole('heading', { name: 'Round 2', level: 3 }).waitFor();
      await screenshot(page, `tournament-edit${suffix}`);
    }
  });
});
