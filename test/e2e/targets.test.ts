// The rough edges a golfer's thumb meets first (docs/PRODUCT.md, "Accessibility"), on a 390x844 phone: every
// button and link of the main pages at least 44 px, a card opened directly carries its own styles, a "To"
// date before "From" says so, and a removed club can be put back.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseNameSortKey } from '../../src/data/course-name.ts';
import { announceTo, createUser, screenshot, seed, SERVER_TIMESTAMP, signInThroughUi, type TestUser } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();

const STAMP = Date.now().toString(36);
const CARD_ID = `targets-card-${STAMP}`;
const COURSE_ID = `targets-course-${STAMP}`;
const COURSE = `Harbour Hills ${STAMP}`;
const PARS = [4, 3, 5, 4, 4, 3, 4, 5, 4];

let golfer: TestUser;

beforeAll(async () => {
  golfer = await createUser({ firstName: 'Noor', lastName: 'Ahmed', units: 'metres' });
  const now = Date.now();
  const holes = PARS.map((par, i) => ({ number: i + 1, par, hcp: i + 1, distance: 120 + 30 * i }));
  await seed(`courses/${COURSE_ID}`, {
    id: COURSE_ID,
    name: COURSE,
    nameSort: courseNameSortKey(COURSE),
    creationDate: now,
    lastModifiedDate: now,
    creatorId: golfer.uid,
    tees: [{ id: 'red', name: 'Red', type: 'Golf', holeCount: 9, holes, cr: 34, slope: 110 }],
    updatedAt: SERVER_TIMESTAMP,
  });
  await seed(`scoreCards/${CARD_ID}`, {
    id: CARD_ID,
    date: now,
    creationDate: now,
    modifiedDate: now,
    courseName: COURSE,
    courseId: COURSE_ID,
    teeId: 'red',
    teeName: 'Red',
    holeCount: 9,
    holes: holes.map((h) => ({ ...h, extraShots: 1, shotCount: h.par, puttCount: 2, bunkerCount: 0, penaltyCount: 0, fairway: 0, gir: 0, modifiedAt: now })),
    shotCount: PARS.reduce((s, p) => s + p, 0),
    stableford: 27,
    handicap: 9,
    handicapGolf: 18,
    handicapPitchAndPutt: 0,
    isCompetition: false,
    userId: golfer.uid,
    creatorId: golfer.uid,
    matchId: '',
    tournamentId: '',
    updatedAt: SERVER_TIMESTAMP,
  });
  // The golfer's device pulls cards through the golfer's feed (as the app's own push announces them).
  await announceTo([golfer.uid], 'scoreCards', CARD_ID);
  // The whole private profile is written again with the bag: it keeps the address and the unit
  // createUser stored (a profile written without a unit is a golfer who never chose, and an en-GB
  // browser then reads yards).
  await seed(`userData/${golfer.uid}`, {
    id: golfer.uid,
    email: golfer.email,
    units: 'metres',
    bag: [
      { id: 'driver', name: 'Driver', type: 'Driver' },
      { id: 'putter', name: 'Putter', type: 'Putter' },
    ],
    updatedAt: SERVER_TIMESTAMP,
  });
});

