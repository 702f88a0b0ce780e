// Matches: four golfers in their own browser contexts. The marker creates a Fourball
// Stableford match on a phone and scores all four players' 18 holes with no signal; a partner's
// desktop board follows without a reload once the marker's phone is back online, and a player who
// keeps his own card on a second phone converges with the marker's. Side games (skins and a Nassau)
// on two phones and a desktop, one phone offline for two holes, the same figures everywhere. Plus the
// calendar's prefill link, an unknown match id and a match created offline.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { matchBoard, sideOfIndex, type HoleScore } from '../../src/domain/index.ts';
import { courseDocument, holes18, PAR_18, PARS_18, yellowTee18 } from '../support/course-18.ts';
import {
  createUser,
  readData,
  screenshot,
  seed,
  seedMerge,
  SERVER_TIMESTAMP,
  setOffline,
  signInThroughUi,
  waitForServiceWorker,
  type TestUser,
} from './support/index.ts';
import { axeViolations, describeFindings } from './support/axe.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();
const url = (path: string) => app.url(path);

/** An 18-hole course whose rating equals its par and slope 113: course handicap = handicap index. */
async function seedCourse(name: string, creator: string): Promise<string> {
  const id = `course-${Date.now().toString(36)}`;
  // Hole 1 has its green's coordinates.
  const holes = holes18().map((hole, i) =>
    i === 0 ? { ...hole, greenFrontLatitude: 40.4195, greenFrontLongitude: -3.7021, middleLatitude: 40.4197, middleLongitude: -3.7019, greenEndLatitude: 40.4199, greenEndLongitude: -3.7017 } : hole,
  );
  const tees = [yellowTee18({ cr: PAR_18, slope: 113, holes })];
  await seed(`courses/${id}`, { ...courseDocument({ id, name, creatorId: creator, now: Date.now(), tees }), updatedAt: SERVER_TIMESTAMP });
  return id;
}

async function golfer(firstName: string, handicap: number): Promise<TestUser> {
  const user = await createUser({ firstName, lastName: 'Test' });
  await seedMerge(`users/${user.uid}`, { handicapGolf: handicap, updatedAt: SERVER_TIMESTAMP });
  return user;
}

async function signedIn(context: BrowserContext, user: TestUser): Promise<Page> {
  const page = await context.newPage();
  await signInThroughUi(page, user, app.server.url);
  await waitForServiceWorker(page);
  return page;
}

/** The first defined result of `read`, asked every 250 ms for up to `timeoutMs`. */
async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T | undefined> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The board's body rows as their cells [position, thru, gross, net, points, match] (the player or
 * side is the row's header, not a cell). */
async function boardRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table').getByRole('row');
  const count = await rows.count();
  const out: string[][] = [];
  for (let i = 1; i < count; i++) out.push((await rows.nth(i).getByRole('cell').allInnerTexts()).map((t) => t.trim()));
  return out;
}

/** What the board must show for the cards on the server, per the domain library: [position, thru, points]. */
async function expectedBoard(matchId: string): Promise<string[][]> {
  const match = (await readData(`matches/${matchId}`)) as { scoreCards: string[]; holeCount: number };
  const cards = await Promise.all(match.scoreCards.map(async (id) => (await readData(`scoreCards/${id}`)) as { holes: HoleScore[] }));
  const rows = matchBoard({
    playMode: 'Fourball',
    scoringMode: 'Stableford',
    holeCount: match.holeCount,
    cards: cards.map((c, i) => ({ playerId: match.scoreCards[i] ?? '', side: sideOfIndex('Fourball', i), holes: Object.values(c.holes) })),
  });
  return rows.map((r) => [r.positionLabel, r.thru, String(r.points)]);
}

/** Taps every player's score on the hole shown: "Par" for everyone, then the given adjustments. */
async function scoreHole(page: Page, hole: number, names: string[], adjust: Record<string, string> = {}, holes = 18): Promise<void> {
  await page.getByRole('heading', { name: new RegExp(`^Hole ${hole} of ${holes}`) }).waitFor();
  for (const name of names) {
    const group = page.getByRole('group', { name: `${name}, hole ${hole}`, exact: true });
    const tap = adjust[name];
    if (tap === 'Pick up') await group.getByRole('button', { name: 'Pick up' }).click();
    else {
      await group.getByRole('button', { name: 'Par' }).click();
      if (tap) await group.getByRole('button', { name: tap }).click();
    }
  }
}

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => {
    localStorage.setItem('hd-theme', t);
    document.documentElement.dataset.theme = t;
  }, theme);
}

