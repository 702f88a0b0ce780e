// A weak signal for a whole round (docs/ARCHITECTURE.md, "What the phone does to keep the round"): the
// connection lost and found every few seconds (Chromium's network emulation) while the golfer taps 18
// holes. Every tap reaches the server once, the sync bar says "Offline" with what waits whenever the
// phone is cut off, and the phone does not try to reconnect at every flap: the WebSockets it opens
// (CDP Network.webSocketCreated) stay within one per time the network came back.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shotCountText } from '../../src/scoring/shots.ts';
import { announceTo, createUser, seed, SERVER_TIMESTAMP, setOffline, signInThroughUi, type TestUser } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';
import { roundCard } from './support/round-card.ts';
import { watchServerWrites, type ServerWrites } from './support/server-writes.ts';

const app = appInBrowser();
const CARD_ID = `weak-signal-${Date.now().toString(36)}`;
/** How long the network stays up, or down, at each flap: the time a golfer spends on a hole here. */
const FLAP_MS = 2_500;
const TAPS_PER_HOLE = 2;

let golfer: TestUser;
let phone: BrowserContext;
let page: Page;
let cdp: CDPSession;
let writes: ServerWrites;
let socketsOpened = 0;

/** Cuts or restores the network: the page's own emulation (CDP) and the context's (its events, the worker). */
async function network(offline: boolean): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await setOffline(phone, offline);
}

/** The time on the hole, whatever the app does meanwhile: this is the network's rhythm, not a wait for the app. */
const untilFlap = (since: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, since + FLAP_MS - Date.now())));

beforeAll(async () => {
  golfer = await createUser({ firstName: 'Bartholomew', lastName: 'Weak-Signal' });
  await seed(`scoreCards/${CARD_ID}`, { ...roundCard(CARD_ID, golfer.uid, 'Windy Cliffs'), updatedAt: SERVER_TIMESTAMP });
  await announceTo([golfer.uid], 'scoreCards', CARD_ID);
  phone = await app.newContext('phone');
  page = await phone.newPage();
  await signInThroughUi(page, golfer, app.server.url);
  await page.goto(app.url(`/score-cards/${CARD_ID}`));
  await page.getByRole('link', { name: 'Play holes' }).click({ timeout: 60_000 });
  await page.getByRole('heading', { name: /^Hole 1 of 18/, level: 1 }).waitFor();
  cdp = await phone.newCDPSession(page);
  cdp.on('Network.webSocketCreated', () => {
    socketsOpened += 1;
  });
  await cdp.send('Network.enable');
  writes = await watchServerWrites(golfer, CARD_ID);
});

afterAll(async () => {
  await writes?.close();
});

describe('a round on a flapping network', () => {
  it('gets every tap to the server once, says honestly what waits, and does not reconnect at every flap', { timeout: 300_000 }, async () => {
    let comebacks = 0;
    const shots = page.getByRole('group', { name: 'Shots', exact: true }).getByRole('status');
    for (let hole = 1; hole <= 18; hole++) {
      if (hole > 1) {
        await page.getByRole('button', { name: 'Next ›' }).click();
        await page.getByRole('heading', { name: new RegExp(`^Hole ${hole} of 18`), level: 1 }).waitFor();
      }
      // Odd holes without signal, even holes with: the network changes at every hole.
      const offline = hole % 2 === 1;
      const since = Date.now();
      await network(offline);
      if (!offline) comebacks += 1;
      for (let tap = 1; tap <= TAPS_PER_HOLE; tap++) {
        await page.getByRole('button', { name: '+1 shot', exact: true }).click();
        await expect.poll(() => shots.textContent()).toBe(shotCountText(tap));
      }
      if (offline) {
        // The words say the phone is offline and keeps what was just tapped.
        await page.getByRole('status').filter({ hasText: /^Offline — [1-9]\d* changes? saved on this phone$/ }).waitFor({ timeout: FLAP_MS * 4 });
      }
      await untilFlap(since);
    }
    await network(false);
    comebacks += 1;

    const allShots = () => (writes.latest()?.holes as { shotCount: number }[] | undefined)?.map((h) => h.shotCount);
    await expect.poll(allShots, { timeout: 90_000 }).toEqual(Array.from({ length: 18 }, () => TAPS_PER_HOLE));
    await page.getByRole('status').filter({ hasText: 'All changes synced' }).waitFor({ timeout: 30_000 });

    // Each write carried something new (no tap written twice), and no more writes than taps.
    const states = writes.cardStates();
    expect(states.length).toBeLessThanOrEqual(18 * TAPS_PER_HOLE);
    for (let i = 1; i < states.length; i++) expect(states[i], `write ${i + 1} repeats write ${i}`).not.toEqual(states[i - 1]);
    // Reconnections bounded: at most one WebSocket each time the network came back, none while it was down.
    expect(socketsOpened).toBeLessThanOrEqual(comebacks);
  });
});
