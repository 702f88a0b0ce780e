// The golfer's weekly loop on a phone: create a course with an 18-hole tee, start a round,
// cut the network, play all 18 holes (one picked up), reload in the middle and resume at the same
// hole, finish, restore the network; the card's totals equal the domain library's for the same
// input, and a second browser context signed in as the same golfer shows the card.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cardTotals,
  courseHandicap,
  distributeExtraShots,
  strokeIndexesOn18,
  type HoleScore,
} from '../../src/domain/index.ts';
import { formatToPar } from '../../src/scoring/shots.ts';
import { holes18, PAR_18, PARS_18 } from '../support/course-18.ts';
import {
  createUser,
  readData,
  screenshot,
  seedMerge,
  SERVER_TIMESTAMP,
  setOffline,
  signInThroughUi,
  waitForServiceWorker,
} from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();

const url = (path: string) => app.url(path);

const RATING = 70.5;
const SLOPE = 125;
const HANDICAP = 18;
/** Strokes per hole; -1 is picked up (hole 5). */
const SHOTS = [5, 4, 3, 6, -1, 5, 4, 5, 4, 4, 6, 3, 5, 5, 4, 2, 6, 5];
const PUTTS = SHOTS.map((s) => (s === -1 ? 1 : s <= 3 ? 1 : 2));
const RELOAD_AT = 10;

/** The first defined result of `read`, asked every 250 ms for up to `timeoutMs`. */
async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T | undefined> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The card as the domain library scores it for the same input. */
function expectedTotals() {
  const ch = courseHandicap({ handicap: HANDICAP, teeType: 'Golf', slope: SLOPE, courseRating: RATING, par: PAR_18, holeCount: 18 });
  const extra = distributeExtraShots(ch, strokeIndexesOn18(PARS_18.map((_, i) => i + 1)));
  const holes: HoleScore[] = PARS_18.map((p, i) => ({
    number: i + 1,
    par: p,
    hcp: i + 1,
    shotCount: SHOTS[i] ?? 0,
    puttCount: PUTTS[i] ?? 0,
    bunkerCount: 0,
    penaltyCount: 0,
    fairway: 0,
    gir: 0,
    extraShots: extra[i] ?? 0,
  }));
  return cardTotals(holes);
}

/** The figures of a <dl> labelled `label`, term -> definition. */
async function definitions(page: Page, label: string): Promise<Record<string, string>> {
  const list = page.getByLabel(label, { exact: true });
  const terms = await list.getByRole('term').allTextContents();
  const values = await list.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((t, i) => [t, values[i] ?? '']));
}

async function createCourse(page: Page, name: string): Promise<string> {
  await page.goto(url('/courses'));
  await page.getByRole('button', { name: 'New course' }).click();
  await page.getByLabel('Course name').fill(name);
  await page.getByRole('button', { name: 'Create course' }).click();
  await page.waitForURL((u) => /^\/courses\/[^/]+$/.test(u.pathname));
  const courseId = new URL(page.url()).pathname.split('/')[2] ?? '';
  await page.getByRole('button', { name: 'Add tee' }).click();
  await page.getByLabel('Tee name').fill('Yellow');
  await page.getByLabel('Course rating').fill(String(RATING));
  await page.getByLabel('Slope', { exact: true }).fill(String(SLOPE));
  for (let i = 0; i < 18; i++) {
    const hole = page.getByRole('group', { name: `Hole ${i + 1}`, exact: true });
    await hole.getByLabel('Par', { exact: true }).fill(String(PARS_18[i]));
    await hole.getByLabel('Stroke index').fill(String(i + 1));
    await hole.getByLabel('Distance (m)').fill(String(holes18()[i]?.distance));
  }
  // Hole 1 gets its coordinates, so its hole page can draw it.
  const first = page.getByRole('group', { name: 'Hole 1', exact: true });
  await first.getByText(/^Coordinates and obstacles/).click();
  const points: [string, number, number][] = [
    ['Tee', 40.4168, -3.7038],
    ['Green front', 40.4195, -3.7021],
    ['Green middle', 40.4197, -3.7019],
    ['Green back', 40.4199, -3.7017],
  ];
  for (const [title, lat, lon] of points) {
    await first.getByLabel(`${title} latitude`).fill(String(lat));
    await first.getByLabel(`${title} longitude`).fill(String(lon));
  }
  await page.getByRole('button', { name: 'Save tee' }).click();
  await page.getByRole('heading', { name: /Yellow/ }).first().waitFor();
  return courseId;
}

