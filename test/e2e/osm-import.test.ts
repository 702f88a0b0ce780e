// Course geometry from OpenStreetMap on a 390x844 phone in dark mode (docs/ARCHITECTURE.md, "Course geometry
// from OpenStreetMap"): a golfer standing on the first fairway of Zeewind Golf finds it nearby through the
// loopback Overpass server, meets a busy server and being offline in words, reads a course from a file
// offline, previews Zeewind hole by hole, creates the course, starts a round and sees front / middle / back
// distances on hole 1 from that position, credited to OpenStreetMap.
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distancesToGreen, type LatLng } from '../../src/domain/index.ts';
import { ahead, fixtureCourse, ZEEWIND_ORIGIN } from '../support/overpass-courses.ts';
import { startOverpassServer, type OverpassServer } from '../support/overpass-server.ts';
import { createUser, screenshot, setOffline, signInThroughUi, waitForServiceWorker } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();
const COURSE = `Zeewind Golf ${Date.now().toString(36)}`;
/** 200 m down hole 1 (a par 4 of 343 m played on a bearing of 10 degrees), 143 m from the green. */
const ON_FAIRWAY: LatLng = ahead(ZEEWIND_ORIGIN, 10, 200);

let overpass: OverpassServer;
let phone: BrowserContext;
let page: Page;

beforeAll(async () => {
  overpass = await startOverpassServer();
  const golfer = await createUser({ firstName: 'Joost', lastName: 'van den Berg-Zeewinden', units: 'metres' });
  phone = await app.newContext('phone', { colorScheme: 'dark' });
  await phone.grantPermissions(['geolocation'], { origin: app.server.url });
  await phone.setGeolocation({ ...ON_FAIRWAY, accuracy: 5 });
  page = await phone.newPage();
  await signInThroughUi(page, golfer, app.server.url);
  await waitForServiceWorker(page);
});
afterAll(() => overpass?.stop());

/** The page's alert once it says `text`. */
const alert = (text: string) => page.getByRole('alert').filter({ hasText: text }).waitFor();

