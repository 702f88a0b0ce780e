// Mapping a hole while playing, on a 390x844 phone (docs/PRODUCT.md, "Mapping a hole"): a golfer who
// did not create the course stands on a green whose points are missing, is refused while the GPS knows
// the position to 25 m only, records front, middle and back offline once it knows it to 4 m, sees the
// distances at once, syncs when back online; another golfer then plays the course with those distances.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { distancesToGreen, type GreenCoordinates, type LatLng } from '../../src/domain/index.ts';
import { announceTo, createUser, readData, screenshot, seed, SERVER_TIMESTAMP, setOffline, signInThroughUi, waitForServiceWorker, type TestUser } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();

const RUN = Date.now().toString(36);
const COURSE_ID = `map-course-${RUN}`;
const COURSE = 'Dune Ridge Golf Club, the Championship Course';
const TEE_1 = { teeLatitude: 52.0, teeLongitude: 4.0 };
const FRONT: LatLng = { latitude: 52.0028, longitude: 4.0005 };
const MIDDLE: LatLng = { latitude: 52.003, longitude: 4.0006 };
const BACK: LatLng = { latitude: 52.0032, longitude: 4.0007 };
const GREEN: GreenCoordinates = {
  greenFrontLatitude: FRONT.latitude,
  greenFrontLongitude: FRONT.longitude,
  middleLatitude: MIDDLE.latitude,
  middleLongitude: MIDDLE.longitude,
  greenEndLatitude: BACK.latitude,
  greenEndLongitude: BACK.longitude,
};
const PARS = [4, 4, 3, 5, 4, 4, 3, 5, 4];

/** The creator's 9-hole course: hole 1's tee is mapped, no green is. */
function courseDoc(creatorId: string) {
  const now = Date.now();
  const holes = PARS.map((par, i) => ({ number: i + 1, hcp: i + 1, par, distance: 330, ...(i === 0 ? TEE_1 : {}) }));
  return {
    id: COURSE_ID,
    name: COURSE,
    nameSort: COURSE.toLowerCase(),
    creationDate: now,
    lastModifiedDate: now,
    creatorId,
    tees: [{ id: 'yellow', name: 'Yellow', type: 'Golf', colour: 'yellow', holeCount: 9, cr: 35.5, slope: 120, holes }],
    updatedAt: SERVER_TIMESTAMP,
  };
}

/** A round on that course started before the green was mapped: its holes carry no green points. */
function cardDoc(id: string, uid: string) {
  const now = Date.now();
  const holes = PARS.map((par, i) => ({
    number: i + 1, hcp: i + 1, par, distance: 330, ...(i === 0 ? TEE_1 : {}),
    extraShots: 2, shotCount: 0, puttCount: 0, bunkerCount: 0, penaltyCount: 0, fairway: 0, gir: 0, modifiedAt: now,
  }));
  return {
    id, date: now, creationDate: now, modifiedDate: now, courseName: COURSE, courseId: COURSE_ID, teeId: 'yellow', teeName: 'Yellow',
    holeCount: 9, holes, shotCount: 0, stableford: 0, handicap: 18, handicapGolf: 18, handicapPitchAndPutt: 0, isCompetition: false,
    userId: uid, creatorId: uid, matchId: '', tournamentId: '', updatedAt: SERVER_TIMESTAMP,
  };
}

let creator: TestUser;
let golferB: TestUser;
let golferC: TestUser;
let phoneB: BrowserContext;
let pageB: Page;
const CARD_B = `map-card-b-${RUN}`;
const CARD_C = `map-card-c-${RUN}`;

beforeAll(async () => {
  creator = await createUser({ firstName: 'Alma', lastName: 'Creator', units: 'metres' });
  golferB = await createUser({ firstName: 'Bartholomew', lastName: 'Featherstonehaugh-Montgomery', units: 'metres' });
  golferC = await createUser({ firstName: 'Chloé', lastName: 'Carrasco', units: 'metres' });
  await seed(`courses/${COURSE_ID}`, courseDoc(creator.uid));
  await seed(`scoreCards/${CARD_B}`, cardDoc(CARD_B, golferB.uid));
  await seed(`scoreCards/${CARD_C}`, cardDoc(CARD_C, golferC.uid));
  await announceTo([golferB.uid], 'scoreCards', CARD_B);
  await announceTo([golferC.uid], 'scoreCards', CARD_C);

  phoneB = await app.newContext('phone', { colorScheme: 'dark' });
  await phoneB.grantPermissions(['geolocation'], { origin: app.server.url });
  // Standing on the front of the green, but the GPS knows it to 25 m only.
  await phoneB.setGeolocation({ ...FRONT, accuracy: 25 });
  pageB = await phoneB.newPage();
  await signInThroughUi(pageB, golferB, app.server.url);
  await waitForServiceWorker(pageB);
});

/** The figures of the distances to the green: Front / Middle / Back -> text. */
async function distances(page: Page): Promise<Record<string, string>> {
  const list = page.getByRole('region', { name: 'Distances to the green' });
  const terms = await list.getByRole('term').allTextContents();
  const values = await list.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((t, i) => [t, values[i] ?? '']));
}

function expectedDistances(from: LatLng): Record<string, string> {
  const d = distancesToGreen(from, GREEN);
  return { Front: `${d.front} m`, Middle: `${d.middle} m`, Back: `${d.back} m` };
}

