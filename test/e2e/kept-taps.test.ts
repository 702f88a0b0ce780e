// Every tap the screen showed is kept (docs/ARCHITECTURE.md, "How a tap becomes durable"): on a phone
// (Chromium's CPU slowed 4x), offline, in the dark theme, "+1 shot" is tapped every 100 ms and the page
// goes at a random moment of the burst: reloaded, or its renderer killed. The new page starts from
// exactly the taps made, never fewer (lost) nor a count that later changes; on the single play screen,
// on the group screen (three cards), with Mark ball in the burst, and with the app open in two tabs.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { announceTo, createUser, screenshot, seed, seedMerge, SERVER_TIMESTAMP, setOffline, signInThroughUi, waitForServiceWorker, type TestUser } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';
import { roundCard } from './support/round-card.ts';

const app = appInBrowser();
const STAMP = Date.now().toString(36);
/** One card per test, each from 0 shots: a burst of 15 taps stays under the counter's 30 (MAX_SHOTS). */
const CARDS = { reload: `kept-reload-${STAMP}`, crash: `kept-crash-${STAMP}`, mark: `kept-mark-${STAMP}`, tabs: `kept-tabs-${STAMP}` };
const GROUP = `kept-group-${STAMP}`;
const MATCH = `${GROUP}-match`;
const GUESTS = ['Maximiliano Fernández-Castellanos', 'Bartholomew Featherstonehaugh'];
const TEE = { latitude: 52, longitude: 4.0006 };
const MIDDLE = { latitude: 52.004, longitude: 4.0006 };
/** A tap every 100 ms, as a golfer's thumb in a hurry. */
const TAP_EVERY_MS = 100;

let golfer: TestUser;
let phone: BrowserContext;

/** The page's CPU slowed 4x, as a mid-range phone runs it. */
async function asPhone(page: Page): Promise<void> {
  const cdp = await phone.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Where the page goes at: from 0.3 s into the burst to 1.5 s (a random moment, printed for a replay). */
function randomMoment(label: string): number {
  const ms = 300 + Math.floor(Math.random() * 1200);
  console.info(`${label}: the page goes ${ms} ms into the burst`);
  return ms;
}

/**
 * Starts, inside the page, a burst of taps on the buttons `selector` finds (in turn), one every 100 ms,
 * counting each tap in localStorage (per button) right before it (`e2e-started`) and right after it
 * (`e2e-taps`): the two differ only when the page went in the middle of a tap (a killed renderer stops in
 * the middle of a task). With `reloadAfter`, the page reloads itself then, having
 * noted what the screen showed (`e2e-shown`: the text of `shownSelector`'s elements).
 */
async function startBurst(page: Page, selector: string, options: { reloadAfter?: number; shownSelector?: string } = {}): Promise<void> {
  await page.evaluate(
    ({ selector, every, reloadAfter, shownSelector }) => {
      const started: number[] = [];
      const taps: number[] = [];
      localStorage.setItem('e2e-taps', '[]');
      localStorage.setItem('e2e-started', '[]');
      localStorage.removeItem('e2e-shown');
      let n = 0;
      const timer = setInterval(() => {
        const buttons = [...document.querySelectorAll<HTMLButtonElement>(selector)];
        const i = n % buttons.length;
        started[i] = (started[i] ?? 0) + 1;
        localStorage.setItem('e2e-started', JSON.stringify(started));
        buttons[i]?.click();
        taps[i] = (taps[i] ?? 0) + 1;
        n += 1;
        localStorage.setItem('e2e-taps', JSON.stringify(taps));
      }, every);
      if (reloadAfter !== undefined)
        setTimeout(() => {
          clearInterval(timer);
          const shown = shownSelector ? [...document.querySelectorAll(shownSelector)].map((e) => e.textContent ?? '') : [];
          localStorage.setItem('e2e-shown', JSON.stringify(shown));
          location.reload();
        }, reloadAfter);
    },
    { selector, every: TAP_EVERY_MS, reloadAfter: options.reloadAfter, shownSelector: options.shownSelector },
  );
}

const readList = async <T,>(page: Page, key: string): Promise<T[]> => JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key)) ?? '[]') as T[];
/** The taps done (their handler ran to its end), per button. */
const tapsMade = (page: Page) => readList<number>(page, 'e2e-taps');
const tapsStarted = (page: Page) => readList<number>(page, 'e2e-started');
const shownBefore = (page: Page) => readList<string>(page, 'e2e-shown');

const heading = (page: Page, n: number) => page.getByRole('heading', { name: new RegExp(`^Hole ${n} of 18`), level: 1 });
/** A shots counter's text as a number ("–" is none: shotCountText). */
const asShots = (text: string | null) => (text === '–' ? 0 : Number(text));
/** The shots the single play screen shows for the hole on screen. */
const shotsShown = async (page: Page) => asShots(await page.getByRole('status', { name: 'Shots', exact: true }).textContent());

