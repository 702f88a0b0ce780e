// Servers a golfer or an administrator chooses, and the app's Content-Security-Policy (docs/ARCHITECTURE.md,
// "PWA, `npm start` and the e2e harness"): the e2e build lists every port of 127.0.0.2 in
// VITE_CONNECT_SERVERS, as a deployment lists its Overpass mirror or its proxy, and not 127.0.0.3. A
// second Overpass server on each: the listed one is saved and searched; the other is refused by the form
// with what to do, and the browser would indeed have blocked it. On a 390x844 phone in the dark theme.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEEWIND_ORIGIN } from '../support/overpass-courses.ts';
import { startOverpassServer, type OverpassServer } from '../support/overpass-server.ts';
import { createUser, LISTED_SERVER_HOST, screenshot, signInThroughUi, UNLISTED_SERVER_HOST, waitForServiceWorker } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();

let listed: OverpassServer;
let unlisted: OverpassServer;
let page: Page;

beforeAll(async () => {
  [listed, unlisted] = await Promise.all([startOverpassServer({ host: LISTED_SERVER_HOST }), startOverpassServer({ host: UNLISTED_SERVER_HOST })]);
  const golfer = await createUser({ firstName: 'Marguerite', lastName: 'Vandenbroucke-Oosterhuis', admin: true });
  const phone = await app.newContext('phone', { colorScheme: 'dark' });
  await phone.grantPermissions(['geolocation'], { origin: app.server.url });
  await phone.setGeolocation({ ...ZEEWIND_ORIGIN, accuracy: 5 });
  page = await phone.newPage();
  await signInThroughUi(page, golfer, app.server.url);
  await waitForServiceWorker(page);
});
afterAll(async () => {
  await listed?.stop();
  await unlisted?.stop();
});

/** Whether the page's own fetch reaches `url` (the policy blocks it before any network). */
const browserReaches = (url: string) => page.evaluate((u) => fetch(u, { method: 'POST', body: 'data=[out:json];out;' }).then(() => true, () => false), url);

describe('another Overpass server', () => {
  it('is refused, with what to do, when the app may not reach it: the browser would block it', async () => {
    await page.goto(app.url('/courses/import-osm'));
    await page.getByRole('heading', { name: 'Course from OpenStreetMap', level: 1 }).waitFor();
    await page.getByText('OpenStreetMap server', { exact: true }).click();
    const address = page.getByLabel('Overpass server address');
    await address.fill(unlisted.url);
    await page.getByRole('button', { name: 'Save server' }).click();
    const origin = new URL(unlisted.url).origin;
    await page.getByText(`This installation of the app may not connect to ${origin}`).waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(`add ${origin} to VITE_CONNECT_SERVERS, then build and deploy again`).isVisible()).toBe(true);
    await screenshot(page, 'connect-servers-refused-phone', false);
    // Not saved: the public server is still the one asked.
    expect(await page.evaluate(() => localStorage.getItem('hd-overpass'))).toBeNull();
    expect(await page.getByRole('button', { name: 'Use the public server' }).count()).toBe(0);
    // The form said what the browser does: its policy blocks the server, which never hears of the page.
    expect(await browserReaches(unlisted.url)).toBe(false);
    expect(unlisted.queries).toHaveLength(0);
  });

  it('is saved and asked when the app lists it', async () => {
    expect(await browserReaches(listed.url)).toBe(true);
    const asked = listed.queries.length;
    await page.getByLabel('Overpass server address').fill(listed.url);
    await page.getByRole('button', { name: 'Save server' }).click();
    await page.getByRole('button', { name: 'Use the public server' }).waitFor();
    expect(await page.getByText('This installation of the app may not connect').count()).toBe(0);
    await page.getByRole('button', { name: 'Courses near me' }).click();
    const results = page.getByRole('region', { name: 'Courses near you' });
    await results.waitFor();
    expect(await results.getByRole('listitem').first().textContent()).toContain('Zeewind Golf');
    expect(listed.queries.length).toBeGreaterThan(asked);
  });
});

describe('another golf course API address', () => {
  it('is refused in Spanish too when the app may not reach it, and taken when listed', async () => {
    await page.goto(app.url('/import_golf_course_api'));
    await page.getByLabel('API key').fill('demo-key-1234');
    await page.getByText('Advanced', { exact: true }).click();
    const baseUrl = page.getByLabel('Base URL');
    await baseUrl.fill(`http://${UNLISTED_SERVER_HOST}:8443`);
    await page.getByRole('button', { name: 'Save key' }).click();
    await page.getByText(`This installation of the app may not connect to http://${UNLISTED_SERVER_HOST}:8443`).waitFor();
    expect(await baseUrl.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('hd-golf-course-api'))).toBeNull();

    // Spanish, chosen in the profile.
    await page.goto(app.url('/profile'));
    await page.getByRole('radiogroup', { name: 'Language of the app' }).getByRole('radio', { name: 'Español' }).click();
    await page.getByRole('radio', { name: 'Español' }).and(page.locator('[aria-checked="true"]')).waitFor();
    await page.goto(app.url('/import_golf_course_api'));
    await page.getByLabel('Clave de la API').fill('demo-key-1234');
    await page.getByText('Avanzado', { exact: true }).click();
    await page.getByLabel('URL base').fill(`http://${UNLISTED_SERVER_HOST}:8443`);
    await page.getByRole('button', { name: 'Guardar clave' }).click();
    await page.getByText(`Esta instalación de la aplicación no puede conectarse a http://${UNLISTED_SERVER_HOST}:8443`).waitFor();
    await screenshot(page, 'connect-servers-refused-api-es-phone', false);

    await page.getByLabel('URL base').fill(`http://${LISTED_SERVER_HOST}:8443`);
    await page.getByRole('button', { name: 'Guardar clave' }).click();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('hd-golf-course-api') ?? 'null') as unknown)).toEqual({
      apiKey: 'demo-key-1234',
      baseUrl: `http://${LISTED_SERVER_HOST}:8443`,
    });
    expect(await page.getByText('no puede conectarse').count()).toBe(0);
  });
});
