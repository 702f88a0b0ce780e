// The course and golfer directories on a phone (docs/ARCHITECTURE.md, "Course directory"): a golfer
// whose phone holds no course finds one on the server from the round form and plays it; /courses finds
// courses near the phone and saves one to "My courses", and courses near a town typed by name (found on the
// loopback Overpass server); the match form finds a golfer the phone does not
// hold; offline, the searches say they need a connection while what the phone keeps stays listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseDocument, holes18, yellowTee18 } from '../support/course-18.ts';
import { ZEEWIJK } from '../support/overpass-courses.ts';
import { startOverpassServer, type OverpassServer } from '../support/overpass-server.ts';
import { createUser, readData, screenshot, seed, SERVER_TIMESTAMP, setOffline, signInThroughUi, waitForServiceWorker } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();
const url = (path: string) => app.url(path);
const stamp = Date.now().toString(36);
/** Where the courses of this file lie (far from every other file's), and where the phone stands. */
const HERE = { latitude: 64.1466, longitude: -21.9426 };

/** The OpenStreetMap server the phone asks for a place's position: it knows the town of Zeewijk. */
let overpass: OverpassServer;
beforeAll(async () => {
  overpass = await startOverpassServer();
});
afterAll(() => overpass?.stop());

/** A course on the server, made by someone else, its holes around `at`. */
async function seedCourseAt(id: string, name: string, creatorId: string, at: { latitude: number; longitude: number }): Promise<void> {
  const holes = holes18().map((h, i) => ({ ...h, teeLatitude: at.latitude + i * 0.001, teeLongitude: at.longitude, latitude: at.latitude + i * 0.001 + 0.002, longitude: at.longitude + 0.001 }));
  await seed(`courses/${id}`, { ...courseDocument({ id, name, creatorId, now: Date.now(), tees: [yellowTee18({ holes })] }), updatedAt: SERVER_TIMESTAMP });
}