/** Buttons and links (not a link inside a sentence) smaller than 44 px, as "name: WxH". */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], [role="radio"], [role="button"], select, summary');
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
      // Off-screen until focused (the skip link) or visually hidden.
      if (r.right <= 0 || r.bottom <= -window.scrollY || r.width <= 1) continue;
      // A link inside a sentence is sized by its text (WCAG 2.5.8 exception).
      const parentText = el.parentElement?.textContent?.trim() ?? '';
      if (el.tagName === 'A' && style.display === 'inline' && parentText.length > (el.textContent?.trim().length ?? 0)) continue;
      if (r.width < 44 || r.height < 44) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
        out.push(`${name.slice(0, 40)}: ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
    }
    return out;
  });
}

describe('a phone', () => {
  it('a card opened directly shows the display-style picker with its own styles', async () => {
    const context = await app.newContext('phone');
    const page = await context.newPage();
    await signInThroughUi(page, golfer, app.server.url);
    // A fresh load of the card page: no other page has brought the picker's styles before.
    await page.goto(app.url(`/score-cards/${CARD_ID}`));
    const picker = page.getByRole('radiogroup', { name: 'Display style' });
    await picker.waitFor();
    for (const radio of await picker.getByRole('radio').all()) {
      const r = await radio.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      expect(r.height).toBeGreaterThanOrEqual(44);
      // A chip, not the browser's grey default button.
      expect(await radio.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px');
    }
    await screenshot(page, 'score-card-direct-load', false);
  });

  it('every button and link of the main pages is at least 44 px', async () => {
    const context = await app.newContext('phone');
    const page = await context.newPage();
    await page.goto(app.url('/'));
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    const found: Record<string, string[]> = { '/ (signed out)': await smallTargets(page) };
    await signInThroughUi(page, golfer, app.server.url);
    const pages: [string, string][] = [
      ['/dashboard', 'Dashboard'],
      ['/score-cards', 'Score cards'],
      [`/score-cards/${CARD_ID}`, COURSE],
      [`/score-cards/${CARD_ID}/play`, 'Hole 1'],
      [`/score-cards/${CARD_ID}/hole/2`, 'Hole 2'],
      ['/courses', 'Courses'],
      [`/courses/${COURSE_ID}`, COURSE],
      [`/courses/${COURSE_ID}/tee/red/hole/3`, 'Hole 3'],
      ['/my-bag', 'My bag'],
    ];
    for (const [path, title] of pages) {
      await page.goto(app.url(path));
      await page.getByRole('heading', { name: new RegExp(`^${title}`), level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      found[path] = await smallTargets(page);
    }
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    found['menu'] = await smallTargets(page);
    const small = Object.entries(found).filter(([, list]) => list.length > 0);
    expect(Object.fromEntries(small)).toEqual({});
  });

  it('names the hole links of a course by number, par and length', async () => {
    const context = await app.newContext('phone');
    const page = await context.newPage();
    await signInThroughUi(page, golfer, app.server.url);
    await page.goto(app.url(`/courses/${COURSE_ID}`));
    // Opened by address right after signing in: the golfer's unit from the profile (metres), not the
    // en-GB browser's yards (docs/ARCHITECTURE.md, "Distance units").
    await page.getByRole('link', { name: 'Hole 3, par 5, 180 m, Red tee' }).click();
    await page.getByRole('heading', { name: /^Hole 3/, level: 1 }).waitFor();
  });

  it('says so when "To" is before "From" on the score card filters', async () => {
    const context = await app.newContext('phone');
    const page = await context.newPage();
    await signInThroughUi(page, golfer, app.server.url);
    await page.goto(app.url('/score-cards'));
    const filters = page.getByRole('form', { name: 'Filter score cards' });
    await filters.getByLabel('From').fill('2026-06-10');
    await filters.getByLabel('To').fill('2026-06-01');
    await page.getByRole('alert').filter({ hasText: 'The "To" date is before the "From" date' }).waitFor();
    expect(await page.getByText(/^0 of \d+ rounds?$/).count()).toBe(0);
    await filters.getByLabel('To').fill('');
    await page.getByRole('status').filter({ hasText: /^1 round$/ }).waitFor();
  });

  it('puts a removed club back with Undo', async () => {
    const context = await app.newContext('phone');
    const page = await context.newPage();
    await signInThroughUi(page, golfer, app.server.url);
    await page.goto(app.url('/my-bag'));
    const remove = page.getByRole('button', { name: 'Remove Driver' });
    await remove.click();
    await page.getByRole('status').filter({ hasText: 'Driver removed from your bag.' }).waitFor();
    await remove.waitFor({ state: 'detached' });
    await screenshot(page, 'my-bag-undo', false);
    await page.getByRole('button', { name: 'Undo' }).click();
    await remove.waitFor();
    await page.getByRole('status').filter({ hasText: 'removed from your bag' }).waitFor({ state: 'detached' });
  });
});
