// Fair play in a tournament group, as golfers would play it: organizer Olga, who plays in no group,
// adds a round with Bartholomew and Cyprian in one group and names Bartholomew its marker. He keeps
// both cards on his phone (no card is refused by the server); Cyprian sees his partner's holes
// read-only, accepts the invitation, reports a wrong hole and then confirms his card; Olga's
// leaderboard follows the scores and the signatures and offers her nothing to score. Cyprian then tries to
// better his standing through the screens (his card's handicap, a round added to the tournament, a round
// of his own on the same course and day) and her leaderboard does not move. Then a golfer
// added to a match declines it on his phone: he leaves the match and the card is no longer his.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isoDateOf } from '../../src/domain/index.ts';
import { announceTo, createUser, NINE_PARS, readData, screenshot, seed, seedMerge, seedNineHoleCourse, SERVER_TIMESTAMP, signInThroughUi, type TestUser } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();
const url = (path: string) => app.url(path);



/** A card the match's creator made for a player: nothing played yet. */
function blankCard(id: string, userId: string, creatorId: string, matchId: string, courseId: string, courseName: string, date: number) {
  return {
    id, date, creationDate: date, modifiedDate: date, courseName, courseId, teeId: 'yellow', teeName: 'Yellow', holeCount: 9,
    holes: NINE_PARS.map((par, i) => ({ number: i + 1, hcp: i + 1, par, extraShots: 0, shotCount: 0, puttCount: 0, bunkerCount: 0, penaltyCount: 0, fairway: 0, gir: 0, modifiedAt: date })),
    shotCount: 0, stableford: 0, handicap: 0, handicapGolf: 0, handicapPitchAndPutt: 0, isCompetition: false, userId, creatorId, matchId, tournamentId: '',
    updatedAt: SERVER_TIMESTAMP,
  };
}

async function signedIn(user: TestUser, device: 'phone' | 'desktop', dark = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.newContext(device, { colorScheme: dark ? 'dark' : 'light' });
  if (dark) await context.addInitScript(() => localStorage.setItem('hd-theme', 'dark'));
  const page = await context.newPage();
  await signInThroughUi(page, user, app.server.url);
  return { context, page };
}

const fullName = (u: TestUser) => `${u.firstName} ${u.lastName}`;

type Card = { id: string; userId: string; matchId: string; acceptedAt?: number; confirmedAt?: number; deleted?: boolean; holes: Record<string, { shotCount: number; disputed?: boolean }> };

/** The golfer's cards of a tournament on the server (read as admin through their feed). */
async function cardsOf(user: TestUser, tournamentId: string): Promise<Card[]> {
  const feed = ((await readData(`feeds/${user.uid}/scoreCards`)) ?? {}) as Record<string, number>;
  const cards = await Promise.all(Object.keys(feed).map(async (id) => (await readData(`scoreCards/${id}`)) as Card & { tournamentId: string }));
  return cards.filter((c) => c.tournamentId === tournamentId && c.userId === user.uid);
}

const shotsOf = (card: Card | undefined) => (card ? Object.values(card.holes).map((h) => h.shotCount) : []);

/** Every button of `scope` is at least 44 px high and wide: a thumb's target. */
async function thumbSized(scope: ReturnType<Page['getByRole']>): Promise<void> {
  for (const button of await scope.getByRole('button').all()) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0, await button.innerText()).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0, await button.innerText()).toBeGreaterThanOrEqual(44);
  }
}

