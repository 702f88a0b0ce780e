// The administration pages in a real browser (docs/ADMINISTRATION.md): a golfer exports their data, changes a
// card in the file and re-imports it with the preview naming the change; a malformed file writes nothing; an
// administrator imports a course from the loopback golf course API (filling the stroke indexes the provider
// lacks) and plays a round on it; /users lists and searches golfers and grants the admin role, which the
// other golfer then sees in their menu; golfers get the 404 page on the admin routes.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGolfCourseApiServer, FIXTURES_DIR, type GolfCourseApiServer } from '../support/golf-course-api-server.ts';
import { course as courseDoc, scoreCard, userData } from '../unit/rules/fixtures.ts';
import { golferNameKeys } from '../../src/data/golfer-name-keys.ts';
import { announceTo, createUser, readData, screenshot, seed, seedMerge, SERVER_TIMESTAMP, setOffline, signInThroughUi, type TestUser } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();
const url = (path: string) => app.url(path);
const API_KEY = 'e2e-key';
let api: GolfCourseApiServer;

beforeAll(async () => {
  api = await startGolfCourseApiServer({ apiKey: API_KEY, cors: true });
});
afterAll(async () => {
  await api.stop();
});

/** A phone (or desktop) in the dark theme, signed in as `user`. */
async function signedIn(user: TestUser, device: 'phone' | 'desktop' = 'phone'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.newContext(device, { colorScheme: 'dark' });
  await context.addInitScript(() => localStorage.setItem('hd-theme', 'dark'));
  const page = await context.newPage();
  await signInThroughUi(page, user, app.server.url);
  return { context, page };
}

/** The first defined result of `read`, asked every 250 ms for up to `timeoutMs`. */
async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T | undefined> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logoff' }).waitFor();
}

describe('export and import', () => {
  it('exports, re-imports a changed card with the preview naming the change, and refuses a malformed file', { timeout: 180_000 }, async () => {
    const golfer = await createUser({ firstName: 'Eva', lastName: 'Export' });
    const stamp = Date.now().toString(36);
    const courseId = `c-${stamp}`;
    const cardId = `sc-${stamp}`;
    await seed(`courses/${courseId}`, { ...courseDoc(courseId, golfer.uid, { name: `Export Links ${stamp}`, nameSort: `export links ${stamp}` }), updatedAt: SERVER_TIMESTAMP });
    await seed(`scoreCards/${cardId}`, {
      ...scoreCard(cardId, golfer.uid, golfer.uid, '', { courseId, courseName: `Export Links ${stamp}`, notes: 'calm' }),
      updatedAt: SERVER_TIMESTAMP,
    });
    await announceTo([golfer.uid], 'scoreCards', cardId);
    const { page } = await signedIn(golfer);
    await page.goto(url('/score-cards'));
    await page.getByRole('link', { name: new RegExp(`Export Links ${stamp}`) }).first().waitFor({ timeout: 30_000 });

    await page.goto(url('/export'));
    await page.getByRole('heading', { name: 'Export', level: 1 }).waitFor();
    const [jsonDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download everything (JSON)' }).click()]);
    expect(jsonDownload.suggestedFilename()).toMatch(/^handicap-down-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await jsonDownload.path()) as string, 'utf8')) as {
      format: string;
      formatVersion: number;
      collections: { scorecards: { id: string; notes?: string }[] };
    };
    expect(exported.format).toBe('handicap-down-export');
    expect(exported.formatVersion).toBe(1);
    const card = exported.collections.scorecards.find((c) => c.id === cardId);
    expect(card?.notes).toBe('calm');
    await page.getByRole('status').filter({ hasText: /^Downloaded handicap-down-/ }).waitFor();

    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my score cards (CSV)' }).click()]);
    expect(csvDownload.suggestedFilename()).toMatch(/^handicap-down-score-cards-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await csvDownload.path()) as string, 'utf8').split('\r\n');
    expect(csv[0]).toMatch(/^Card id,Date,Course id,/);
    expect(csv.filter((line) => line.startsWith(`${cardId},`))).toHaveLength(2);
    await screenshot(page, 'export-phone');

    // The golfer changes the card's notes in the file and imports it again.
    if (card) card.notes = 'windy on the back nine';
    await page.goto(url('/import'));
    const fileInput = page.getByLabel('File to import (JSON export or score cards CSV)');
    await fileInput.setInputFiles({ name: 'changed.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
    await page.getByRole('table', { name: 'What the import would do' }).waitFor();
    const row = page.getByRole('row', { name: /^Score cards/ });
    expect(await row.getByRole('cell').allTextContents()).toEqual(['0', '1', String(exported.collections.scorecards.length - 1), '0']);
    const changes = page.getByRole('list', { name: 'Score cards that would change' });
    expect(await changes.textContent()).toBe(`${cardId}: notes`);
    await screenshot(page, 'import-preview-phone');
    await page.getByRole('button', { name: 'Import 1 document' }).click();
    await page.getByRole('status').filter({ hasText: 'Imported 1 document; they sync when online.' }).waitFor();
    const synced = await eventually(async () => {
      const notes = (await readData(`scoreCards/${cardId}/notes`)) as string | null;
      return notes === 'windy on the back nine' ? notes : undefined;
    });
    expect(synced).toBe('windy on the back nine');

    // A malformed file: a clear message, no import button, nothing written.
    await fileInput.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "handicap-down-export", ') });
    await page.getByRole('alert').filter({ hasText: /^Nothing was imported from broken\.json: The file is not valid JSON/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Import \d+ document/ }).count()).toBe(0);
    await screenshot(page, 'import-malformed-phone');
    // A CSV without the card id column is refused whole.
    await fileInput.setInputFiles({ name: 'cards.csv', mimeType: 'text/csv', buffer: Buffer.from('Date,Hole,Shots\r\n2026-01-01T10:00:00.000Z,1,4\r\n') });
    await page.getByRole('alert').filter({ hasText: /lacks the columns? .*"Card id"/ }).waitFor();
    expect(await readData(`scoreCards/${cardId}/notes`)).toBe('windy on the back nine');
  });
});

