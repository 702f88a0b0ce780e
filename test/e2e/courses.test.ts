// Courses on a phone: create a course and an 18-hole tee through the forms, see the tee's holes, open a
// hole page drawn from its coordinates with live GPS distances to the green, and the course on the server.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { distancesToGreen } from '../../src/domain/index.ts';
import { createUser, launchBrowser, newContext, readData, screenshot, serveApp, signInThroughUi, type StaticServer, type TestUser } from './support/index.ts';

let browser: Browser;
let server: StaticServer;
let context: BrowserContext;
let page: Page;
let golfer: TestUser;

// Hole 1 of the new tee, played roughly north-north-east, and where the golfer stands on it.
const HOLE_1 = {
  tee: ['52.0000', '4.0000'],
  front: ['52.0028', '4.0005'],
  middle: ['52.0030', '4.0006'],
  back: ['52.0032', '4.0007'],
  bunker: ['52.0018', '4.0009'],
};
const GOLFER = { latitude: 52.001, longitude: 4.0002 };
const COURSE_NAME = `Dune Links ${Date.now().toString(36)}`;

beforeAll(async () => {
  [browser, server, golfer] = await Promise.all([launchBrowser(), serveApp(), createUser({ firstName: 'Course', lastName: 'Maker', units: 'metres' })]);
  context = await newContext(browser, 'phone');
  await context.grantPermissions(['geolocation'], { origin: server.url });
  await context.setGeolocation({ ...GOLFER, accuracy: 4 });
  page = await context.newPage();
  await signInThroughUi(page, golfer, server.url);
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await server?.close();
});

type StoredCourse = { name?: string; creatorId?: string; tees?: { holes: unknown[] }[] };

const hole = (n: number) => page.getByRole('group', { name: `Hole ${n}`, exact: true });

async function fillPoint(n: number, title: string, [lat, lon]: string[]) {
  await hole(n).getByLabel(`${title} latitude`, { exact: true }).fill(lat ?? '');
  await hole(n).getByLabel(`${title} longitude`, { exact: true }).fill(lon ?? '');
}

