// Marking shots on a 390 x 844 phone, offline, in the dark theme (docs/PRODUCT.md, "Marking shots"): the
// golfer walks hole 1 (the browser's position moved to the tee, the fairway, short of the green and the
// green), marks the ball at each with no network, sees the club just played pre-selected, the
// suggestion for the green's middle and each shot's distance on the hole drawing, marks the chip as a
// partial shot; back online the marks reach the server, and on the desktop My bag shows each club's
// measured distance beside the typed one, offered for use only from 3 full shots.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { announceTo, createUser, readData, screenshot, seed, seedMerge, SERVER_TIMESTAMP, setOffline, signInThroughUi, waitForServiceWorker, type TestUser } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';
import { roundCard } from './support/round-card.ts';
import { seedRoundWithGreens } from './support/round-with-greens.ts';

const app = appInBrowser();
const CARD = `marks-${Date.now().toString(36)}`;
const GROUP = `${CARD}-group`;
/** One degree of latitude on the app's sphere (docs/GOLF.md, "Statistics"). */
const M_PER_DEG = 111_194.9;
const TEE = { latitude: 52, longitude: 4.0006 };
const MIDDLE = { latitude: 52.004, longitude: 4.0006 };
/** A point `metres` north of the tee, up the hole. */
const upTheHole = (metres: number) => ({ latitude: Number((TEE.latitude + metres / M_PER_DEG).toFixed(6)), longitude: TEE.longitude });

const BAG = [
  { id: 'driver', name: 'Driver', type: 'Driver', distance: 220 },
  { id: 'seven', name: '7-iron', type: 'Iron', distance: 140 },
  { id: 'pw', name: 'Pitching wedge', type: 'Wedge', distance: 100 },
  { id: 'putter', name: 'Putter', type: 'Putter' },
];

let golfer: TestUser;
let phone: BrowserContext;
let page: Page;

beforeAll(async () => {
  golfer = await createUser({ firstName: 'Guadalupe', lastName: 'Marks-Every-Shot', units: 'metres' });
  await seedMerge(`userData/${golfer.uid}`, { bag: BAG, updatedAt: SERVER_TIMESTAMP });
  const base = roundCard(CARD, golfer.uid, 'Lighthouse Links');
  const holes = base.holes.map((h) =>
    h.number === 1 ? { ...h, teeLatitude: TEE.latitude, teeLongitude: TEE.longitude, middleLatitude: MIDDLE.latitude, middleLongitude: MIDDLE.longitude } : h,
  );
  await seed(`scoreCards/${CARD}`, { ...base, holes, updatedAt: SERVER_TIMESTAMP });
  await announceTo([golfer.uid], 'scoreCards', CARD);
  // A match whose marker the golfer is: the group screen.
  await seedRoundWithGreens(golfer.uid, { id: GROUP, courseName: 'Lighthouse Links', match: true });
  phone = await app.newContext('phone', { colorScheme: 'dark' });
  await phone.grantPermissions(['geolocation'], { origin: app.server.url });
  await phone.setGeolocation({ ...TEE, accuracy: 4 });
  page = await phone.newPage();
  await signInThroughUi(page, golfer, app.server.url);
  await page.goto(app.url(`/score-cards/${CARD}/play`));
  await page.getByRole('heading', { name: /^Hole 1 of 18/, level: 1 }).waitFor({ timeout: 60_000 });
  // The bag is on the phone before the network goes.
  await page.getByText('445 m to the middle: Driver, 220 m typed').waitFor({ timeout: 60_000 });
});

const status = () => page.getByRole('region', { name: 'Marked shots' }).getByRole('status');

/** Moves the phone, waits until the screen knows it (the distance to the middle), and marks the ball. */
async function markAt(point: { latitude: number; longitude: number }, toMiddle: string, marked: string): Promise<void> {
  await phone.setGeolocation({ ...point, accuracy: 4 });
  await page.getByText(new RegExp(`^${toMiddle} to the middle`)).waitFor();
  await page.getByRole('button', { name: 'Mark ball' }).click();
  await expect.poll(() => status().textContent()).toBe(`Marked: ${marked}`);
}