describe('administration', () => {
  it('says when the service refuses calls from a browser (not "offline"), and which search results were skipped', { timeout: 240_000 }, async () => {
    // Like the real service, this one sends no cross-origin permission: the page cannot read its answers.
    const refusing = await startGolfCourseApiServer({ apiKey: API_KEY });
    try {
      const admin = await createUser({ admin: true, firstName: 'Ada', lastName: 'Proxyless' });
      const { page } = await signedIn(admin);
      await page.goto(url('/import_golf_course_api'));
      await page.getByLabel('API key').fill(API_KEY);
      await page.getByText('Advanced', { exact: true }).click();
      await page.getByLabel('Base URL').fill(refusing.url);
      await page.getByRole('button', { name: 'Save key' }).click();
      await page.getByLabel('Club or course name').fill('golf');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'does not accept calls from a browser' });
      await alert.waitFor();
      expect(await alert.textContent()).toContain(`The golf course API at ${refusing.url} answered, but does not accept calls from a browser`);
      expect(await alert.textContent()).toContain('Set "Base URL" under "Advanced" to a proxy');
      await screenshot(page, 'import-golf-course-api-browser-refused-phone');

      // Through a proxy (here the stand-in that allows browsers): the two broken results are named, the rest listed.
      await page.getByLabel('Base URL').fill(api.url);
      await page.getByRole('button', { name: 'Save key' }).click();
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const note = page.getByRole('note').filter({ hasText: 'results skipped' });
      await note.waitFor();
      expect(await note.textContent()).toBe(
        '2 results skipped: “Golfclub De Lage Vuursche” has no id; “Broekpolder Golf” has a malformed tee (men’s tee 1: its “holes” is not a list).',
      );
      await page.getByRole('button', { name: 'Preview Royal Westmoreland Golf Club' }).waitFor();
      await page.getByRole('button', { name: 'Preview Heideveld Golf' }).waitFor();
      await screenshot(page, 'import-golf-course-api-skipped-phone');
    } finally {
      await refusing.stop();
    }
  });

  it('imports a course from the golf course API, filling missing stroke indexes, and plays a round on it', { timeout: 240_000 }, async () => {
    const admin = await createUser({ admin: true, firstName: 'Ada', lastName: 'Admin' });
    const { page } = await signedIn(admin);
    await page.goto(url('/import_golf_course_api'));
    await page.getByRole('heading', { name: 'Import Golf Course API', level: 1 }).waitFor();
    await page.getByLabel('API key').fill(API_KEY);
    await page.getByText('Advanced', { exact: true }).click();
    await page.getByLabel('Base URL').fill(api.url);
    await page.getByRole('button', { name: 'Save key' }).click();
    await page.getByRole('button', { name: 'Forget key' }).waitFor();

    await page.getByLabel('Club or course name').fill('heideveld');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Preview Heideveld Golf' }).click();
    await page.getByRole('heading', { name: 'Heideveld Golf', level: 2 }).waitFor();

    // The fixture's Gold tee has no stroke index on two holes: the admin fills in the two left over.
    const fixture = JSON.parse(readFileSync(new URL('course-2002.json', FIXTURES_DIR), 'utf8')) as {
      course: { tees: { male: { tee_name: string; holes: { handicap?: number }[] }[] } };
    };
    const gold = fixture.course.tees.male.find((t) => t.tee_name === 'Gold');
    const missing = (gold?.holes ?? []).flatMap((h, i) => (h.handicap === undefined ? [i + 1] : []));
    const used = new Set((gold?.holes ?? []).map((h) => h.handicap));
    const free = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => !used.has(n));
    expect(missing.length).toBeGreaterThan(0);
    await page.getByText(/The provider gives no stroke index for holes?/).first().waitFor();
    await screenshot(page, 'import-golf-course-api-phone');
    for (const [i, hole] of missing.entries()) {
      await page.getByLabel(`Stroke index of hole ${hole}, tee Gold (men's)`).fill(String(free[i]));
    }
    await page.getByRole('button', { name: 'Save course' }).click();
    await page.getByRole('link', { name: 'Open Heideveld Golf' }).click();
    await page.waitForURL((u) => u.pathname === '/courses/gca-2002');
    await page.getByRole('heading', { name: 'Heideveld Golf', level: 1 }).waitFor();
    const stored = await eventually(async () => {
      const tees = (await readData('courses/gca-2002/tees')) as { name: string; holes: { hcp: number }[] }[] | null;
      return tees && tees.length > 0 ? tees : undefined;
    });
    const goldStored = stored?.find((t) => t.name === 'Gold');
    expect(missing.map((h) => goldStored?.holes[h - 1]?.hcp)).toEqual(free.slice(0, missing.length));

    // A round on the imported course, started from /play.
    await page.goto(url('/play'));
    await page.getByLabel('Course', { exact: true }).selectOption({ label: 'Heideveld Golf' });
    await page.getByLabel('Tee', { exact: true }).selectOption({ value: 'm-gold' });
    await page.getByRole('button', { name: 'Start round' }).click();
    await page.waitForURL((u) => /^\/score-cards\/[^/]+\/play$/.test(u.pathname));
    const cardId = new URL(page.url()).pathname.split('/')[2] ?? '';
    for (let hole = 1; hole <= 9; hole++) {
      await page.getByRole('heading', { name: new RegExp(`^Hole ${hole} of 9`) }).waitFor();
      for (let s = 0; s < 5; s++) await page.getByRole('button', { name: '+1 shot' }).click();
      if (hole < 9) await page.getByRole('button', { name: 'Next ›' }).click();
    }
    await page.getByRole('button', { name: 'Finish round' }).click();
    await page.waitForURL((u) => u.pathname === `/score-cards/${cardId}`);
    await page.getByRole('heading', { name: 'Heideveld Golf', level: 1 }).waitFor();
    const shotCount = await eventually(async () => {
      const n = (await readData(`scoreCards/${cardId}/shotCount`)) as number | null;
      return n === 45 ? n : undefined;
    });
    expect(shotCount).toBe(45);
  });

  it('lists and searches golfers on /users and grants the admin role, which the golfer then sees', { timeout: 180_000 }, async () => {
    const admin = await createUser({ admin: true, firstName: 'Ada', lastName: 'Lovelace' });
    const stamp = Date.now().toString(36);
    const golfer = await createUser({ firstName: 'Gus', lastName: `Granted${stamp}` });
    const { page } = await signedIn(admin);
    await page.goto(url('/users'));
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    // The list shows a page of golfers by last name; the run has made many, so Gus is looked for.
    await page.getByRole('table', { name: 'Golfers' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Search by name or e-mail').fill(`granted${stamp}`);
    await page.getByRole('rowheader', { name: `Gus Granted${stamp}` }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Search by name or e-mail').fill(golfer.email);
    await expect.poll(() => page.getByRole('table', { name: 'Golfers' }).getByRole('row').count()).toBe(2);
    const row = page.getByRole('row', { name: new RegExp(`Gus Granted${stamp}`) });
    expect(await row.getByRole('cell').first().textContent()).toBe(golfer.email);
    await screenshot(page, 'users-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'users-desktop');
    await page.setViewportSize({ width: 390, height: 844 });

    const other = await signedIn(golfer, 'desktop');
    await openAccountMenu(other.page);
    expect(await other.page.getByRole('menuitem', { name: 'Users', exact: true }).count()).toBe(0);
    await other.page.keyboard.press('Escape');

    await row.getByRole('button', { name: `Make admin Gus Granted${stamp}` }).click();
    await page.getByRole('status').filter({ hasText: `Gus Granted${stamp} is now an administrator.` }).waitFor();
    expect(await readData(`admins/${golfer.uid}`)).toBe(true);
    await row.getByRole('button', { name: `Revoke admin Gus Granted${stamp}` }).waitFor();

    // The golfer's app follows admins/{uid} live: the admin items appear without signing in again.
    await openAccountMenu(other.page);
    await other.page.getByRole('menuitem', { name: 'Import Golf Course API', exact: true }).waitFor({ timeout: 30_000 });
    await other.page.getByRole('menuitem', { name: 'Users', exact: true }).waitFor();
  });

  it('pages through the golfers found, 50 a page (docs/ADMINISTRATION.md, "Pages")', { timeout: 120_000 }, async () => {
    const admin = await createUser({ admin: true, firstName: 'Ada', lastName: 'Pager' });
    const stamp = Date.now().toString(36);
    const lastName = `Pagewise${stamp}`;
    // 55 profiles in one write (the list reads profiles, their private data and cards; no account needed).
    await seedMerge(
      'users',
      Object.fromEntries(
        Array.from({ length: 55 }, (_, i) => {
          const firstName = `Golfer ${String(i).padStart(2, '0')}`;
          return [`pager-${stamp}-${i}`, { id: `pager-${stamp}-${i}`, firstName, lastName, ...golferNameKeys({ firstName, lastName }), updatedAt: SERVER_TIMESTAMP }];
        }),
      ),
    );
    const { page } = await signedIn(admin);
    await page.goto(url('/users'));
    await page.getByLabel('Search by name or e-mail').fill(lastName.toLowerCase());
    const rows = () => page.getByRole('table', { name: 'Golfers' }).getByRole('rowheader').count();
    await expect.poll(rows, { timeout: 30_000 }).toBe(50);
    await page.getByRole('status').filter({ hasText: 'page 1: 50' }).waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(rows, { timeout: 30_000 }).toBe(5);
    await page.getByRole('rowheader', { name: `Golfer 54 ${lastName}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await screenshot(page, 'users-page-2-phone');
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.getByRole('rowheader', { name: `Golfer 00 ${lastName}` }).waitFor({ timeout: 30_000 });
    expect(await rows()).toBe(50);
  });

  it("exports the whole database online, and offline the device's data with a note saying so", { timeout: 120_000 }, async () => {
    const admin = await createUser({ admin: true, firstName: 'Ada', lastName: 'Exporter' });
    const golfer = await createUser({ firstName: 'Pia', lastName: 'Private' });
    await seed(`userData/${golfer.uid}`, { ...userData(golfer.uid), updatedAt: SERVER_TIMESTAMP });
    const { context, page } = await signedIn(admin, 'desktop');
    await page.goto(url('/export'));
    // The page says what "Download everything" saves once it knows the role (followed from the server).
    await page.getByText(/^As an administrator, "Download everything" saves the whole database/).waitFor({ timeout: 30_000 });
    const download = async () => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download everything (JSON)' }).click()]);
      return JSON.parse(readFileSync((await file.path()) as string, 'utf8')) as { collections: { userdata: { id: string }[] } };
    };
    // Another golfer's private data is on the server, never on the administrator's device.
    expect((await download()).collections.userdata.map((d) => d.id)).toContain(golfer.uid);
    expect(await page.getByText("The file holds this device's data only").count()).toBe(0);
    await screenshot(page, 'export-admin-desktop');

    await setOffline(context, true);
    const offline = await download();
    expect(offline.collections.userdata.map((d) => d.id)).not.toContain(golfer.uid);
    await page.getByText(/needs a connection.*The file holds this device's data only, not the whole database\./).waitFor();
    await setOffline(context, false);
  });

  it('gives a golfer the 404 page on /users and /import_golf_course_api', { timeout: 120_000 }, async () => {
    const golfer = await createUser();
    const { page } = await signedIn(golfer);
    for (const path of ['/users', '/import_golf_course_api']) {
      await page.goto(url(path));
      await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
    }
  });
});