/** Opens a card's play screen (online, so that the service worker and the data are on the phone) and cuts the network. */
async function playOffline(page: Page, cardId: string): Promise<void> {
  await page.goto(app.url(`/score-cards/${cardId}/play`));
  await heading(page, 1).waitFor({ timeout: 60_000 });
  await waitForServiceWorker(page);
  await setOffline(phone, true);
  await asPhone(page);
}

/** The shots shown on hole 1 once the page has started again, read as the play screen first shows them and a second later. */
async function shotsAfterStart(page: Page): Promise<[number, number]> {
  await heading(page, 1).waitFor({ timeout: 60_000 });
  const first = await shotsShown(page);
  await page.waitForTimeout(1000);
  return [first, await shotsShown(page)];
}

beforeAll(async () => {
  golfer = await createUser({ firstName: 'Anneliese', lastName: 'Kept-Every-Tap' });
  await seedMerge(`userData/${golfer.uid}`, { bag: [{ id: 'driver', name: 'Driver', type: 'Driver', distance: 220 }], updatedAt: SERVER_TIMESTAMP });
  // Rounds with a tee and a green on hole 1 (Mark ball has a tee to measure from).
  const base = roundCard(CARDS.reload, golfer.uid, 'Lighthouse Links');
  const holes = base.holes.map((h) =>
    h.number === 1 ? { ...h, teeLatitude: TEE.latitude, teeLongitude: TEE.longitude, middleLatitude: MIDDLE.latitude, middleLongitude: MIDDLE.longitude } : h,
  );
  for (const id of Object.values(CARDS)) {
    await seed(`scoreCards/${id}`, { ...base, id, holes, updatedAt: SERVER_TIMESTAMP });
    await announceTo([golfer.uid], 'scoreCards', id);
  }
  // A match whose marker the golfer is, with two guests: the group screen with three cards.
  const cards = [GROUP, `${GROUP}-g1`, `${GROUP}-g2`];
  await seed(`matches/${MATCH}`, {
    id: MATCH, date: base.date, creationDate: base.date, modifiedDate: base.date, courseId: base.courseId, tournamentId: '', isCompetition: false,
    creatorId: golfer.uid, playMode: 'Individual', scoringMode: 'Stableford', userId: golfer.uid, players: { [golfer.uid]: 1 }, scoreCards: cards,
    holeCount: 18, markerId: golfer.uid, updatedAt: SERVER_TIMESTAMP,
  });
  await announceTo([golfer.uid], 'matches', MATCH);
  for (const [i, id] of cards.entries()) {
    const guest = i === 0 ? {} : { event: GUESTS[i - 1] };
    await seed(`scoreCards/${id}`, { ...roundCard(id, golfer.uid, 'Heathland Reach'), ...guest, matchId: MATCH, updatedAt: SERVER_TIMESTAMP });
    await announceTo([golfer.uid], 'scoreCards', id);
  }
  phone = await app.newContext('phone', { colorScheme: 'dark' });
  await phone.addInitScript(() => localStorage.setItem('hd-theme', 'dark'));
  await phone.grantPermissions(['geolocation'], { origin: app.server.url });
  await phone.setGeolocation({ ...TEE, accuracy: 4 });
  const page = await phone.newPage();
  await signInThroughUi(page, golfer, app.server.url);
  // Every round on the phone before the network goes.
  for (const id of [...Object.values(CARDS), GROUP]) {
    await page.goto(app.url(`/score-cards/${id}`));
    await page.getByRole('link', { name: 'Play holes' }).waitFor({ timeout: 60_000 });
  }
  await page.close();
});