describe('marking shots on the course', () => {
  it('marks the tee and four shots offline, with the club just played, each distance and the lie', async () => {
    // The app's worker serves the page when it is reloaded offline below.
    await waitForServiceWorker(page);
    await setOffline(phone, true);
    const button = page.getByRole('button', { name: 'Mark ball' });
    const before = await button.boundingBox();
    expect(before?.height).toBeGreaterThanOrEqual(44);
    // The distances above say how well the position is known; the shots panel does not say it again.
    await page.getByText('Your position is known to about 4 m.').waitFor();
    expect(await page.getByText(/^GPS accuracy/).count()).toBe(0);

    await markAt(TEE, '445 m', 'Tee');
    await markAt(upTheHole(230), '215 m', 'Shot 1: Driver, 230 m');
    await screenshot(page, 'shot-marks-fairway', false);
    await markAt(upTheHole(370), '75 m', 'Shot 2: 7-iron, 140 m');
    await markAt(upTheHole(420), '25 m', 'Shot 3: Pitching wedge, 50 m');
    // A second tap where the ball lies already: the same ball, no "Shot 4: 0 m".
    await button.click();
    await expect.poll(() => status().textContent()).toBe('The ball is where you last marked it: walk to where it lies now, then mark it.');
    await page.getByRole('button', { name: 'Marks on hole 1 (4)' }).waitFor();
    // On the green: no club for the last metres, and the mark's lie is the green.
    await phone.setGeolocation({ ...upTheHole(440), accuracy: 4 });
    await page.getByText('5 m to the middle: on the green').waitFor();
    expect(await page.getByText(/Pitching wedge, \d+ m typed/).count()).toBe(0);
    await button.click();
    await expect.poll(() => status().textContent()).toBe('Marked: Shot 4: Pitching wedge, 20 m');
    // The button stayed where the thumb is.
    expect(await button.boundingBox()).toEqual(before);

    // The hole's score: 5 strokes, 1 putt from where the ball was marked on the green.
    for (let i = 0; i < 5; i++) await page.getByRole('button', { name: '+1 shot' }).click();
    await page.getByRole('button', { name: '+1 putt' }).click();

    // The chip was no full swing: marked partial, and its club corrected on the list.
    await page.getByRole('button', { name: 'Marks on hole 1 (5)' }).click();
    const partial = page.getByRole('button', { name: 'Partial shot, Shot 3' });
    const off = page.getByRole('button', { name: 'Partial shot, Shot 2' });
    const look = (b: typeof partial) => b.evaluate((el) => { const c = getComputedStyle(el); return `${c.backgroundColor}|${c.color}|${c.borderColor}`; });
    const offLook = await look(partial);
    await partial.click();
    await expect.poll(() => partial.getAttribute('aria-pressed')).toBe('true');
    // Pressed and not pressed differ on screen, in the dark theme, the light one and forced colours.
    expect(await look(partial)).not.toBe(offLook);
    expect(await look(partial)).not.toBe(await look(off));
    for (const media of [{ colorScheme: 'light' as const }, { forcedColors: 'active' as const }]) {
      await page.emulateMedia(media);
      expect(await look(partial)).not.toBe(await look(off));
    }
    await page.emulateMedia({ colorScheme: 'dark', forcedColors: 'none' });
    expect(await page.getByRole('combobox', { name: 'Club for Shot 2' }).inputValue()).toBe('seven');
    expect(await page.getByRole('combobox', { name: 'Lie, Shot 4' }).inputValue()).toBe('green');
    await page.getByRole('combobox', { name: 'Lie, Shot 1' }).selectOption('fairway');
    await page.getByRole('combobox', { name: 'Lie, Shot 2' }).selectOption('rough');
    await screenshot(page, 'shot-marks-list', true);

    // The drawing shows the four shots with their distances, with no inline style refused by the
    // security policy, the page held still under it, and "You" clear of the green's letters.
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|violates/i.test(m.text())) refused.push(m.text());
    });
    await page.getByRole('button', { name: 'Show hole 1 drawing' }).click();
    const drawing = page.getByRole('dialog');
    await drawing.locator('[data-part="shot"]').nth(3).waitFor();
    expect(await drawing.locator('[data-part="shot"]').count()).toBe(4);
    expect(await drawing.locator('[data-part="shot"] text').allTextContents()).toEqual(['230 m', '140 m', '50 m', '20 m']);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    const you = await drawing.locator('[data-part="golfer-label"]').boundingBox();
    for (const letter of await Promise.all((await drawing.locator('[data-part^="green "] text').all()).map((l) => l.boundingBox()))) {
      if (!you || !letter) continue;
      const apart = you.x + you.width <= letter.x || letter.x + letter.width <= you.x || you.y + you.height <= letter.y || letter.y + letter.height <= you.y;
      expect(apart, '"You" overlaps a letter of the green').toBe(true);
    }
    await screenshot(page, 'shot-marks-drawing', false);
    await drawing.getByRole('button', { name: 'Close' }).click();
    await drawing.waitFor({ state: 'hidden' });
    expect(refused).toEqual([]);

    // Reloaded offline, the hole's marks read as 5 from the first frame: never "(0)" first.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenMarkCounts: string[] }).seenMarkCounts = seen;
      new MutationObserver(() => {
        for (const b of document.querySelectorAll('.shot-marking__toggle')) if (!seen.includes(b.textContent ?? '')) seen.push(b.textContent ?? '');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.reload();
    await page.getByRole('button', { name: 'Marks on hole 1 (5)' }).waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { seenMarkCounts: string[] }).seenMarkCounts.filter((t) => /\(\d+\)/.test(t)))).toEqual(['Marks on hole 1 (5)']);
  });

  it('syncs the marks once online, and My bag on the desktop shows the measured distances', async () => {
    await setOffline(phone, false);
    type Marks = { holes?: { number: number; marks: { club?: string; partial?: boolean; tee?: boolean; lie?: string }[] }[] } | null;
    await expect
      .poll(
        async () => ((await readData(`shotMarks/${CARD}`)) as Marks)?.holes?.[0]?.marks.map((m) => (m.tee ? `tee ${m.lie ?? ''}` : `${m.club ?? ''}${m.partial ? ' partial' : ''} ${m.lie ?? ''}`)),
        { timeout: 60_000 },
      )
      .toEqual(['tee tee', 'driver fairway', 'seven rough', 'pw partial ', 'pw green']);

    const desktop = await app.newContext('desktop');
    const other = await desktop.newPage();
    await signInThroughUi(other, golfer, app.server.url);
    await other.goto(app.url('/my-bag'));
    const clubs = other.getByRole('list', { name: 'Clubs' });
    await clubs.getByText('Measured: 230 m (230–230 m), 1 shot').waitFor({ timeout: 60_000 });
    await clubs.getByText('Measured: 140 m (140–140 m), 1 shot').waitFor();
    // The chip was partial: the wedge's one full shot is the 20 m onto the green; the putter is not measured.
    await clubs.getByText('Measured: 20 m (20–20 m), 1 shot').waitFor();
    await clubs.getByText('Putts are counted on the score card, not measured.').waitFor();
    // One drive is no club's distance: My bag trusts it from 3 full shots, as the play screen does.
    expect(await clubs.getByText('2 more full shots before it is used (3 are needed).').count()).toBe(3);
    expect(await other.getByRole('button', { name: /^Use measured/ }).count()).toBe(0);
    await screenshot(other, 'my-bag-measured');

    // The review after the round, on the desktop: the card page draws the hole with its shots and lists
    // the marks, read-only, without putting the round in play again or asking for the position.
    const inPlayBefore = await readData(`userData/${golfer.uid}/inPlay`);
    await other.goto(app.url(`/score-cards/${CARD}`));
    const review = other.getByRole('region', { name: 'Marked shots' });
    await review.getByRole('heading', { name: 'Hole 1 · par 4' }).waitFor({ timeout: 60_000 });
    expect(await review.locator('[data-part="shot"]').count()).toBe(4);
    expect(await review.getByRole('listitem').allTextContents()).toEqual([
      'Tee',
      'Shot 1: Driver, 230 m · Fairway',
      'Shot 2: 7-iron, 140 m · Rough',
      'Shot 3: Pitching wedge, 50 m · partial shot',
      'Shot 4: Pitching wedge, 20 m · Green',
    ]);
    expect(await review.getByRole('button').count()).toBe(0);
    expect(await other.getByText(/Location is turned off/).count()).toBe(0);
    await screenshot(other, 'score-card-marked-shots');
    expect(await readData(`userData/${golfer.uid}/inPlay`)).toEqual(inPlayBefore);

    // Strokes gained from the marked shots: the drive, the second and the putt are measured (the chip's
    // lie was not said); one shot per part of the game is too few for a figure, and the page says so.
    await other.goto(app.url('/statistics'));
    const gained = other.getByRole('region', { name: 'Strokes gained from marked shots' });
    await gained.waitFor({ timeout: 60_000 });
    const figure = (term: string) => gained.locator('div', { has: other.getByRole('term').filter({ hasText: term }) }).getByRole('definition');
    expect(await figure('Off the tee').textContent()).toBe('Too few shots: 1 of 5');
    expect(await figure('Putting').textContent()).toBe('Too few shots: 1 of 5');
    expect(await figure('All marked shots').textContent()).toBe('Too few shots: 3 of 5');
    await screenshot(other, 'statistics-marked-shots');
  });

  it("gives the marker a Mark ball of each player's own on the group screen", async () => {
    await page.goto(app.url(`/score-cards/${GROUP}/play`));
    await page.getByText('You are the marker', { exact: false }).waitFor({ timeout: 60_000 });
    const mark = page.getByRole('button', { name: /^Mark ball for Guadalupe/ });
    expect((await mark.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await mark.click();
    // The hole has no tee point: the first mark is the tee.
    const region = page.getByRole('region', { name: /^Marked shots, Guadalupe/ });
    await expect.poll(() => region.getByRole('status').textContent()).toBe('Marked: Tee');
    await screenshot(page, 'shot-marks-group', false);
  });
});
