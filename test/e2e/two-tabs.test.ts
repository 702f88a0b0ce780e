// One phone, the app open twice (two tabs, or the installed app and a tab) on one round
// (docs/ARCHITECTURE.md, "What the phone does to keep the round"): both show the same round, only the
// leader tab pushes, each change reaches the server once, the taps of the two never conflict, and the
// tab that does not push still says what waits for the server.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shotCountText } from '../../src/scoring/shots.ts';
import { announceTo, createUser, seed, SERVER_TIMESTAMP, setOffline, signInThroughUi, type TestUser } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';
import { installPhoneSensors, setVisibility } from './support/phone-sensors.ts';
import { roundCard } from './support/round-card.ts';
import { watchServerWrites, type ServerWrites } from './support/server-writes.ts';

const app = appInBrowser();
const CARD_ID = `two-tabs-${Date.now().toString(36)}`;

let golfer: TestUser;
let phone: BrowserContext;
let tabA: Page;
let tabB: Page;
let writes: ServerWrites;
const cardPuts = new Map<Page, number>();

/** Counts the card writes a tab sends on its WebSockets (the RTDB protocol's put: `"a":"p"`). */
async function countCardPuts(page: Page): Promise<CDPSession> {
  const cdp = await phone.newCDPSession(page);
  cardPuts.set(page, 0);
  cdp.on('Network.webSocketFrameSent', ({ response }) => {
    const data = response.payloadData;
    if (data.includes('"a":"p"') && data.includes(`/scoreCards/${CARD_ID}"`)) cardPuts.set(page, (cardPuts.get(page) ?? 0) + 1);
  });
  await cdp.send('Network.enable');
  return cdp;
}

const counter = (page: Page, name: 'Shots' | 'Putts') => page.getByRole('group', { name, exact: true }).getByRole('status');
const totals = (page: Page) => page.getByLabel('Round totals').getByRole('definition').allTextContents();
/** Waits until the page's sync bar says exactly `text`. */
const barSays = (page: Page, text: string) => page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) }).waitFor({ timeout: 30_000 });

beforeAll(async () => {
  golfer = await createUser({ firstName: 'Anneliese', lastName: 'Two-Tabs' });
  await seed(`scoreCards/${CARD_ID}`, { ...roundCard(CARD_ID, golfer.uid, 'Twin Oaks'), updatedAt: SERVER_TIMESTAMP });
  await announceTo([golfer.uid], 'scoreCards', CARD_ID);
  phone = await app.newContext('phone');
  await installPhoneSensors(phone);
  tabA = await phone.newPage();
  await signInThroughUi(tabA, golfer, app.server.url);
  await tabA.goto(app.url(`/score-cards/${CARD_ID}`));
  await tabA.getByRole('link', { name: 'Play holes' }).click({ timeout: 60_000 });
  await tabA.getByRole('heading', { name: /^Hole 1 of 18/, level: 1 }).waitFor();
  // The second tab opens the same round on the same phone (the same storage, signed in already).
  tabB = await phone.newPage();
  await tabB.goto(app.url(`/score-cards/${CARD_ID}/play`));
  await tabB.getByRole('heading', { name: /^Hole 1 of 18/, level: 1 }).waitFor({ timeout: 60_000 });
  await countCardPuts(tabA);
  await countCardPuts(tabB);
  writes = await watchServerWrites(golfer, CARD_ID);
});

afterAll(async () => {
  await writes?.close();
});

describe('the app open in two tabs of one phone', () => {
  it('shows the same round in both, and each tap reaches the server once, from one tab', async () => {
    // The golfer goes from one tab to the other, as on a phone: each is hidden, then shown again.
    await setVisibility(tabA, 'hidden');
    await setVisibility(tabB, 'hidden');
    await setVisibility(tabB, 'visible');
    await setVisibility(tabA, 'visible');

    const taps: [Page, 'Shots' | 'Putts', number][] = [];
    for (let n = 1; n <= 6; n++) taps.push([n % 2 === 1 ? tabA : tabB, 'Shots', n]);
    for (let n = 1; n <= 4; n++) taps.push([n % 2 === 1 ? tabB : tabA, 'Putts', n]);
    for (const [tab, what, value] of taps) {
      await tab.getByRole('button', { name: what === 'Shots' ? '+1 shot' : '+1 putt', exact: true }).click();
      // Both tabs show the tap before the next one (the golfer looks at the screen they tap on).
      for (const t of [tabA, tabB]) await expect.poll(() => counter(t, what).textContent(), { timeout: 20_000 }).toBe(shotCountText(value));
    }

    await expect
      .poll(() => {
        const holes = writes.latest()?.holes as { shotCount: number; puttCount: number }[] | undefined;
        return holes?.[0] ? [holes[0].shotCount, holes[0].puttCount] : null;
      }, { timeout: 30_000 })
      .toEqual([6, 4]);
    expect(await totals(tabA)).toEqual(await totals(tabB));

    // Only the leader tab (the first) pushed; every write carried something new, announced once.
    expect(cardPuts.get(tabB)).toBe(0);
    const states = writes.cardStates();
    expect(states.length).toBeGreaterThan(0);
    expect(states.length).toBeLessThanOrEqual(taps.length);
    expect(cardPuts.get(tabA)).toBe(states.length);
    for (let i = 1; i < states.length; i++) expect(states[i], `write ${i + 1} repeats write ${i}`).not.toEqual(states[i - 1]);
    expect(writes.announces()).toBe(states.length);
    // No tap of one tab was taken for another device's and merged away.
    for (const t of [tabA, tabB]) expect(await t.getByText(/were replaced by/).count()).toBe(0);
  });

  it('says in the tab that does not push what waits for the server, and when it is synced', async () => {
    await setOffline(phone, true);
    await tabB.getByRole('button', { name: '+1 putt', exact: true }).click();
    await barSays(tabB, 'Offline — 1 change saved on this phone');
    await barSays(tabA, 'Offline — 1 change saved on this phone');
    await setOffline(phone, false);
    await barSays(tabB, 'All changes synced');
    await expect
      .poll(() => (writes.latest()?.holes as { puttCount: number }[] | undefined)?.[0]?.puttCount, { timeout: 30_000 })
      .toBe(5);
    expect(cardPuts.get(tabB)).toBe(0);
  });
});