/** Opens "Map this hole" (a disclosure at the foot of the screen) and gives its group. */
async function openMapping(page: Page) {
  await page.getByText('Map this hole', { exact: true }).click();
  return page.getByRole('group').filter({ has: page.getByText('Map this hole', { exact: true }) });
}

describe('mapping a green while playing', () => {
  it('refuses a position known to 25 m, saying why on the disabled buttons', async () => {
    await pageB.goto(app.url(`/score-cards/${CARD_B}/play`));
    await pageB.getByRole('heading', { name: /^Hole 1 of 9/, level: 1 }).waitFor();
    const map = await openMapping(pageB);
    // No green points: no distances yet.
    expect(await pageB.getByRole('region', { name: 'Distances to the green' }).count()).toBe(0);
    const why = 'Your position is known to about 25 m; a point needs 10 m or better. Wait a moment in the open for a better fix.';
    await map.getByText(why).waitFor();
    await map.getByText('GPS accuracy: about 25 m.').waitFor();
    // The tee is mapped already and not this golfer's to move: shown as set, with no button.
    await map.getByText('Tee: set').waitFor();
    expect(await map.getByRole('button', { name: 'Tee here' }).count()).toBe(0);
    for (const name of ['Green front here', 'Green middle here', 'Green back here']) {
      const button = map.getByRole('button', { name });
      expect(await button.isDisabled(), name).toBe(true);
      expect(await button.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(why);
      const { height } = (await button.boundingBox()) ?? { height: 0 };
      expect(height, `${name} is a thumb's height`).toBeGreaterThanOrEqual(44);
    }
    await map.getByRole('button', { name: 'Green back here' }).scrollIntoViewIfNeeded();
    await screenshot(pageB, 'map-hole-refused-phone-dark', false);
    const summary = (await pageB.getByText('Map this hole', { exact: true }).boundingBox()) ?? { height: 0 };
    expect(summary.height).toBeGreaterThanOrEqual(44);
  });

  it('records the green front, middle and back offline, and the distances follow at once', async () => {
    await setOffline(phoneB, true);
    await pageB.getByRole('status').filter({ hasText: /^Offline/ }).waitFor();
    const map = pageB.getByRole('group').filter({ has: pageB.getByText('Map this hole', { exact: true }) });

    await phoneB.setGeolocation({ ...FRONT, accuracy: 4 });
    await map.getByText('GPS accuracy: about 4 m.').waitFor();
    await map.getByRole('button', { name: 'Green front here' }).click();
    await map.getByText('Green front of hole 1 recorded, to about 4 m. Every golfer gets it when this phone next syncs.').waitFor();
    await expect.poll(() => distances(pageB)).toEqual({ Front: '0 m', Middle: '–', Back: '–' });
    await map.getByText('Green front: set').waitFor();
    expect(await map.getByRole('button', { name: 'Green front here' }).count()).toBe(0);

    await phoneB.setGeolocation({ ...MIDDLE, accuracy: 3 });
    await map.getByText('GPS accuracy: about 3 m.').waitFor();
    await map.getByRole('button', { name: 'Green middle here' }).click();
    await map.getByText(/^Green middle of hole 1 recorded/).waitFor();

    await phoneB.setGeolocation({ ...BACK, accuracy: 5 });
    await map.getByText('GPS accuracy: about 5 m.').waitFor();
    await map.getByRole('button', { name: 'Green back here' }).click();
    await map.getByText(/^Green back of hole 1 recorded/).waitFor();
    await expect.poll(() => distances(pageB)).toEqual(expectedDistances(BACK));
    await screenshot(pageB, 'map-hole-phone-dark');

    await pageB.getByRole('status').filter({ hasText: /^Offline — [1-9]\d* changes? saved on this phone$/ }).waitFor();
    expect(await readData(`courses/${COURSE_ID}/tees/0/holes/0/greenFrontLatitude`)).toBeNull();
  });

  it('syncs the points when the phone is back online, changing nothing else of the course', async () => {
    await setOffline(phoneB, false);
    await pageB.getByRole('status').filter({ hasText: 'All changes synced' }).waitFor({ timeout: 30_000 });
    const hole1 = (await readData(`courses/${COURSE_ID}/tees/0/holes/0`)) as Record<string, number>;
    expect(hole1).toEqual({ number: 1, hcp: 1, par: 4, distance: 330, ...TEE_1, ...GREEN });
    const course = (await readData(`courses/${COURSE_ID}`)) as { creatorId: string; name: string };
    expect(course.creatorId).toBe(creator.uid);
    expect(course.name).toBe(COURSE);
  });

  it('gives another golfer the distances on the course, and shows the mapped points as set', async () => {
    const phoneC = await app.newContext('phone');
    await phoneC.grantPermissions(['geolocation'], { origin: app.server.url });
    const standing: LatLng = { latitude: 52.0015, longitude: 4.0003 };
    await phoneC.setGeolocation({ ...standing, accuracy: 6 });
    const pageC = await phoneC.newPage();
    await signInThroughUi(pageC, golferC, app.server.url);
    await pageC.goto(app.url(`/score-cards/${CARD_C}/play`));
    await pageC.getByRole('heading', { name: /^Hole 1 of 9/, level: 1 }).waitFor();
    // Her card was started before the mapping: the points come from the course.
    await expect.poll(() => distances(pageC)).toEqual(expectedDistances(standing));
    const map = await openMapping(pageC);
    for (const point of ['Tee', 'Green front', 'Green middle', 'Green back']) await map.getByText(`${point}: set`).waitFor();
    expect(await map.getByRole('button').count()).toBe(0);
  });
});