async function playHole(page: Page, index: number): Promise<void> {
  await page.getByRole('heading', { name: new RegExp(`^Hole ${index + 1} of 18`) }).waitFor();
  const shots = SHOTS[index] ?? 0;
  if (shots === -1) {
    await page.getByRole('button', { name: 'Pick up' }).click();
  } else {
    for (let s = 0; s < shots; s++) await page.getByRole('button', { name: '+1 shot' }).click();
  }
  for (let p = 0; p < (PUTTS[index] ?? 0); p++) await page.getByRole('button', { name: '+1 putt' }).click();
}

describe('a round on the phone', () => {
  it('plays 18 holes offline, survives a reload, and syncs the card to a second device', { timeout: 300_000 }, async () => {
    const golfer = await createUser({ firstName: 'Ana', lastName: 'Ruiz', units: 'metres' });
    await seedMerge(`users/${golfer.uid}`, { handicapGolf: HANDICAP, updatedAt: SERVER_TIMESTAMP });
    const phone = await app.newContext('phone');
    const page = await phone.newPage();
    await signInThroughUi(page, golfer, app.server.url);
    await waitForServiceWorker(page);

    const courseName = `Campo de Prueba ${Date.now().toString(36)}`;
    const courseId = await createCourse(page, courseName);

    // The hole page draws hole 1 from its coordinates and measures from the golfer's position on the tee.
    await phone.grantPermissions(['geolocation'], { origin: app.server.url });
    await phone.setGeolocation({ latitude: 40.4168, longitude: -3.7038 });
    await page.getByRole('link', { name: 'Hole 1, par 4, 340 m, Yellow tee' }).click();
    await page.waitForURL((u) => u.pathname.includes('/hole/1'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'course-hole-page');

    // The bag's clubs are offered on the play screen.
    await page.goto(url('/my-bag'));
    for (const [name, loft] of [
      ['Driver', '10.5'],
      ['7 iron', '34'],
    ] as const) {
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Loft (degrees)').fill(loft);
      await page.getByRole('button', { name: 'Add club' }).click();
      await page.getByRole('list', { name: 'Clubs' }).getByRole('button', { name: `Edit ${name}` }).waitFor();
    }
    await screenshot(page, 'my-bag');

    await page.goto(url('/play'));
    await page.getByLabel('Course', { exact: true }).selectOption({ label: courseName });
    await page.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
    await expect.poll(() => page.getByLabel('Handicap index').inputValue()).toBe(String(HANDICAP));
    await page.getByRole('button', { name: 'Start round' }).click();
    await page.waitForURL((u) => /^\/score-cards\/[^/]+\/play$/.test(u.pathname));
    const cardId = new URL(page.url()).pathname.split('/')[2] ?? '';

    await setOffline(phone, true);
    for (let i = 0; i < RELOAD_AT - 1; i++) {
      await playHole(page, i);
      if (i === 0) {
        await page.getByRole('radiogroup', { name: 'Fairway' }).getByRole('radio', { name: 'Hit', exact: true }).click();
        await page.getByRole('button', { name: 'Driver' }).click();
      }
      // What the golfer sees on the phone (the viewport, not the whole page).
      if (i === 3) await screenshot(page, 'play-screen', false);
      await page.getByRole('button', { name: 'Next ›' }).click();
    }
    // Hole 10 is shown: reload with no network, and the round resumes there with nothing lost.
    await page.getByRole('heading', { name: /^Hole 10 of 18/ }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: /^Hole 10 of 18/ }).waitFor({ timeout: 30_000 });
    // The play screen is the round in play: the shell's "Playing hole N | End" bar would repeat it.
    expect(await page.getByRole('button', { name: 'Playing hole 10' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'End', exact: true }).count()).toBe(0);
    for (let i = 1; i <= RELOAD_AT - 1; i++) await page.getByRole('button', { name: `Hole ${i}, played` }).waitFor();

    for (let i = RELOAD_AT - 1; i < 18; i++) {
      await playHole(page, i);
      if (i < 17) await page.getByRole('button', { name: 'Next ›' }).click();
    }
    await page.getByRole('button', { name: 'Finish round' }).click();
    await page.waitForURL((u) => u.pathname === `/score-cards/${cardId}`);
    await page.getByRole('heading', { name: courseName, level: 1 }).waitFor();

    const expected = expectedTotals();
    const shown = await definitions(page, 'Card totals');
    expect(shown).toMatchObject({
      Strokes: String(expected.strokes),
      Net: String(expected.net),
      Stableford: String(expected.stableford),
      'To par': formatToPar(expected.toPar),
      Putts: String(expected.putts),
      'Holes played': '18',
    });
    // Picked up on hole 5: the card shows P there.
    await expect.poll(() => page.getByRole('table', { name: 'Front nine' }).getByText('P', { exact: true }).count()).toBe(1);

    for (const [label, file] of [
      ['Default colours', 'card-default-colors'],
      ['Geometry shapes', 'card-geometry-shapes'],
      ['The Open colours', 'card-the-open-colors'],
      ['DP World Tour colours', 'card-dp-world-tour-colors'],
    ] as const) {
      await page.getByRole('radiogroup', { name: 'Display style' }).getByRole('radio', { name: label }).click();
      await expect.poll(() => page.getByRole('radio', { name: label }).getAttribute('aria-checked')).toBe('true');
      await screenshot(page, file);
    }

    // A hole of the card: its scores, editable, with the hole drawn from the coordinates it carries.
    await page.goto(url(`/score-cards/${cardId}/hole/1`));
    await page.getByRole('heading', { name: /^Hole 1 of 18/ }).waitFor();
    expect(await page.getByRole('group', { name: 'Shots', exact: true }).getByRole('status').textContent()).toBe(String(SHOTS[0]));
    await screenshot(page, 'score-card-hole-page');

    await page.goto(url('/dashboard'));
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('link', { name: new RegExp(courseName) }).waitFor();
    await screenshot(page, 'dashboard');
    await page.goto(url('/score-cards'));
    await page.getByRole('link', { name: new RegExp(courseName) }).waitFor();
    await screenshot(page, 'score-cards-list');

    await setOffline(phone, false);
    const synced = await eventually(async () => {
      const card = (await readData(`scoreCards/${cardId}`)) as {
        holes?: { shotCount: number; fairway: number; clubs?: string[] }[];
        stableford?: number;
      } | null;
      const counts = card?.holes?.map((h) => h.shotCount);
      return counts && JSON.stringify(counts) === JSON.stringify(SHOTS) ? card : undefined;
    }, 60_000);
    expect(synced?.stableford).toBe(expected.stableford);
    expect(synced?.holes?.[0]).toMatchObject({ fairway: 1, clubs: [expect.any(String)] });
    // The round ended and the style chosen offline reached the server too. The round was started
    // online and the network cut at once, so the push of inPlay may have reached the server without
    // its answer reaching the phone: the sync must still let the later "End" win.
    const userData = async () => (await readData(`userData/${golfer.uid}`)) as { inPlay?: unknown; displayStyle?: string; bag?: unknown[] } | null;
    await eventually(async () => {
      const data = await userData();
      return data && data.inPlay === undefined && data.displayStyle === 'DP World Tour Colors' ? data : undefined;
    }, 60_000);
    expect(await userData()).toMatchObject({ displayStyle: 'DP World Tour Colors', bag: [expect.anything(), expect.anything()] });
    expect((await userData())?.inPlay).toBeUndefined();

    const desktop = await app.newContext('desktop');
    const other = await desktop.newPage();
    await signInThroughUi(other, golfer, app.server.url);
    await other.goto(url(`/score-cards/${cardId}`));
    await other.getByRole('heading', { name: courseName, level: 1 }).waitFor({ timeout: 30_000 });
    expect(await definitions(other, 'Card totals')).toMatchObject({
      Strokes: String(expected.strokes),
      Stableford: String(expected.stableford),
    });
    // The second device reads the golfer's display style too.
    await expect.poll(() => other.getByRole('radio', { name: 'DP World Tour colours' }).getAttribute('aria-checked')).toBe('true');
    expect(courseId).not.toBe('');
  });
});
