// The screen and the GPS on a phone for 18 holes (docs/ARCHITECTURE.md, "What the phone does to keep
// the round"; docs/PRODUCT.md, "Phones and the course"): the screen kept awake while a play screen is
// shown (a setting on the play screen and in the profile, on by default), taken again when the app
// comes back, let go when the screen changes; the position watched only while a play screen is visible
// and its hole has a green to measure to, by one watch.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, screenshot, signInThroughUi, type TestUser } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';
import { gpsCounts, installPhoneSensors, setVisibility, wakeLocks } from './support/phone-sensors.ts';
import { seedRoundWithGreens } from './support/round-with-greens.ts';

const app = appInBrowser();
const stamp = Date.now().toString(36);
const SINGLE = `awake-single-${stamp}`;
const GROUP = `awake-group-${stamp}`;
const SETTING = 'Keep the screen awake during a round';

let golfer: TestUser;
let phone: BrowserContext;
let page: Page;

const heading = (p: Page, n: number) => p.getByRole('heading', { name: new RegExp(`^Hole ${n} of 18`), level: 1 });
const held = async () => (await wakeLocks(page)).held;
const watches = async () => (await gpsCounts(page)).activeWatches;

async function openHole(n: number): Promise<void> {
  await page.getByRole('button', { name: 'Next ›' }).click();
  await heading(page, n).waitFor();
}

beforeAll(async () => {
  golfer = await createUser({ firstName: 'Wilhelmina', lastName: 'Awake-Throughout', units: 'metres' });
  await seedRoundWithGreens(golfer.uid, { id: SINGLE, courseName: 'Lighthouse Links' });
  await seedRoundWithGreens(golfer.uid, { id: GROUP, courseName: 'Lighthouse Links', match: true });
  phone = await app.newContext('phone', { colorScheme: 'dark' });
  await installPhoneSensors(phone);
  await phone.grantPermissions(['geolocation'], { origin: app.server.url });
  await phone.setGeolocation({ latitude: 52.001, longitude: 4.0002, accuracy: 4 });
  page = await phone.newPage();
  await signInThroughUi(page, golfer, app.server.url);
  // Both cards (and the match) are on the phone before their screens open.
  await page.goto(app.url(`/score-cards/${GROUP}/play`));
  await page.getByText('You are the marker', { exact: false }).waitFor({ timeout: 60_000 });
  await page.goto(app.url(`/score-cards/${SINGLE}`));
  await page.getByRole('link', { name: /Play holes|Resume round/ }).waitFor({ timeout: 60_000 });
});

describe('the screen during a round', () => {
  it('stays awake on the play screen, is taken again when the app comes back, and is let go when the screen changes', async () => {
    await page.goto(app.url(`/score-cards/${SINGLE}/play`));
    await heading(page, 1).waitFor();
    const setting = page.getByRole('checkbox', { name: SETTING });
    expect(await setting.isChecked()).toBe(true);
    await expect.poll(held).toBe(1);
    await screenshot(page, 'play-screen-awake-setting', true);

    // The golfer locks the phone: the browser lets the lock go; back on the screen, the app takes it again.
    await setVisibility(page, 'hidden');
    await expect.poll(held).toBe(0);
    await setVisibility(page, 'visible');
    await expect.poll(held).toBe(1);

    // Off: let go at once, and still off after the app is opened again on this phone.
    await setting.uncheck();
    await expect.poll(held).toBe(0);
    await page.reload();
    await heading(page, 1).waitFor();
    expect(await page.getByRole('checkbox', { name: SETTING }).isChecked()).toBe(false);
    expect(await held()).toBe(0);
    await page.getByRole('checkbox', { name: SETTING }).check();
    await expect.poll(held).toBe(1);

    // The round ends: the card opens, the screen may sleep again.
    await page.getByRole('button', { name: 'End round' }).click();
    await page.waitForURL((u) => u.pathname === `/score-cards/${SINGLE}`);
    await expect.poll(held).toBe(0);
  });

  it('is on the group screen too, and in the profile with the same choice', async () => {
    await page.goto(app.url(`/score-cards/${GROUP}/play`));
    await page.getByText('You are the marker', { exact: false }).waitFor();
    await expect.poll(held).toBe(1);
    await page.getByRole('checkbox', { name: SETTING }).uncheck();
    await expect.poll(held).toBe(0);
    await page.goto(app.url('/profile'));
    const inProfile = page.getByRole('checkbox', { name: SETTING });
    expect(await inProfile.isChecked()).toBe(false);
    await inProfile.check();
    await screenshot(page, 'profile-screen-awake-setting', true);
    // Not on a play screen: nothing held.
    expect(await held()).toBe(0);
  });

  it('says so on a browser that cannot keep the screen awake', async () => {
    const other = await app.newContext('phone');
    await installPhoneSensors(other, { wakeLock: 'unsupported' });
    const tab = await other.newPage();
    await signInThroughUi(tab, golfer, app.server.url);
    await tab.goto(app.url(`/score-cards/${SINGLE}/play`));
    await heading(tab, 1).waitFor({ timeout: 60_000 });
    const setting = tab.getByRole('checkbox', { name: SETTING });
    expect(await setting.isDisabled()).toBe(true);
    await tab.getByText('This browser cannot keep the screen awake', { exact: false }).waitFor();
  });
});

describe('the GPS during a round', () => {
  it('watches only on a visible play screen whose hole has a green, with one watch', async () => {
    await page.goto(app.url(`/score-cards/${SINGLE}/play`));
    await heading(page, 1).waitFor();
    await page.getByRole('region', { name: 'Distances to the green' }).getByText(/^\d+ m$/).first().waitFor();
    expect(await watches()).toBe(1);
    const started = (await gpsCounts(page)).watchPositionCalls;
    // Hole 2 has a green too: the same watch goes on.
    await openHole(2);
    expect(await watches()).toBe(1);
    expect((await gpsCounts(page)).watchPositionCalls).toBe(started);
    // Hole 3 has no coordinates: no watch.
    await openHole(3);
    await expect.poll(watches).toBe(0);
    await openHole(4);
    await expect.poll(watches).toBe(1);
    // In the background: no watch; back: watching again.
    await setVisibility(page, 'hidden');
    await expect.poll(watches).toBe(0);
    await setVisibility(page, 'visible');
    await expect.poll(watches).toBe(1);
  });

  it('watches once on the group screen, and not on a hole without a green', async () => {
    await page.goto(app.url(`/score-cards/${GROUP}/play`));
    await page.getByText('You are the marker', { exact: false }).waitFor();
    const shown = await page.getByRole('heading', { name: /^Hole \d+ of 18/, level: 1 }).textContent();
    const hole = Number(/Hole (\d+)/.exec(shown ?? '')?.[1]);
    expect(hole).toBe(1);
    await page.getByRole('region', { name: 'Distances to the green' }).getByText(/^\d+ m$/).first().waitFor();
    expect(await watches()).toBe(1);
    await openHole(2);
    await openHole(3);
    await expect.poll(watches).toBe(0);
    expect((await gpsCounts(page)).getCurrentPositionCalls).toBe(0);
    // Leaving the screen leaves no watch behind.
    await openHole(4);
    await expect.poll(watches).toBe(1);
    await page.getByRole('button', { name: 'End round' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/matches/'));
    await expect.poll(watches).toBe(0);
  });
});
