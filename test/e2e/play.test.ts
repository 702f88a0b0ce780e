// The play screen as a golfer meets it on a 390x844 phone set to dark mode (docs/PRODUCT.md,
// "Phones and the course"): the counters and Next without scrolling, each new hole opened at its top, live
// distances to the green with the drawing one tap away, the offline state in words, and a readable width on a
// desktop.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { distancesToGreen, type GreenCoordinates, type LatLng } from '../../src/domain/index.ts';
import { announceTo, createUser, screenshot, seed, SERVER_TIMESTAMP, setOffline, signInThroughUi, waitForServiceWorker, type TestUser } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';
import { roundCard } from './support/round-card.ts';

const app = appInBrowser();

const CARD_ID = `play-card-${Date.now().toString(36)}`;
const COURSE = 'Sunset Links';
/** Hole 1 has a tee and a green; hole 2 a green only; the others nothing. */
const GREEN_1: GreenCoordinates = {
  greenFrontLatitude: 52.0028,
  greenFrontLongitude: 4.0005,
  middleLatitude: 52.003,
  middleLongitude: 4.0006,
  greenEndLatitude: 52.0032,
  greenEndLongitude: 4.0007,
};
const TEE_1 = { teeLatitude: 52.0, teeLongitude: 4.0 };
const ON_FAIRWAY: LatLng = { latitude: 52.001, longitude: 4.0002 };
const CLOSER: LatLng = { latitude: 52.002, longitude: 4.0004 };

function cardDoc(uid: string) {
  const card = roundCard(CARD_ID, uid, COURSE);
  // Holes 1 and 2 carry the course's drawing: tee and green of 1, green of 2.
  const holes = card.holes.map((hole, i) => ({ ...hole, ...(i === 0 ? { ...TEE_1, ...GREEN_1 } : {}), ...(i === 1 ? GREEN_1 : {}) }));
  return { ...card, holes, updatedAt: SERVER_TIMESTAMP };
}

let golfer: TestUser;
let phone: BrowserContext;
let page: Page;

beforeAll(async () => {
  golfer = await createUser({ firstName: 'Lena', lastName: 'Park', units: 'metres' });
  await seed(`scoreCards/${CARD_ID}`, cardDoc(golfer.uid));
  // The golfer's device pulls cards through the golfer's feed (as the app's own push announces them).
  await announceTo([golfer.uid], 'scoreCards', CARD_ID);
  // The phone is in dark mode and the golfer has never chosen a theme in the app.
  phone = await app.newContext('phone', { colorScheme: 'dark' });
  await phone.grantPermissions(['geolocation'], { origin: app.server.url });
  await phone.setGeolocation({ ...ON_FAIRWAY, accuracy: 4 });
  page = await phone.newPage();
  await signInThroughUi(page, golfer, app.server.url);
  await waitForServiceWorker(page);
});

/** The element's box in the viewport. */
const box = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);

/** The figures of the distances to the green: Front / Middle / Back -> text. */
async function distances(): Promise<Record<string, string>> {
  const list = page.getByRole('region', { name: 'Distances to the green' });
  const terms = await list.getByRole('term').allTextContents();
  const values = await list.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((t, i) => [t, values[i] ?? '']));
}

function expectedDistances(from: LatLng): Record<string, string> {
  const d = distancesToGreen(from, GREEN_1);
  return { Front: `${d.front} m`, Middle: `${d.middle} m`, Back: `${d.back} m` };
}

const heading = (n: number) => page.getByRole('heading', { name: new RegExp(`^Hole ${n} of 18`), level: 1 });