describe('matches', () => {
  it('a Fourball Stableford match scored offline on one phone reaches every player', { timeout: 600_000 }, async () => {
    const ana = await golfer('Ana', 10);
    const bob = await golfer('Bob', 20);
    const carla = await golfer('Carla', 10);
    const dan = await golfer('Dan', 20);
    // Her regular partners: saved on her phone (docs/ARCHITECTURE.md, "Course directory"), so the picker
    // finds them among the golfers it holds. Finding a golfer on the server is directory.test.ts's.
    await seedMerge(`userData/${ana.uid}`, { savedGolfers: { [bob.uid]: 1, [carla.uid]: 1, [dan.uid]: 1 }, updatedAt: SERVER_TIMESTAMP });
    const courseName = `Match Links ${Date.now().toString(36)}`;
    await seedCourse(courseName, ana.uid);

    // The marker creates the match on her phone.
    const phone = await app.newContext('phone');
    const marker = await signedIn(phone, ana);
    await marker.goto(url('/matches'));
    await marker.getByText('No matches planned').waitFor();
    await marker.getByRole('button', { name: 'New match' }).click();
    await marker.getByLabel('Course', { exact: true }).selectOption({ label: courseName });
    await marker.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
    await marker.getByRole('radiogroup', { name: 'Play mode' }).getByRole('radio', { name: 'Four-ball' }).click();
    await marker.getByRole('radiogroup', { name: 'Scoring' }).getByRole('radio', { name: 'Stableford' }).click();
    for (const name of ['Bob', 'Carla', 'Dan']) {
      await marker.getByLabel('Find a golfer').fill(name);
      await marker.getByRole('button', { name: `Add ${name} Test` }).click();
    }
    // Sides: Ana and Bob against Carla and Dan.
    await expect.poll(() => marker.getByLabel('Side of Carla Test').inputValue()).toBe('2');
    await marker.evaluate(() => window.scrollTo(0, 0));
    await screenshot(marker, 'matches-new-form', false);
    await setTheme(marker, 'dark');
    await screenshot(marker, 'matches-new-form-dark', false);
    await setTheme(marker, 'light');
    await marker.getByRole('button', { name: 'Create match' }).scrollIntoViewIfNeeded();
    await screenshot(marker, 'matches-new-form-players', false);
    await marker.getByRole('button', { name: 'Create match' }).click();
    await marker.waitForURL((u) => /^\/matches\/[^/]+$/.test(u.pathname));
    const matchId = new URL(marker.url()).pathname.split('/')[2] ?? '';
    await marker.getByRole('heading', { name: courseName, level: 1 }).waitFor();
    // Fourball stroke play allowance 85%: 10 -> 9 (8.5 rounded up), 20 -> 17.
    await marker.getByRole('link', { name: 'Ana Test (9), playing handicap, open card' }).waitFor();
    await marker.getByRole('link', { name: 'Bob Test (17), playing handicap, open card' }).waitFor();

    // The match and its four cards reach the server.
    const serverMatch = await eventually(async () => {
      const m = (await readData(`matches/${matchId}`)) as { scoreCards?: string[]; players?: Record<string, number> } | null;
      return m?.scoreCards?.length === 4 ? m : undefined;
    });
    expect(serverMatch?.players).toEqual({ [ana.uid]: 1, [bob.uid]: 1, [carla.uid]: 1, [dan.uid]: 1 });
    const [, bobCard] = serverMatch?.scoreCards ?? [];
    await eventually(async () => ((await readData(`scoreCards/${bobCard}`)) ? true : undefined));

    // A partner follows the board on her desktop.
    const desk = await app.newContext('desktop');
    const partner = await signedIn(desk, carla);
    await partner.goto(url(`/matches/${matchId}`));
    await partner.getByRole('heading', { name: courseName, level: 1 }).waitFor({ timeout: 30_000 });
    await partner.getByRole('table').waitFor();

    // Bob keeps his own card on his phone (dark theme); Ana, the first player, is the marker.
    const bobPhone = await app.newContext('phone');
    const bobPage = await signedIn(bobPhone, bob);
    await setTheme(bobPage, 'dark');
    await bobPage.goto(url(`/matches/${matchId}`));
    await bobPage.getByRole('link', { name: 'Score my card' }).waitFor({ timeout: 30_000 });

    // The marker scores the round with no signal, all four players on each hole.
    await phone.grantPermissions(['geolocation'], { origin: app.server.url });
    await phone.setGeolocation({ latitude: 40.4168, longitude: -3.7038 });
    await setOffline(phone, true);
    // /play offers today's match to start scoring the group.
    await marker.goto(url('/play'));
    await marker.getByRole('region', { name: 'Today’s matches' }).getByRole('link', { name: new RegExp(`^Score the group: .* at ${courseName}`) }).click();
    await marker.waitForURL((u) => u.pathname.endsWith('/play') && u.pathname !== '/play');
    const names = ['Ana Test', 'Bob Test', 'Carla Test', 'Dan Test'];
    for (let hole = 1; hole <= 18; hole++) {
      const adjust: Record<string, string> =
        hole === 3 ? { 'Ana Test': 'Pick up' } : hole === 5 ? { 'Bob Test': '-1 shot' } : hole === 9 ? { 'Dan Test': '-1 shot' } : {};
      await scoreHole(marker, hole, names, adjust);
      if (hole === 1) {
        await marker.evaluate(() => window.scrollTo(0, 0));
        await screenshot(marker, 'matches-group-scoring', false);
        await setTheme(marker, 'dark');
        await screenshot(marker, 'matches-group-scoring-dark', false);
        await setTheme(marker, 'light');
        // Putts and the rest are one tap away, on the same hole.
        await marker.getByRole('button', { name: 'Putts and more for Ana Test' }).click();
        await marker.getByRole('group', { name: 'Ana Test, hole 1' }).getByRole('button', { name: '+1 putt' }).click();
        await marker.getByRole('group', { name: 'Ana Test, hole 1' }).getByRole('button', { name: '+1 putt' }).click();
        await marker.getByRole('button', { name: 'Less for Ana Test' }).click();
      }
      if (hole === 10) {
        // The group screen carries its own hole number and "End round": the shell's in-play bar, which
        // would repeat them, is hidden here as on a single card's play screen (one "End" only).
        await marker.getByRole('heading', { name: /^Hole 10 of 18/ }).waitFor();
        expect(await marker.getByRole('button', { name: /^Playing hole/ }).count()).toBe(0);
        expect(await marker.getByRole('button', { name: /^End/ }).count()).toBe(1);
      }
      if (hole < 18) await marker.getByRole('button', { name: 'Next ›' }).click();
    }
    await marker.getByRole('button', { name: 'Finish round' }).click();
    await marker.waitForURL((u) => u.pathname === `/matches/${matchId}`);
    await marker.getByText(/^Offline: shows what this phone has/).waitFor();
    expect((await boardRows(marker)).map((r) => r[1])).toEqual(['F', 'F']);

    // Bob, on his own phone and offline, corrects his first hole after the marker: a bogey.
    await setOffline(bobPhone, true);
    await bobPage.getByRole('link', { name: 'Score my card' }).click();
    await bobPage.waitForURL((u) => u.pathname.endsWith('/play'));
    const bobHole1 = bobPage.getByRole('group', { name: 'Bob Test, hole 1', exact: true });
    await bobHole1.getByRole('button', { name: 'Par' }).click();
    await bobHole1.getByRole('button', { name: '+1 shot' }).click();
    await expect.poll(() => bobHole1.getByRole('status', { name: 'Shots' }).innerText()).toBe('5');

    // Back online, Bob's phone first: his correction reaches the server before the marker's version of
    // his card. Both changed hole 1's shots from the same base, and a value both changed keeps the one
    // that reached the server first (docs/ARCHITECTURE.md, "Sync"): the order is the test's, not a race
    // between the two phones' reconnections.
    await setOffline(bobPhone, false);
    await eventually(async () => {
      const card = (await readData(`scoreCards/${bobCard}`)) as { holes: HoleScore[] } | null;
      return card && Object.values(card.holes)[0]?.shotCount === 5 ? true : undefined;
    });
    await setOffline(phone, false);
    // The partner's board fills in without a reload.
    await expect.poll(async () => (await boardRows(partner)).map((r) => r[1]), { timeout: 60_000 }).toEqual(['F', 'F']);

    // Bob's hole 1 and the marker's other holes meet on the server.
    const bobHoles = await eventually(async () => {
      const card = (await readData(`scoreCards/${bobCard}`)) as { holes: HoleScore[] } | null;
      const holes = card ? Object.values(card.holes) : [];
      return holes[0]?.shotCount === 5 && holes[4]?.shotCount === 3 ? holes : undefined;
    });
    expect(bobHoles?.map((h) => h.shotCount)).toEqual(PARS_18.map((p, i) => (i === 0 ? 5 : i === 4 ? p - 1 : p)));

    // Every screen shows the board the domain computes from the server's cards: equal sides tie.
    const expected = await expectedBoard(matchId);
    expect(expected.map((r) => r[0])).toEqual(['T1', 'T1']);
    const project = (rows: string[][]) => rows.map((r) => [r[0] ?? '', r[1] ?? '', r[4] ?? '']);
    await expect.poll(async () => project(await boardRows(partner)), { timeout: 60_000 }).toEqual(expected);
    await expect.poll(async () => project(await boardRows(marker)), { timeout: 60_000 }).toEqual(expected);
    await bobPage.goto(url(`/matches/${matchId}`));
    await expect.poll(async () => project(await boardRows(bobPage)), { timeout: 60_000 }).toEqual(expected);
    await partner.getByLabel('Match play').getByText(/Halved|won|UP|All square/).waitFor();
    await screenshot(bobPage, 'matches-board-dark', false);
    await marker.setViewportSize({ width: 390, height: 844 });
    await screenshot(marker, 'matches-board', false);

    // A row opens that player's card.
    await partner.getByRole('link', { name: /^Dan Test \(17\), playing handicap/ }).click();
    await partner.waitForURL((u) => u.pathname.startsWith('/score-cards/'));
  });

  it('plays skins and a Nassau on two phones and a desktop: the same figures everywhere after the sync, and the settlement', { timeout: 600_000 }, async () => {
    // docs/GOLF.md, "Side games: skins and Nassau"; docs/PRODUCT.md, "Side games".
    const ana = await golfer('Ana', 10);
    const ben = await golfer('Ben', 10);
    const carla = await golfer('Carla', 10);
    await seedMerge(`userData/${ana.uid}`, { savedGolfers: { [ben.uid]: 1, [carla.uid]: 1 }, updatedAt: SERVER_TIMESTAMP });
    const courseName = `Saturday Links ${Date.now().toString(36)}`;
    await seedCourse(courseName, ana.uid);

    // The creator adds gross skins and a match play Nassau (net, automatic press, 2 units a bet) to a
    // 9-hole Individual match.
    // The contexts may take the accessibility engine's script (support/axe.ts).
    const phone = await app.newContext('phone', { bypassCSP: true });
    const marker = await signedIn(phone, ana);
    await marker.goto(url('/matches'));
    await marker.getByRole('button', { name: 'New match' }).click();
    await marker.getByLabel('Course', { exact: true }).selectOption({ label: courseName });
    await marker.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
    await marker.getByRole('radiogroup', { name: 'Holes' }).getByRole('radio', { name: '9 holes' }).click();
    await marker.getByRole('checkbox', { name: 'Skins', exact: true }).check();
    await marker.getByRole('radiogroup', { name: 'Skins on' }).getByRole('radio', { name: 'Gross' }).click();
    await marker.getByRole('checkbox', { name: 'Nassau: one bet on the nine' }).check();
    expect(await marker.getByRole('checkbox', { name: /^Automatic press/ }).isChecked()).toBe(true);
    await marker.getByLabel('Units a bet').fill('2');
    for (const name of ['Ben', 'Carla']) {
      await marker.getByLabel('Find a golfer').fill(name);
      await marker.getByRole('button', { name: `Add ${name} Test` }).click();
    }
    const gamesFields = marker.getByRole('group', { name: 'Games' });
    await gamesFields.scrollIntoViewIfNeeded();
    await screenshot(marker, 'games-form', false);
    await setTheme(marker, 'dark');
    await screenshot(marker, 'games-form-dark', false);
    expect(describeFindings('dark games form', await axeViolations(marker))).toEqual([]);
    await setTheme(marker, 'light');
    expect(describeFindings('games form', await axeViolations(marker))).toEqual([]);
    await marker.getByRole('button', { name: 'Create match' }).click();
    await marker.waitForURL((u) => /^\/matches\/[^/]+$/.test(u.pathname));
    const matchId = new URL(marker.url()).pathname.split('/')[2] ?? '';
    const serverMatch = await eventually(async () => {
      const m = (await readData(`matches/${matchId}`)) as { scoreCards?: string[]; games?: unknown } | null;
      return m?.scoreCards?.length === 3 ? m : undefined;
    });
    expect(serverMatch?.games).toEqual({ skins: { basis: 'gross', carryOver: true }, nassau: { play: 'match', basis: 'net', press: true, value: 2 } });

    // Ben follows on his phone (dark theme), Carla on her desktop.
    const benPhone = await app.newContext('phone', { bypassCSP: true });
    const benPage = await signedIn(benPhone, ben);
    await setTheme(benPage, 'dark');
    await benPage.goto(url(`/matches/${matchId}`));
    await benPage.getByRole('region', { name: 'Games', exact: true }).waitFor({ timeout: 30_000 });
    const desk = await app.newContext('desktop', { bypassCSP: true });
    const deskPage = await signedIn(desk, carla);
    await deskPage.goto(url(`/matches/${matchId}`));
    await deskPage.getByRole('region', { name: 'Games', exact: true }).waitFor({ timeout: 30_000 });

    // The marker scores the group: hole 1 all par; 2 Ana birdie; offline, 3 Ben birdie and 4 Carla
    // birdie; back online, 5 Carla birdie; 6 Ana bogey.
    const names = ['Ana Test', 'Ben Test', 'Carla Test'];
    const adjustments: Record<number, Record<string, string>> = {
      2: { 'Ana Test': '-1 shot' },
      3: { 'Ben Test': '-1 shot' },
      4: { 'Carla Test': '-1 shot' },
      5: { 'Carla Test': '-1 shot' },
      6: { 'Ana Test': '+1 shot' },
    };
    await marker.getByRole('link', { name: /^Score the group/ }).click();
    await marker.waitForURL((u) => u.pathname.endsWith('/play'));
    for (let hole = 1; hole <= 6; hole++) {
      if (hole === 3) await setOffline(phone, true);
      await scoreHole(marker, hole, names, adjustments[hole], 9);
      await marker.getByRole('button', { name: 'Next ›' }).click();
      if (hole === 4) {
        // Offline, the marker's phone computes the games from the cards it holds: hole 4 is Carla's skin.
        await marker.getByRole('heading', { name: /^Hole 5 of 9/ }).waitFor();
        await marker.goto(url(`/matches/${matchId}`));
        await marker.getByText(/^Offline: shows what this phone has/).waitFor();
        const skinRows = async () => (await marker.getByRole('region', { name: 'Skins', exact: true }).getByRole('row').allInnerTexts()).map((r) => r.split('\t').map((c) => c.trim()));
        await expect.poll(async () => (await skinRows()).slice(1)).toEqual([
          ['1', '1', 'Tied, carried'],
          ['2', '2', 'Ana Test'],
          ['3', '1', 'Ben Test'],
          ['4', '1', 'Carla Test'],
        ]);
        await setOffline(phone, false);
        await marker.getByRole('link', { name: /^Score the group: hole 5/ }).click();
        await marker.waitForURL((u) => u.pathname.endsWith('/play'));
      }
    }

    // After the sync the three screens show the same games: skins Ana 2, Ben 1, Carla 2, one carried;
    // the Nassau's pairs, Carla two up on Ana after the sixth and a press from the seventh.
    const gamesText = async (page: Page) => (await page.getByRole('region', { name: 'Games', exact: true }).innerText()).trim();
    await marker.goto(url(`/matches/${matchId}`));
    const expectedLines = [
      '1 skin carried to the next hole',
      'The nine: Ben Test 1 up thru 6',
      'The nine: Carla Test 2 up thru 6',
      'Press from 7: not started',
      'The nine: Carla Test 1 up thru 6',
    ];
    await expect.poll(() => gamesText(marker), { timeout: 60_000 }).toContain('Press from 7: not started');
    const reference = await gamesText(marker);
    for (const line of expectedLines) expect(reference).toContain(line);
    const units = marker.getByRole('region', { name: 'Units so far', exact: true }).getByRole('table');
    expect((await units.getByRole('row').allInnerTexts()).slice(1).map((r) => r.split('\t').map((c) => c.trim()))).toEqual([
      ['Ana Test', '+1', '0', '+1'],
      ['Ben Test', '-2', '0', '-2'],
      ['Carla Test', '+1', '0', '+1'],
    ]);
    await expect.poll(() => gamesText(benPage), { timeout: 60_000 }).toBe(reference);
    await expect.poll(() => gamesText(deskPage), { timeout: 60_000 }).toBe(reference);
    await marker.getByRole('region', { name: 'Games', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(marker, 'games-board', false);
    await benPage.getByRole('region', { name: 'Games', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(benPage, 'games-board-dark', false);

    // Holes 7 to 9 all par: the round is over, the carried skins tie on the last hole and are nobody's.
    await marker.getByRole('link', { name: /^Score the group: hole 7/ }).click();
    await marker.waitForURL((u) => u.pathname.endsWith('/play'));
    for (let hole = 7; hole <= 9; hole++) {
      await scoreHole(marker, hole, names, {}, 9);
      if (hole < 9) await marker.getByRole('button', { name: 'Next ›' }).click();
    }
    await marker.getByRole('button', { name: 'Finish round' }).click();
    await marker.waitForURL((u) => u.pathname === `/matches/${matchId}`);
    const payments = (page: Page) => page.getByRole('region', { name: 'Settlement', exact: true }).getByRole('listitem').allInnerTexts();
    const settled = ['Ana Test pays Carla Test 3 units', 'Ben Test pays Carla Test 2 units'];
    await expect.poll(() => payments(marker), { timeout: 60_000 }).toEqual(settled);
    const final = await gamesText(marker);
    expect(final).toContain('4 skins won by nobody');
    await expect.poll(() => gamesText(benPage), { timeout: 60_000 }).toBe(final);
    await expect.poll(() => gamesText(deskPage), { timeout: 60_000 }).toBe(final);

    // Shared as text: the phone's share sheet where there is one, else copied.
    await benPage.evaluate(() => {
      const shared: string[] = [];
      Object.assign(window, { sharedTexts: shared });
      Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: { text?: string }) => void shared.push(data.text ?? '') });
    });
    await benPage.getByRole('button', { name: 'Share the settlement' }).click();
    const sharedText = await eventually(() => benPage.evaluate(() => (window as unknown as { sharedTexts: string[] }).sharedTexts[0]));
    expect(sharedText?.split('\n').slice(1)).toEqual([
      'Skins: Ana Test 2 skins (+1), Ben Test 1 skin (-2), Carla Test 2 skins (+1)',
      'Nassau: Ana Test -4, Ben Test 0, Carla Test +4',
      'Total: Ana Test -3, Ben Test -2, Carla Test +5',
      ...settled,
    ]);
    await desk.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
    await deskPage.evaluate(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
    await deskPage.getByRole('button', { name: 'Share the settlement' }).click();
    await deskPage.getByText('Settlement copied: paste it in the group’s chat.').waitFor();
    expect(await deskPage.evaluate(() => navigator.clipboard.readText())).toBe(sharedText);
    await marker.getByRole('region', { name: 'Settlement', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(marker, 'games-settlement', false);
    await benPage.getByRole('region', { name: 'Settlement', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(benPage, 'games-settlement-dark', false);
    expect(describeFindings('dark settlement', await axeViolations(benPage))).toEqual([]);
    expect(describeFindings('desktop settlement', await axeViolations(deskPage))).toEqual([]);
  });

  it('opens the new match form prefilled from the calendar link, ignores wrong values, and creates a match offline', { timeout: 300_000 }, async () => {
    const eva = await golfer('Eva', 12);
    const courseName = `Offline Park ${Date.now().toString(36)}`;
    await seedCourse(courseName, eva.uid);
    const phone = await app.newContext('phone');
    const page = await signedIn(phone, eva);

    await page.goto(url('/matches?date=2031-05-17&time=08:40'));
    await expect.poll(() => page.getByLabel('Date', { exact: true }).inputValue()).toBe('2031-05-17');
    await expect.poll(() => page.getByLabel('Tee time').inputValue()).toBe('08:40');

    await page.goto(url('/matches?date=2031-02-30&time=25:00'));
    await page.getByRole('heading', { name: 'Matches', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Upcoming' }).waitFor();
    expect(await page.getByRole('button', { name: 'New match' }).count(), await page.locator('body').innerText()).toBe(1);

    // The course is on the phone; then the signal goes.
    await page.goto(url('/courses'));
    await page.getByText(courseName).first().waitFor({ timeout: 30_000 });
    await setOffline(phone, true);
    await page.goto(url('/matches?date=2031-05-17&time=08:40'));
    await page.getByLabel('Course', { exact: true }).selectOption({ label: courseName });
    await page.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Find a golfer').fill('Uncle Joe');
    await page.getByRole('button', { name: 'Add “Uncle Joe” as a guest' }).click();
    await page.getByLabel('Handicap index of Uncle Joe').fill('28');
    await page.getByRole('button', { name: 'Create match' }).click();
    await page.waitForURL((u) => /^\/matches\/[^/]+$/.test(u.pathname));
    const matchId = new URL(page.url()).pathname.split('/')[2] ?? '';
    // Individual Stableford 95%: 12 -> 11 (11.4), 28 -> 27 (26.6).
    await page.getByRole('link', { name: 'Uncle Joe (27), playing handicap, open card' }).waitFor();
    await page.getByRole('link', { name: 'Eva Test (11), playing handicap, open card' }).waitFor();
    await page.goto(url('/matches'));
    await page.getByRole('region', { name: 'Upcoming' }).getByRole('link', { name: new RegExp(courseName) }).waitFor();

    await setOffline(phone, false);
    const match = await eventually(async () => {
      const m = (await readData(`matches/${matchId}`)) as { scoreCards?: string[] } | null;
      return m?.scoreCards?.length === 2 ? m : undefined;
    });
    const guestCard = (await eventually(async () => (await readData(`scoreCards/${match?.scoreCards?.[1] ?? ''}`)) ?? undefined)) as { userId: string; event?: string } | undefined;
    expect(guestCard).toMatchObject({ userId: eva.uid, event: 'Uncle Joe' });

    // The creator removes the guest (his card becomes a tombstone), then deletes the match.
    await page.goto(url(`/matches/${matchId}`));
    await page.getByRole('button', { name: 'Edit match' }).click();
    await page.getByRole('button', { name: 'Remove Uncle Joe' }).click();
    await page.getByRole('button', { name: 'Save match' }).click();
    await page.getByRole('table').waitFor();
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(2);
    const guestGone = await eventually(async () => {
      const card = (await readData(`scoreCards/${match?.scoreCards?.[1] ?? ''}`)) as { deleted?: boolean } | null;
      return card?.deleted === true ? true : undefined;
    });
    expect(guestGone).toBe(true);
    await page.getByRole('button', { name: 'Delete match' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete match' }).click();
    await page.waitForURL((u) => u.pathname === '/matches');
    await page.getByText('No matches planned').waitFor();
    const matchGone = await eventually(async () => ((await readData(`matches/${matchId}`)) as { deleted?: boolean } | null)?.deleted === true || undefined);
    expect(matchGone).toBe(true);
  });

  it('shows the not-found state for a match id that does not exist', { timeout: 120_000 }, async () => {
    const fay = await golfer('Fay', 30);
    const context = await app.newContext('phone');
    const page = await signedIn(context, fay);
    await page.goto(url('/matches/no-such-match'));
    await page.getByRole('heading', { name: /not found/i }).waitFor();
  });
});