describe('fair play', () => {
  it('a group kept on its marker\'s phone, a partner who confirms his card, the organizer\'s leaderboard', { timeout: 600_000 }, async () => {
    const stamp = Date.now().toString(36);
    const [olga, bart, cyp] = await Promise.all([
      createUser({ firstName: 'Olga', lastName: `Vandenberghe-Castellanos ${stamp}` }),
      createUser({ firstName: 'Bartholomew', lastName: `Montgomery-Fitzwilliam ${stamp}` }),
      createUser({ firstName: 'Cyprian', lastName: `Wolstenholme-Abernathy ${stamp}` }),
    ]);
    for (const g of [bart, cyp]) await seedMerge(`users/${g.uid}`, { handicap: 0, handicapGolf: 0, updatedAt: SERVER_TIMESTAMP });
    const courseName = `Fairway Commons ${stamp}`;
    await seedNineHoleCourse(`course-${stamp}`, courseName, olga.uid);

    // The organizer makes a one-day tournament and its round on a desktop; Cyprian is listed first,
    // so she names Bartholomew the group's marker herself.
    const { page: desk } = await signedIn(olga, 'desktop');
    await desk.goto(url('/tournaments'));
    await desk.getByRole('button', { name: 'New tournament' }).click();
    const name = `Fair Cup ${stamp}`;
    const today = isoDateOf(Date.now());
    await desk.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await desk.getByLabel('First day').fill(today);
    await desk.getByLabel('Last day').fill(today);
    await desk.getByRole('radiogroup', { name: 'Holes per round' }).getByRole('radio', { name: '9 holes' }).click();
    await desk.getByLabel('Handicap allowance (%)').fill('100');
    for (const g of [cyp, bart]) {
      await desk.getByLabel('Find a golfer').fill(g.lastName);
      await desk.getByRole('button', { name: `Add ${fullName(g)}` }).click();
    }
    await desk.getByRole('button', { name: 'Create tournament' }).click();
    await desk.waitForURL((u) => /^\/tournaments\/[^/]+$/.test(u.pathname));
    const tournamentId = new URL(desk.url()).pathname.split('/')[2] ?? '';
    await desk.getByRole('link', { name: 'Edit tournament' }).click();
    await desk.getByLabel('Date and tee time').fill(`${today}T07:00`);
    await desk.getByLabel('Course', { exact: true }).selectOption({ label: courseName });
    await desk.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
    await expect.poll(() => desk.getByLabel('Marker of group 1').inputValue()).toBe(cyp.uid);
    await desk.getByLabel('Marker of group 1').selectOption({ label: fullName(bart) });
    await desk.getByRole('button', { name: 'Add round' }).click();
    await desk.getByText('Round added: 1 group.').waitFor();

    // Both cards reach the server, made by the organizer; the group's match names its marker.
    await expect.poll(async () => (await cardsOf(bart, tournamentId)).length + (await cardsOf(cyp, tournamentId)).length, { timeout: 60_000 }).toBe(2);
    const [bartCard] = await cardsOf(bart, tournamentId);
    const matchId = bartCard?.matchId ?? '';
    expect(((await readData(`matches/${matchId}`)) as { markerId?: string }).markerId).toBe(bart.uid);

    // Cyprian's phone: the round waits on his dashboard as an invitation (dark theme, long names).
    const cy = await signedIn(cyp, 'phone', true);
    await cy.page.goto(url('/dashboard'));
    const invitations = cy.page.getByRole('region', { name: 'Invitations' });
    await invitations.getByText(`${fullName(olga)} added you to a round of ${name}.`).waitFor({ timeout: 60_000 });
    await thumbSized(invitations);
    await screenshot(cy.page, 'fair-play-invitation-dark', false);

    // The marker keeps both cards on his phone: Cyprian bogeys the first hole, the rest are pars.
    const bt = await signedIn(bart, 'phone', true);
    await bt.page.goto(url('/play'));
    await bt.page.getByRole('link', { name: new RegExp(`^Play ${name} at ${courseName}`) }).click({ timeout: 60_000 });
    await bt.page.getByText('You are the marker: you keep every card of the group.').waitFor();
    for (let hole = 1; hole <= 9; hole++) {
      await bt.page.getByRole('heading', { name: new RegExp(`^Hole ${hole} of 9`) }).waitFor();
      for (const g of [bart, cyp]) await bt.page.getByRole('group', { name: `${fullName(g)}, hole ${hole}`, exact: true }).getByRole('button', { name: 'Par' }).click();
      if (hole === 1) {
        await bt.page.getByRole('group', { name: `${fullName(cyp)}, hole 1`, exact: true }).getByRole('button', { name: '+1 shot' }).click();
        await bt.page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(bt.page, 'fair-play-group-marker-dark', false);
      }
      if (hole < 9) await bt.page.getByRole('button', { name: 'Next ›' }).click();
    }
    await bt.page.getByRole('button', { name: 'Finish round' }).click();
    await bt.page.waitForURL((u) => u.pathname === `/matches/${matchId}`);

    // The server took every hole of both cards from the marker: nothing refused.
    await expect.poll(async () => shotsOf((await cardsOf(cyp, tournamentId))[0]), { timeout: 60_000 }).toEqual([5, 4, 4, 4, 4, 4, 4, 4, 4]);
    await expect.poll(async () => shotsOf((await cardsOf(bart, tournamentId))[0]), { timeout: 60_000 }).toEqual(NINE_PARS);
    expect(await bt.page.getByText(/refused by the server/).count()).toBe(0);
    // His own holes accepted his card; the marker's holes did not accept Cyprian's.
    expect((await cardsOf(bart, tournamentId))[0]?.acceptedAt).toBeGreaterThan(0);
    expect((await cardsOf(cyp, tournamentId))[0]?.acceptedAt).toBeUndefined();

    // Cyprian's group screen: his own card to enter, his marker's read-only.
    await cy.page.goto(url('/play'));
    await cy.page.getByRole('link', { name: new RegExp(`^Play ${name} at ${courseName}`) }).click({ timeout: 60_000 });
    await cy.page.getByText(`${fullName(bart)} keeps the group’s cards; you enter your own.`).waitFor();
    const partner = cy.page.getByRole('group', { name: `${fullName(bart)}, hole 1`, exact: true });
    await expect.poll(() => partner.innerText(), { timeout: 60_000 }).toMatch(/Shots\s*4/);
    expect(await partner.getByRole('button').count()).toBe(0);
    await cy.page.getByRole('group', { name: `${fullName(cyp)}, hole 1`, exact: true }).getByRole('button', { name: '+1 shot' }).waitFor();
    await screenshot(cy.page, 'fair-play-group-player-dark', false);

    // He accepts the invitation on his dashboard: the round is his now.
    await cy.page.goto(url('/dashboard'));
    await invitations.getByRole('button', { name: new RegExp(`^Accept a round of ${name}`) }).click();
    await invitations.waitFor({ state: 'detached' });
    await cy.page.getByRole('region', { name: 'Last rounds' }).getByText(courseName).waitFor();
    await expect.poll(async () => (await cardsOf(cyp, tournamentId))[0]?.acceptedAt, { timeout: 60_000 }).toBeGreaterThan(0);

    // The organizer follows on her desktop: she may look, not score.
    await desk.goto(url(`/tournaments/${tournamentId}`));
    const board = desk.getByRole('table', { name: 'Leaderboard' });
    const rowOf = (g: TestUser) => board.getByRole('row').filter({ hasText: fullName(g) });
    await expect.poll(async () => (await rowOf(cyp).locator('td').allInnerTexts()).map((t) => t.trim()), { timeout: 60_000 }).toEqual(['2', '17', 'F', '17']);
    await expect.poll(async () => (await rowOf(bart).locator('td').allInnerTexts()).map((t) => t.trim()), { timeout: 60_000 }).toEqual(['1', '18', 'F', '18']);

    // Cyprian says the first hole is wrong, then confirms his card.
    await cy.page.goto(url(`/matches/${matchId}`));
    await cy.page.getByRole('link', { name: 'Check and confirm your card' }).click();
    await cy.page.getByText(`Marked by ${fullName(bart)}.`).waitFor();
    await cy.page.getByRole('button', { name: 'A hole is wrong' }).click();
    await cy.page.getByRole('checkbox', { name: 'Hole 1', exact: true }).check();
    await cy.page.getByRole('button', { name: 'Report hole 1' }).click();
    await cy.page.getByText('You say the score of hole 1 is wrong.').waitFor();
    await screenshot(cy.page, 'fair-play-signature-dark', false);
    await rowOf(cyp).getByRole('img', { name: 'Disputed: hole 1' }).waitFor({ timeout: 60_000 });
    await cy.page.getByRole('button', { name: 'Confirm my card' }).click();
    await cy.page.getByText(/^You confirmed this card on /).waitFor();
    await expect.poll(async () => (await cardsOf(cyp, tournamentId))[0]?.confirmedAt, { timeout: 60_000 }).toBeGreaterThan(0);

    // The leaderboard marks his round confirmed, not his marker's; the match board too.
    await rowOf(cyp).getByRole('img', { name: 'Confirmed' }).waitFor({ timeout: 60_000 });
    expect(await rowOf(bart).getByRole('img').count()).toBe(0);
    await screenshot(desk, 'fair-play-leaderboard');
    await desk.goto(url(`/matches/${matchId}`));
    await desk.getByText(`Marker: ${fullName(bart)}`).waitFor();
    await desk.getByRole('row').filter({ hasText: fullName(cyp) }).getByRole('img', { name: 'Confirmed' }).waitFor({ timeout: 60_000 });
    expect(await desk.getByRole('link', { name: /^Score (the group|my card)/ }).count()).toBe(0);

    // The marker's phone: the confirmed card is closed to him now.
    await bt.page.goto(url(`/score-cards/${bartCard?.id ?? ''}/play`));
    const closed = bt.page.getByRole('group', { name: new RegExp(`^${fullName(cyp)}, hole \\d$`) });
    await closed.getByText(`Confirmed by ${fullName(cyp)}: only they change it now.`).waitFor({ timeout: 60_000 });
    expect(await closed.getByRole('button').count()).toBe(0);

    // Cyprian tries to better his round through the app's own screens; the organizer's leaderboard
    // does not move (docs/ARCHITECTURE.md, "Security rules").
    await desk.goto(url(`/tournaments/${tournamentId}`));
    const standings = async () => Promise.all([cyp, bart].map(async (g) => (await rowOf(g).locator('td').allInnerTexts()).map((t) => t.trim())));
    // (his round carries its "Confirmed" mark)
    await expect.poll(standings, { timeout: 60_000 }).toEqual([
      ['2', '17', 'F', '17✓'],
      ['1', '18', 'F', '18'],
    ]);
    const [cypCard] = await cardsOf(cyp, tournamentId);
    // Strokes for himself: his competition card's handicap and date are the organizer's, shown read-only.
    await cy.page.goto(url(`/score-cards/${cypCard?.id ?? ''}/edit`));
    const handicapField = cy.page.getByRole('textbox', { name: 'Course handicap' });
    await handicapField.waitFor();
    expect(await handicapField.isEditable()).toBe(false);
    await cy.page.getByText('Set by the match’s creator or the tournament’s organizer.').first().waitFor();
    // A round of his own: the tournament page offers a player no way to add one.
    await cy.page.goto(url(`/tournaments/${tournamentId}`));
    await cy.page.getByRole('table', { name: 'Leaderboard' }).waitFor({ timeout: 60_000 });
    expect(await cy.page.getByRole('link', { name: 'Edit tournament' }).count()).toBe(0);
    expect(await cy.page.getByRole('button', { name: 'Add round' }).count()).toBe(0);
    // A better round on the same course and day, started from /play: his own round, in no tournament.
    await cy.page.goto(url('/play'));
    await cy.page.getByLabel('Course', { exact: true }).selectOption({ label: courseName });
    await cy.page.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
    await cy.page.getByRole('button', { name: 'Start round' }).click();
    await cy.page.waitForURL((u) => /^\/score-cards\/[^/]+\/play$/.test(u.pathname));
    const plantedId = new URL(cy.page.url()).pathname.split('/')[2] ?? '';
    await cy.page.getByRole('button', { name: 'Par' }).first().click();
    await expect
      .poll(async () => ((await readData(`scoreCards/${plantedId}`)) as { tournamentId?: string; holes?: { shotCount: number }[] } | null)?.holes?.[0]?.shotCount, {
        timeout: 60_000,
      })
      .toBe(4);
    expect(((await readData(`scoreCards/${plantedId}`)) as { tournamentId: string; matchId: string }).tournamentId).toBe('');
    // The organizer's leaderboard is as it was, and the card kept its terms on the server.
    await desk.reload();
    // (his round carries its "Confirmed" mark)
    await expect.poll(standings, { timeout: 60_000 }).toEqual([
      ['2', '17', 'F', '17✓'],
      ['1', '18', 'F', '18'],
    ]);
    expect(((await readData(`scoreCards/${cypCard?.id ?? ''}`)) as { handicap: number }).handicap).toBe(0);
  });

  it('a golfer added to a match declines it on his phone: he leaves it and the card is no longer his', { timeout: 300_000 }, async () => {
    const stamp = Date.now().toString(36);
    const [dora, eli] = await Promise.all([
      createUser({ firstName: 'Dorothea', lastName: `Featherstonehaugh ${stamp}` }),
      createUser({ firstName: 'Elijah', lastName: `Cholmondeley-Marjoribanks ${stamp}` }),
    ]);
    const courseId = `course-d-${stamp}`;
    const courseName = `Heathland Reach ${stamp}`;
    await seedNineHoleCourse(courseId, courseName, dora.uid);
    const date = Date.now() + 2 * 86_400_000;
    const matchId = `m-${stamp}`;
    const [doraCard, eliCard] = [`${matchId}-a`, `${matchId}-b`];
    await seed(`matches/${matchId}`, {
      id: matchId, date, creationDate: date, modifiedDate: date, courseId, tournamentId: '', isCompetition: false, creatorId: dora.uid, playMode: 'Individual',
      scoringMode: 'Stableford', userId: dora.uid, players: { [dora.uid]: 1, [eli.uid]: 1 }, scoreCards: [doraCard, eliCard], holeCount: 9, markerId: dora.uid, updatedAt: SERVER_TIMESTAMP,
    });
    await seed(`scoreCards/${doraCard}`, blankCard(doraCard, dora.uid, dora.uid, matchId, courseId, courseName, date));
    await seed(`scoreCards/${eliCard}`, blankCard(eliCard, eli.uid, dora.uid, matchId, courseId, courseName, date));
    await announceTo([dora.uid, eli.uid], 'matches', matchId);
    for (const id of [doraCard, eliCard]) await announceTo([dora.uid, eli.uid], 'scoreCards', id);

    const { page } = await signedIn(eli, 'phone');
    await page.goto(url('/dashboard'));
    const invitations = page.getByRole('region', { name: 'Invitations' });
    await invitations.getByText(`${fullName(dora)} added you to a match.`).waitFor({ timeout: 60_000 });
    // Not one of his rounds while he has not answered.
    expect(await page.getByRole('region', { name: 'Last rounds' }).getByText(courseName).count()).toBe(0);
    await thumbSized(invitations);
    await invitations.getByRole('button', { name: new RegExp(`^Decline a match at ${courseName}`) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Decline' }).click();
    // The open dialog hides the page from the accessibility tree: the list is gone once it closed.
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await invitations.waitFor({ state: 'detached' });

    // On the server: he left the match, and his card is a tombstone.
    await expect.poll(async () => ((await readData(`matches/${matchId}`)) as { players?: Record<string, number> }).players, { timeout: 60_000 }).toEqual({ [dora.uid]: 1 });
    await expect.poll(async () => ((await readData(`scoreCards/${eliCard}`)) as Card).deleted, { timeout: 60_000 }).toBe(true);
    expect(await page.getByText(/refused by the server/).count()).toBe(0);
    await page.goto(url('/score-cards'));
    await page.getByRole('heading', { name: 'Score cards', level: 1 }).waitFor();
    expect(await page.getByText(courseName).count()).toBe(0);
  });
});