describe('a course from OpenStreetMap on a phone', () => {
  it('points the import at the Overpass server from the courses page', async () => {
    await page.goto(app.url('/courses'));
    await page.getByRole('link', { name: 'From OpenStreetMap' }).click();
    await page.getByRole('heading', { name: 'Course from OpenStreetMap', level: 1 }).waitFor();
    await page.getByText('OpenStreetMap server', { exact: true }).click();
    await page.getByLabel('Overpass server address').fill(overpass.url);
    await page.getByRole('button', { name: 'Save server' }).click();
    await page.getByRole('button', { name: 'Use the public server' }).waitFor();
  });

  it('says "try again later" when the server is rate limiting or too busy, and that it is offline', async () => {
    overpass.failNext('429');
    await page.getByRole('button', { name: 'Courses near me' }).click();
    await alert('too many requests): try again later');
    overpass.failNext('busy');
    await page.getByLabel('Course name, town, or latitude, longitude').fill('Zeewind');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await alert('too busy to answer right now: try again later');
    await screenshot(page, 'osm-import-busy-phone', false);
    await setOffline(phone, true);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await alert('You are offline: finding courses on OpenStreetMap needs a connection.');
    await setOffline(phone, false);
  });

  it('reads a course from a file while offline, and goes back to the search', async () => {
    await setOffline(phone, true);
    await page.getByLabel('Or read a file (.osm, Overpass JSON, GeoJSON)').setInputFiles(fileURLToPath(new URL('../fixtures/osm/kleine-duin.osm', import.meta.url)));
    const preview = page.getByRole('region', { name: 'Kleine Duin Pitch & Putt' });
    await preview.waitFor();
    expect(await preview.getByRole('list', { name: 'Holes' }).getByRole('listitem').count()).toBe(9);
    expect(await preview.getByRole('list', { name: 'Holes' }).getByRole('listitem').first().textContent()).toContain('Found: tee, green front, middle and back.');
    await preview.getByRole('button', { name: 'Back to the search' }).click();
    await setOffline(phone, false);
    await page.getByRole('button', { name: 'Courses near me' }).waitFor();
  });

  it('finds the course nearby and previews every hole, drawn, before anything is saved', async () => {
    await page.getByRole('button', { name: 'Courses near me' }).click();
    const results = page.getByRole('region', { name: 'Courses near you' });
    await results.waitFor();
    expect(await results.getByRole('listitem').first().textContent()).toContain('Zeewind Golf');
    await results.getByRole('button', { name: 'Preview Zeewind Golf' }).click();

    const preview = page.getByRole('region', { name: 'Zeewind Golf' });
    await preview.waitFor();
    const credit = preview.getByRole('link', { name: 'OpenStreetMap contributors' });
    expect(await credit.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
    const holes = preview.getByRole('list', { name: 'Holes' }).getByRole('listitem');
    expect(await holes.count()).toBe(18);
    expect(await holes.first().textContent()).toContain('Found: tee, green front, middle and back, 1 obstacle.');
    await preview.getByRole('button', { name: 'Show drawing of hole 1', exact: true }).click();
    const drawing = preview.getByRole('img', { name: 'Hole 1 of Zeewind Golf from OpenStreetMap, par 4 · stroke index 9 · 343 m' });
    await drawing.waitFor();
    for (const part of ['tee', 'green front', 'green middle', 'green back', 'obstacle']) expect(await drawing.locator(`[data-part="${part}"]`).count(), part).toBe(1);
    await screenshot(page, 'osm-import-preview-phone');
  });

  it('creates the course with its 18 holes, credited on the course page', async () => {
    await page.getByLabel('Course name').fill(COURSE);
    await page.getByRole('button', { name: 'Create course' }).click();
    await page.getByRole('status').filter({ hasText: `Created ${COURSE} with 18 holes.` }).waitFor();
    await page.getByRole('link', { name: `Open ${COURSE}` }).click();
    await page.getByRole('heading', { name: COURSE, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'OpenStreetMap contributors' }).waitFor();
  });

  it('plays hole 1 with front, middle and back distances from where the golfer stands', async () => {
    await page.goto(app.url('/play'));
    await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE });
    await page.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Start round' }).click();
    await page.waitForURL((u) => /^\/score-cards\/[^/]+\/play$/.test(u.pathname));
    await page.getByRole('heading', { name: /^Hole 1 of 18/, level: 1 }).waitFor();

    const region = page.getByRole('region', { name: 'Distances to the green' });
    const shown = async () => {
      const terms = await region.getByRole('term').allTextContents();
      const values = await region.getByRole('definition').allTextContents();
      return Object.fromEntries(terms.map((t, i) => [t, Number.parseInt(values[i] ?? '', 10)]));
    };
    const green = fixtureCourse('Zeewind').greens.get(1);
    if (!green) throw new Error('hole 1 has no green');
    const want = distancesToGreen(ON_FAIRWAY, {
      greenFrontLatitude: green.front.latitude,
      greenFrontLongitude: green.front.longitude,
      middleLatitude: green.middle.latitude,
      middleLongitude: green.middle.longitude,
      greenEndLatitude: green.back.latitude,
      greenEndLongitude: green.back.longitude,
    });
    // The three figures are there once the phone has its position.
    await region.getByRole('definition').filter({ hasText: /^\d+ m$/ }).nth(2).waitFor();
    // The green as drawn and as built differ by under 10 cm: a whole metre either way at most.
    const d = await shown();
    expect(Object.keys(d)).toEqual(['Front', 'Middle', 'Back']);
    expect(Math.abs((d.Front ?? NaN) - (want.front ?? NaN))).toBeLessThanOrEqual(1);
    expect(Math.abs((d.Middle ?? NaN) - (want.middle ?? NaN))).toBeLessThanOrEqual(1);
    expect(Math.abs((d.Back ?? NaN) - (want.back ?? NaN))).toBeLessThanOrEqual(1);
    expect(d.Middle).toBeGreaterThan(140);
    expect(d.Middle).toBeLessThan(146);
    expect(await page.getByRole('link', { name: 'OpenStreetMap contributors' }).count()).toBe(1);
    await screenshot(page, 'osm-play-distances-phone', false);
  });
});
