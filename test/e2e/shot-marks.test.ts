// Marking shots on a 390 x 844 phone, offline, in the dark theme (docs/PRODUCT.md, "Marking shots"): the
// golfer walks hole 1 (the browser's position moved to the tee, the fairway, short of the green and the
// green), marks the ball at each with no network, sees the club just played pre-selected, the
// suggestion for the green's middle and each shot's distance on the hole drawing, marks the chip as a
// partial shot; back online the marks reach the server, and on the desktop My bag shows each club's
// measured distance beside the typed one, offered for use only from 3 full shots.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { announceTo, createUser, readData, screenshot, seed, seedMerge, SERVER_TIMESTAMP, setOffline, signInThroughUi, type TestUser } from './support/index.ts';
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
  it('marks the tee and three shots offline, with the club just played and each distance', async () => {
    await setOffline(phone, true);
    const button = page.getByRole('button', { name: 'Mark ball' });
    const before = await button.boundingBox();
    expect(before?.height).toBeGreaterThanOrEqual(44);

    await markAt(TEE, '445 m', 'Tee');
    await markAt(upTheHole(230), '215 m', 'Shot 1: Driver, 230 m');
    await screenshot(page, 'shot-marks-fairway', false);
    await markAt(upTheHole(370), '75 m', 'Shot 2: 7-iron, 140 m');
    await markAt(upTheHole(420), '25 m', 'Shot 3: Pitching wedge, 50 m');
    // The button stayed where the thumb is.
    expect(await button.boundingBox()).toEqual(before);

    // The chip was no full swing: marked partial, and its club corrected on the list.
    await page.getByRole('button', { name: 'Marks on hole 1 (4)' }).click();
    await page.getByRole('button', { name: 'Partial shot, Shot 3' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Partial shot, Shot 3' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('combobox', { name: 'Club for Shot 2' }).inputValue()).toBe('seven');
    await screenshot(page, 'shot-marks-list', true);

    // The drawing shows the three shots with their distances.
    await page.getByRole('button', { name: 'Show hole 1 drawing' }).click();
    const drawing = page.getByRole('dialog');
    await drawing.locator('[data-part="shot"]').nth(2).waitFor();
    expect(await drawing.locator('[data-part="shot"]').count()).toBe(3);
    expect(await drawing.locator('[data-part="shot"] text').allTextContents()).toEqual(['230 m', '140 m', '50 m']);
    await screenshot(page, 'shot-marks-drawing', false);
    await drawing.getByRole('button', { name: 'Close' }).click();
  });

  it('syncs the marks once online, and My bag on the desktop shows the measured distances', async () => {
    await setOffline(phone, false);
    type Marks = { holes?: { number: number; marks: { club?: string; partial?: boolean; tee?: boolean }[] }[] } | null;
    await expect
      .poll(async () => ((await readData(`shotMarks/${CARD}`)) as Marks)?.holes?.[0]?.marks.map((m) => (m.tee ? 'tee' : `${m.club ?? ''}${m.partial ? ' partial' : ''}`)), { timeout: 60_000 })
      .toEqual(['tee', 'driver', 'seven', 'pw partial']);

    const desktop = await app.newContext('desktop');
    const other = await desktop.newPage();
    await signInThroughUi(other, golfer, app.server.url);
    await other.goto(app.url('/my-bag'));
    const clubs = other.getByRole('list', { name: 'Clubs' });
    await clubs.getByText('Measured: 230 m (230–230 m), 1 shot').waitFor({ timeout: 60_000 });
    await clubs.getByText('Measured: 140 m (140–140 m), 1 shot').waitFor();
    // The chip was partial: the wedge has no full shot; the putter is not measured at all.
    expect(await clubs.getByText('Measured: no full shots marked yet').count()).toBe(1);
    await clubs.getByText('Putts are counted on the score card, not measured.').waitFor();
    // One drive is no club's distance: My bag trusts it from 3 full shots, as the play screen does.
    expect(await clubs.getByText('2 more full shots before it is used (3 are needed).').count()).toBe(2);
    expect(await other.getByRole('button', { name: /^Use measured/ }).count()).toBe(0);
    await screenshot(other, 'my-bag-measured');
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