describe('the directories on a phone', () => {
  it('finds a course and a golfer on the server from the round, match and course pages; offline it says so', { timeout: 300_000 }, async () => {
    const owner = await createUser({ firstName: 'Olafur', lastName: `Owner${stamp}` });
    const golfer = await createUser({ firstName: 'Ana', lastName: `Searcher${stamp}` });
    const partner = await createUser({ firstName: 'Guðrún', lastName: `Zubizarreta-Valdés ${stamp}` });
    const links = `Fjord Links ${stamp}`;
    const heath = `Fjord Heath and Lava Fields Golf Club ${stamp}`;
    await seedCourseAt(`fjord-links-${stamp}`, links, owner.uid, HERE);
    await seedCourseAt(`fjord-heath-${stamp}`, heath, owner.uid, { latitude: HERE.latitude + 0.03, longitude: HERE.longitude + 0.05 });
    const moor = `Fjord Moor ${stamp}`;
    await seedCourseAt(`fjord-moor-${stamp}`, moor, owner.uid, { latitude: HERE.latitude + 2, longitude: HERE.longitude + 2 });
    const dunes = `Zeewijk Dunes ${stamp}`;
    await seedCourseAt(`zeewijk-dunes-${stamp}`, dunes, owner.uid, ZEEWIJK.centre);

    const phone = await app.newContext('phone', { colorScheme: 'dark' });
    await phone.grantPermissions(['geolocation'], { origin: app.server.url });
    await phone.setGeolocation({ ...HERE, accuracy: 10 });
    const page = await phone.newPage();
    await signInThroughUi(page, golfer, app.server.url);
    await waitForServiceWorker(page);

    // The round form: no course on the phone; the one found by name is chosen, arrives and is played.
    await page.goto(url('/play'));
    await page.getByText('There are no courses on this phone yet').waitFor();
    await page.getByRole('searchbox', { name: 'Find a course' }).fill('fjord LINKS');
    await page.getByRole('button', { name: `Choose ${links}` }).click();
    await expect.poll(() => page.getByLabel('Course', { exact: true }).locator('option:checked').textContent(), { timeout: 30_000 }).toBe(links);
    await page.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
    await screenshot(page, 'directory-round-form-dark');
    await page.getByRole('button', { name: 'Start round' }).click();
    await page.waitForURL((u) => /^\/score-cards\/[^/]+\/play$/.test(u.pathname));

    // /courses: the course played is the golfer's; the other is found near the phone and saved.
    await page.goto(url('/courses'));
    await page.getByRole('link', { name: new RegExp(links) }).waitFor();
    expect(await page.getByRole('link', { name: new RegExp(heath) }).count()).toBe(0);
    await page.getByRole('button', { name: 'Courses near me' }).click();
    const found = page.getByRole('list', { name: 'Courses found' });
    await found.getByText(heath).waitFor({ timeout: 30_000 });
    expect(await found.getByRole('listitem').first().textContent()).toContain(links);
    // The golfer has not chosen a unit: the en-GB browser's yards, so places are miles away.
    expect(await found.getByRole('listitem').nth(1).textContent()).toMatch(/\d\smi/);
    await screenshot(page, 'directory-courses-near-dark');
    await found.getByRole('button', { name: `Save ${heath} to my courses` }).click();
    await page.getByRole('link', { name: new RegExp(heath) }).waitFor({ timeout: 30_000 });
    await found.getByRole('button', { name: `Remove ${heath} from my courses` }).waitFor();
    expect(await readData(`userData/${golfer.uid}/savedCourses`)).toMatchObject({ [`fjord-heath-${stamp}`]: 1 });

    // A town typed by name: its position found on OpenStreetMap (the server set for this device), then the
    // courses nearest it; a name no town has, and a busy server, are said in words.
    await page.evaluate((baseUrl) => localStorage.setItem('hd-overpass', JSON.stringify({ baseUrl })), overpass.url);
    const find = page.getByRole('searchbox', { name: 'Find a course' });
    const nowhere = 'Zeewijkerbroekpolderdorpsgemeenschapsterpenland';
    await find.fill(nowhere);
    const nearNowhere = page.getByRole('button', { name: `Courses near “${nowhere}”` });
    await nearNowhere.click();
    await page.getByRole('alert').filter({ hasText: `OpenStreetMap knows no town or village named “${nowhere}”` }).waitFor({ timeout: 30_000 });
    // The long name wraps inside the 390 px phone.
    const wide = await nearNowhere.boundingBox();
    expect((wide?.x ?? 0) + (wide?.width ?? Infinity)).toBeLessThanOrEqual(390);
    await screenshot(page, 'directory-place-not-found-dark', false);
    overpass.failNext('busy');
    await find.fill('Zeewijk');
    const nearTown = page.getByRole('button', { name: 'Courses near “Zeewijk”' });
    await nearTown.click();
    await page.getByRole('alert').filter({ hasText: 'too busy to answer right now: try again later' }).waitFor({ timeout: 30_000 });
    await nearTown.click();
    await page.getByRole('status').filter({ hasText: 'Courses nearest “Zeewijk”:' }).waitFor({ timeout: 30_000 });
    await found.getByText(dunes).waitFor();
    expect(await page.getByRole('search', { name: 'Courses on the server' }).getByRole('alert').count()).toBe(0);
    expect((await nearTown.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'directory-courses-near-town-dark');

    // A link to a course the phone does not keep: found on the server, saved, then shown; a wrong id is not found.
    await page.goto(url(`/courses/fjord-moor-${stamp}`));
    await page.getByRole('heading', { level: 1, name: moor }).waitFor({ timeout: 30_000 });
    await page.getByText('This course is not on this phone yet.').waitFor();
    await page.getByRole('link', { name: 'All courses' }).waitFor();
    await screenshot(page, 'directory-course-not-on-phone-dark');
    await page.getByRole('button', { name: 'Save to my courses' }).click();
    await page.getByRole('button', { name: 'Remove from my courses' }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: moor }).waitFor();
    await page.goto(url(`/courses/no-such-course-${stamp}`));
    await page.getByRole('heading', { level: 1, name: 'Course not found' }).waitFor({ timeout: 30_000 });

    // The match form: the partner is not on the phone; found on the server, added, the match created.
    await page.goto(url('/matches'));
    await page.getByRole('button', { name: 'New match' }).click();
    await page.getByLabel('Course', { exact: true }).selectOption({ label: links });
    await page.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Find a golfer').fill('zubizarreta');
    await page.getByRole('list', { name: 'Golfers on the server' }).getByRole('button', { name: `Add Guðrún Zubizarreta-Valdés ${stamp}` }).click();
    await page.getByText(`Guðrún Zubizarreta-Valdés ${stamp}`).first().waitFor();
    await screenshot(page, 'directory-match-golfer-dark');
    await page.getByRole('button', { name: 'Create match' }).click();
    await page.waitForURL((u) => /^\/matches\/[^/]+$/.test(u.pathname));
    const matchId = new URL(page.url()).pathname.split('/')[2] ?? '';
    await expect.poll(() => readData(`matches/${matchId}/players`), { timeout: 30_000 }).toMatchObject({ [partner.uid]: 1 });

    // Offline: the search says it needs a connection; the phone's courses are still there.
    await page.goto(url('/courses'));
    await page.getByRole('link', { name: new RegExp(heath) }).waitFor();
    await setOffline(phone, true);
    await page.getByRole('searchbox', { name: 'Find a course' }).fill('fjord');
    await page.getByRole('status').filter({ hasText: 'Searching the server needs a connection' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: new RegExp(links) }).count()).toBe(1);
    await screenshot(page, 'directory-offline-dark');
    await page.goto(url('/matches'));
    await page.getByRole('button', { name: 'New match' }).click();
    await page.getByLabel('Find a golfer').fill('nobody here');
    await page.getByRole('status').filter({ hasText: 'Finding other golfers needs a connection' }).waitFor({ timeout: 30_000 });
    await page.goto(url(`/courses/another-course-${stamp}`));
    await page.getByRole('status').filter({ hasText: 'Finding it on the server needs a connection' }).waitFor({ timeout: 30_000 });
    await setOffline(phone, false);
  });
});