describe('the play screen on a phone', () => {
  it('follows the phone dark mode when the golfer has not chosen a theme', async () => {
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows shots, putts and Next without scrolling, and no second "End"', async () => {
    await page.goto(app.url(`/score-cards/${CARD_ID}/play`));
    await heading(1).waitFor();
    const viewportHeight = await page.evaluate(() => window.innerHeight);
    const next = await box(page.getByRole('button', { name: 'Next ›' }));
    for (const name of ['+1 shot', '-1 shot', '+1 putt', '-1 putt']) {
      const b = await box(page.getByRole('button', { name, exact: true }));
      expect(b.top, `${name} is below the top`).toBeGreaterThanOrEqual(0);
      // Above the fixed Previous / Next bar, not hidden under it.
      expect(b.bottom, `${name} is above the Next bar`).toBeLessThanOrEqual(next.top);
    }
    expect(next.bottom).toBeLessThanOrEqual(viewportHeight);
    // The play screen is the round in play: one "End round", no "Playing hole 1 | End" bar.
    expect(await page.getByRole('button', { name: 'End round' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'End', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Playing hole/ }).count()).toBe(0);
  });

  it('shows live distances to the green at the top of a hole, and the drawing one tap away', async () => {
    await expect.poll(distances).toEqual(expectedDistances(ON_FAIRWAY));
    // The golfer walks on: the numbers follow.
    await phone.setGeolocation({ ...CLOSER, accuracy: 4 });
    await expect.poll(distances).toEqual(expectedDistances(CLOSER));
    const region = await box(page.getByRole('region', { name: 'Distances to the green' }));
    const shots = await box(page.getByRole('button', { name: '+1 shot' }));
    expect(region.bottom).toBeLessThanOrEqual(shots.top);
    await screenshot(page, 'play-screen-phone-dark', false);

    await page.getByRole('button', { name: 'Show hole 1 drawing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hole 1, par 4' });
    const map = dialog.getByRole('img', { name: `Hole 1 of ${COURSE}, par 4` });
    await map.waitFor();
    expect(await map.locator('[data-part="golfer"]').count()).toBe(1);
    // The "Tee" label reads on the dark ground (WCAG AA contrast for text, 4.5:1).
    const contrast = await map.evaluate((svg) => {
      const tee = svg.querySelector('[data-part="tee-label"]');
      if (!tee) return 0;
      const rgb = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      const lum = (c: string) => {
        const [r = 0, g = 0, b = 0] = rgb(c).map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const fg = lum(getComputedStyle(tee).fill);
      const bg = lum(getComputedStyle(svg).backgroundColor);
      return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
    });
    expect(contrast).toBeGreaterThanOrEqual(4.5);
    await screenshot(page, 'play-hole-drawing-dark', false);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('opens the next and the previous hole at the top, the heading focused', async () => {
    for (const [button, n] of [
      ['Next ›', 2],
      ['Next ›', 3],
      ['‹ Previous', 2],
    ] as const) {
      // The golfer has scrolled down to the fairway and green pickers before moving on.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.getByRole('button', { name: button }).click();
      await heading(n).waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      const title = await box(heading(n));
      expect(title.top).toBeGreaterThanOrEqual(0);
      // Focus moves once the hole is on screen (after the tap's frame).
      await expect.poll(() => heading(n).evaluate((el) => el === document.activeElement)).toBe(true);
    }
    // Hole 2 has a green but no tee: distances, no drawing. Hole 3 has no coordinates: neither.
    await page.getByRole('region', { name: 'Distances to the green' }).waitFor();
    expect(await page.getByRole('button', { name: /^Show hole \d+ drawing/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Next ›' }).click();
    await heading(3).waitFor();
    expect(await page.getByRole('region', { name: 'Distances to the green' }).count()).toBe(0);
  });

  it('says in words that the phone is offline, how many changes it keeps, and when they have synced', async () => {
    await setOffline(phone, true);
    const bar = page.getByRole('status').filter({ hasText: /^Offline/ });
    await bar.waitFor();
    await page.getByRole('button', { name: '+1 shot' }).click();
    await page.getByRole('button', { name: '+1 putt' }).click();
    await expect.poll(() => bar.textContent()).toMatch(/^Offline — [1-9]\d* changes? saved on this phone$/);
    await screenshot(page, 'play-offline-phone', false);
    await setOffline(phone, false);
    await page.getByRole('status').filter({ hasText: 'All changes synced' }).waitFor({ timeout: 30_000 });
  });
});

describe('the play screen on a desktop', () => {
  it('keeps the hole and its Previous / Next a readable width, centred', async () => {
    const desktop = await app.newContext('desktop');
    const tab = await desktop.newPage();
    await signInThroughUi(tab, golfer, app.server.url);
    await tab.goto(app.url(`/score-cards/${CARD_ID}/play`));
    await tab.getByRole('heading', { name: /^Hole \d+ of 18/, level: 1 }).waitFor();
    const nav = await tab.getByRole('navigation', { name: 'Holes' }).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    const width = await tab.evaluate(() => window.innerWidth);
    expect(nav.width).toBeLessThanOrEqual(600);
    expect(Math.abs(nav.left - (width - nav.right))).toBeLessThanOrEqual(2);
    await screenshot(tab, 'play-screen-desktop', false);
  });
});