describe('a tap the screen showed survives the page going', () => {
  // Each test cuts the network itself, once the round is on the phone.
  beforeEach(() => setOffline(phone, false));

  it('a reload at a random moment of a burst on the play screen: the new page starts from exactly the taps made', async () => {
    const page = await phone.newPage();
    await playOffline(page, CARDS.reload);
    const before = await shotsShown(page);
    await startBurst(page, 'button[aria-label="+1 shot"]', { reloadAfter: randomMoment('reload') });
    await page.waitForEvent('load', { timeout: 30_000 });
    const [first, later] = await shotsAfterStart(page);
    const [taps = 0] = await tapsMade(page);
    expect(taps).toBeGreaterThan(0);
    // A reload waits for the task under way: every tap made was shown or about to be, and is kept.
    expect(first).toBe(before + taps);
    expect(later).toBe(first);
    await screenshot(page, 'kept-taps-after-reload', false);
    await page.close();
  });

  it("the renderer killed at a random moment of a burst: the next page starts from exactly the taps made", async () => {
    const page = await phone.newPage();
    await playOffline(page, CARDS.crash);
    const before = await shotsShown(page);
    await startBurst(page, 'button[aria-label="+1 shot"]');
    await page.waitForTimeout(randomMoment('crash'));
    const crashed = page.waitForEvent('crash');
    const cdp = await phone.newCDPSession(page);
    void cdp.send('Page.crash').catch(() => undefined);
    await crashed;
    await page.close();
    const next = await phone.newPage();
    await next.goto(app.url(`/score-cards/${CARDS.crash}/play`));
    await asPhone(next);
    const [first, later] = await shotsAfterStart(next);
    const [done = 0] = await tapsMade(next);
    const [started = 0] = await tapsStarted(next);
    expect(done).toBeGreaterThan(0);
    // Every tap whose handler ran to its end is kept; one cut in the middle by the crash may be, or not.
    expect(first).toBeGreaterThanOrEqual(before + done);
    expect(first).toBeLessThanOrEqual(before + started);
    expect(started - done).toBeLessThanOrEqual(1);
    expect(later).toBe(first);
    await next.close();
  });

  it('Mark ball in the burst: every mark the screen showed is there after the reload, with every shot', async () => {
    const page = await phone.newPage();
    await playOffline(page, CARDS.mark);
    const before = await shotsShown(page);
    const marksButton = page.getByRole('button', { name: /^Marks on hole 1 \(\d+\)$/ });
    const marksOf = async () => Number(/\((\d+)\)$/.exec((await marksButton.textContent({ timeout: 1000 }).catch(() => null)) ?? '')?.[1] ?? 0);
    const marksBefore = await marksOf();
    // "Mark ball" (the ball marked where the phone is) and "+1 shot" in turn, in the order of the page.
    await startBurst(page, '.mark-ball-bar button, button[aria-label="+1 shot"]', { reloadAfter: randomMoment('mark reload'), shownSelector: '.shot-marking__toggle' });
    await page.waitForEvent('load', { timeout: 30_000 });
    const [first] = await shotsAfterStart(page);
    const [markTaps = 0, shotTaps = 0] = await tapsMade(page);
    const shownMarks = Number(/\((\d+)\)/.exec((await shownBefore(page))[0] ?? '')?.[1] ?? marksBefore);
    expect(first).toBe(before + shotTaps);
    const marksAfter = await marksOf();
    expect(marksAfter).toBeGreaterThanOrEqual(shownMarks);
    expect(marksAfter).toBeLessThanOrEqual(marksBefore + markTaps);
    await page.close();
  });

  it('two tabs: a burst in one, reloaded; the other tab open on the round; nothing lost or applied twice', async () => {
    const tabB = await phone.newPage();
    await tabB.goto(app.url(`/score-cards/${CARDS.tabs}/play`));
    await heading(tabB, 1).waitFor({ timeout: 60_000 });
    const tabA = await phone.newPage();
    await playOffline(tabA, CARDS.tabs);
    await asPhone(tabB);
    const before = await shotsShown(tabA);
    await startBurst(tabA, 'button[aria-label="+1 shot"]', { reloadAfter: randomMoment('two tabs reload') });
    await tabA.waitForEvent('load', { timeout: 30_000 });
    const [first, later] = await shotsAfterStart(tabA);
    const [taps = 0] = await tapsMade(tabA);
    expect(first).toBe(before + taps);
    expect(later).toBe(first);
    await expect.poll(() => shotsShown(tabB), { timeout: 20_000 }).toBe(before + taps);
    // No journal is left behind in either tab.
    await expect.poll(() => tabA.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('hd-taps-')).length), { timeout: 20_000 }).toBe(0);
    await tabA.close();
    await tabB.close();
  });
  // Last: opening the group screen makes the match's card the round in play.
  it('the group screen: a reload in a burst over three cards keeps every card\'s taps', async () => {
    const page = await phone.newPage();
    await page.goto(app.url(`/score-cards/${GROUP}/play`));
    await page.getByRole('region', { name: GUESTS[1], exact: true }).waitFor({ timeout: 60_000 });
    await setOffline(phone, true);
    await asPhone(page);
    const names = ['You', ...GUESTS];
    const counts = async () =>
      Promise.all(
        (await page.locator('section.player-entry').all()).map(async (s) => asShots(await s.getByRole('status', { name: 'Shots', exact: true }).textContent())),
      );
    const before = await counts();
    expect(before).toHaveLength(names.length);
    await startBurst(page, 'section.player-entry button[aria-label="+1 shot"]', { reloadAfter: randomMoment('group reload') });
    await page.waitForEvent('load', { timeout: 30_000 });
    await page.getByRole('region', { name: GUESTS[1], exact: true }).waitFor({ timeout: 60_000 });
    const after = await counts();
    const taps = await tapsMade(page);
    expect(taps.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(after).toEqual(before.map((n, i) => n + (taps[i] ?? 0)));
    await page.waitForTimeout(1000);
    expect(await counts()).toEqual(after);
    await screenshot(page, 'kept-taps-group-after-reload', false);
    await page.close();
  });
});