describe('courses', () => {
  test('a golfer creates a course with an 18-hole tee and opens a hole with GPS distances', async () => {
    await page.goto(`${server.url}/courses`);
    await page.getByRole('heading', { name: 'Courses', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New course' }).click();
    // An empty name is refused next to the field.
    await page.getByRole('button', { name: 'Create course' }).click();
    await page.getByText('Enter the course name.').waitFor();
    await page.getByLabel('Course name').fill(COURSE_NAME);
    await page.getByRole('button', { name: 'Create course' }).click();
    await page.getByRole('heading', { name: COURSE_NAME, level: 1 }).waitFor();
    const courseId = new URL(page.url()).pathname.split('/')[2] ?? '';
    expect(courseId).not.toBe('');

    await page.getByRole('button', { name: 'Add tee' }).click();
    const form = page.getByRole('form', { name: 'New tee' });
    await form.getByLabel('Tee name').fill('White');
    await form.getByLabel('Colour').selectOption('white');
    await form.getByLabel('Course rating').fill('71.2');
    await form.getByLabel('Slope', { exact: true }).fill('300');
    const pars = [4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4];
    for (let n = 1; n <= 18; n++) {
      await hole(n).getByLabel('Par', { exact: true }).fill(String(pars[n - 1]));
      // Hole 18 gets the index of hole 1 first: the form must say which one clashes.
      await hole(n).getByLabel('Stroke index', { exact: true }).fill(String(n === 18 ? 1 : n));
      await hole(n).getByLabel('Distance (m)', { exact: true }).fill(String(300 + n));
    }
    await form.getByRole('button', { name: 'Save tee' }).click();
    await form.getByText('The slope must be between 55 and 155.').waitFor();
    await hole(18).getByText('Stroke index 1 is already used on hole 1.').waitFor();
    // Nothing typed was lost.
    expect(await hole(12).getByLabel('Distance (m)', { exact: true }).inputValue()).toBe('312');
    await screenshot(page, 'course-tee-errors', false);
    await form.getByLabel('Slope', { exact: true }).fill('125');
    await hole(18).getByLabel('Stroke index', { exact: true }).fill('18');

    await hole(1).getByText(/Coordinates and obstacles/).click();
    await fillPoint(1, 'Tee', HOLE_1.tee);
    await fillPoint(1, 'Green front', HOLE_1.front);
    await fillPoint(1, 'Green middle', HOLE_1.middle);
    await fillPoint(1, 'Green back', HOLE_1.back);
    await hole(1).getByRole('button', { name: 'Add obstacle' }).click();
    const obstacle = hole(1).getByRole('group', { name: 'Obstacle 1' });
    await obstacle.getByLabel('Obstacle name').fill('Fairway bunker');
    await obstacle.getByLabel('Latitude', { exact: true }).fill(HOLE_1.bunker[0] ?? '');
    await obstacle.getByLabel('Longitude', { exact: true }).fill(HOLE_1.bunker[1] ?? '');
    // Standing on hole 2's tee, the golfer takes its position from the GPS.
    await hole(2).getByText(/Coordinates and obstacles/).click();
    await hole(2).getByRole('button', { name: 'Use my position for tee' }).click();
    await expect.poll(() => hole(2).getByLabel('Tee latitude', { exact: true }).inputValue()).toBe(String(GOLFER.latitude));
    expect(await hole(2).getByLabel('Tee longitude', { exact: true }).inputValue()).toBe(String(GOLFER.longitude));
    await form.getByRole('button', { name: 'Save tee' }).click();

    const tee = page.getByRole('article', { name: 'White' });
    await tee.waitFor();
    expect(await tee.getByRole('row').count()).toBe(19);
    expect(await tee.getByText('Par 72').isVisible()).toBe(true);
    await screenshot(page, 'course-page');

    await tee.getByRole('link', { name: 'Hole 1, par 4, 301 m, White tee' }).click();
    await page.getByRole('heading', { name: /Hole 1/, level: 1 }).waitFor();
    const map = page.getByRole('img', { name: /Hole 1 of/ });
    await map.waitFor();
    expect(await map.locator('[data-part="golfer"]').count()).toBe(1);
    expect(await map.getByText('Fairway bunker').count()).toBe(1);

    const expected = distancesToGreen(GOLFER, {
      greenFrontLatitude: Number(HOLE_1.front[0]),
      greenFrontLongitude: Number(HOLE_1.front[1]),
      middleLatitude: Number(HOLE_1.middle[0]),
      middleLongitude: Number(HOLE_1.middle[1]),
      greenEndLatitude: Number(HOLE_1.back[0]),
      greenEndLongitude: Number(HOLE_1.back[1]),
    });
    await page.getByText(`${expected.front} m`, { exact: true }).waitFor();
    const shown = await page.getByRole('definition').allTextContents();
    expect(shown).toEqual([`${expected.front} m`, `${expected.middle} m`, `${expected.back} m`]);
    await screenshot(page, 'course-hole');

    // The golfer walks towards the green: the distances follow.
    await context.setGeolocation({ latitude: 52.002, longitude: 4.0004, accuracy: 4 });
    const closer = distancesToGreen({ latitude: 52.002, longitude: 4.0004 }, {
      middleLatitude: Number(HOLE_1.middle[0]),
      middleLongitude: Number(HOLE_1.middle[1]),
    });
    await page.getByText(`${closer.middle} m`, { exact: true }).waitFor();

    // The course reached the server with its creator.
    const deadline = Date.now() + 20_000;
    let stored: StoredCourse | null = null;
    while (Date.now() < deadline) {
      stored = (await readData(`courses/${courseId}`)) as StoredCourse | null;
      if (stored?.tees?.[0]?.holes.length === 18) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(stored).toMatchObject({ name: COURSE_NAME, creatorId: golfer.uid });
    expect(stored?.tees?.[0]?.holes).toHaveLength(18);
  });

  test('the list finds the course by search, and an unknown id says the course does not exist', async () => {
    await page.goto(`${server.url}/courses`);
    await page.getByLabel('Search courses').fill(COURSE_NAME.toUpperCase());
    await page.getByRole('link', { name: new RegExp(COURSE_NAME) }).waitFor();
    await page.getByLabel('Search courses').fill('no such course anywhere');
    await page.getByText('No course matches').waitFor();

    await page.goto(`${server.url}/courses/unknown`);
    await page.getByRole('heading', { name: 'Course not found' }).waitFor();
    expect(await page.getByText(/There is no course "unknown"/).isVisible()).toBe(true);
  });

  test('without location permission the hole page says so', async () => {
    const denied = await newContext(browser, 'phone');
    try {
      const p = await denied.newPage();
      await signInThroughUi(p, golfer, server.url);
      await p.goto(`${server.url}/courses`);
      await p.getByRole('link', { name: new RegExp(COURSE_NAME) }).click();
      await p.getByRole('link', { name: 'Hole 1, par 4, 301 m, White tee' }).click();
      await p.getByRole('alert').filter({ hasText: /Location is turned off|not available|No GPS fix/ }).waitFor();
    } finally {
      await denied.close();
    }
  });
});
