// The screen and the GPS on a phone for 18 holes (docs/ARCHITECTURE.md, "What the phone does to keep
// the round"; docs/PRODUCT.md, "Phones and the course"): the screen kept awake while a play screen is
// shown (a setting on the play screen and in the profile, on by default), taken again when the app
// comes back, let go when the screen changes; the position watched only while a play screen is visible
// and its hole has a green to measure to, by one watch. And nothing fixed (the Mark ball bar, Previous /
// Next) ever covers a scoring control, on either play screen, at any phone size (docs/PRODUCT.md,
// "Phones and the course").
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, screenshot, seedMerge, SERVER_TIMESTAMP, signInThroughUi, type TestUser } from './support/index.ts';
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

/** The play screen's controls whose centre is not the control itself (something fixed lies over it), each
 * scrolled into view as the browser does it (keyboard focus, a find, a swipe up to it); and, as the hole
 * opens, the counters a golfer taps on every hole (shots and putts) when `countersAtOpening`. */
async function coveredControls(p: Page, countersAtOpening: boolean): Promise<string[]> {
  return p.evaluate((atOpening) => {
    const fixedParts = '.mark-ball-bar, .round-nav, .totals-bar';
    const controls = [...document.querySelectorAll<HTMLElement>('.play button, .play select, .play input, .play textarea, .play summary, .play a[href]')].filter(
      (el) => el.closest(fixedParts) === null && el.getClientRects().length > 0,
    );
    const nameOf = (el: HTMLElement) => el.getAttribute('aria-label') ?? ((el.textContent ?? '').trim().slice(0, 40) || el.tagName);
    const hit = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return at !== null && (at === el || el.contains(at) || (el instanceof HTMLInputElement && el.labels?.[0]?.contains(at) === true));
    };
    const covered: string[] = [];
    window.scrollTo({ top: 0, behavior: 'instant' });
    if (atOpening) {
      for (const el of controls.filter((c) => /^[-+]1 (shot|putt)/.test(nameOf(c)))) if (!hit(el)) covered.push(`at opening: ${nameOf(el)}`);
    }
    for (const el of controls) {
      el.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      if (!hit(el)) covered.push(`scrolled to: ${nameOf(el)}`);
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return covered;
  }, countersAtOpening);
}

describe('the scoring controls', () => {
  it('are never under a fixed bar: both play screens, with and without GPS and bag distances, from 360x640 to the desktop', async () => {
    const sizes = [
      { width: 360, height: 640 },
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ];
    const found: string[] = [];
    const walk = async (screen: string, hole: number) => {
      for (const size of sizes) {
        await page.setViewportSize(size);
        // From 390x844 the shots and putts counters are free as the hole opens; on a 360x640 phone they may
        // need a scroll, which brings them clear of the bars.
        for (const c of await coveredControls(page, size.height >= 800)) found.push(`${screen}, hole ${hole}, ${size.width}x${size.height}: ${c}`);
      }
    };
    const open = async (id: string, ready: () => Promise<void>) => {
      await page.goto(app.url(`/score-cards/${id}/play`));
      await ready();
    };
    const single = async () => {
      await heading(page, 1).waitFor();
    };
    const group = async () => {
      await page.getByText('You are the marker', { exact: false }).waitFor();
    };
    /** The hole strip on the play screen; Next / Previous on the group screen, which has none. */
    const toHole = async (n: number) => {
      const strip = page.getByRole('button', { name: new RegExp(`^Hole ${n}(, played)?$`) });
      if ((await strip.count()) > 0) await strip.click();
      else {
        const shown = Number(/Hole (\d+)/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[1]);
        for (let h = shown; h !== n; h += h < n ? 1 : -1) {
          await page.getByRole('button', { name: h < n ? 'Next ›' : '‹ Previous' }).click();
          await heading(page, h < n ? h + 1 : h - 1).waitFor();
        }
      }
      await heading(page, n).waitFor();
    };

    // No bag distances yet: the play screen and the group screen, on a hole with a green (GPS) and one without.
    for (const [id, ready, name] of [
      [SINGLE, single, 'play screen'],
      [GROUP, group, 'group screen'],
    ] as const) {
      await open(id, ready);
      await toHole(1);
      await page.getByRole('region', { name: 'Distances to the green' }).getByText(/^\d+ m$/).first().waitFor();
      await walk(`${name}, no bag`, 1);
      await toHole(3);
      await walk(`${name}, no bag`, 3);
    }

    // The bag gets distances: the club suggestion appears above Mark ball.
    await seedMerge(`userData/${golfer.uid}`, {
      bag: [
        { id: 'driver', name: 'Driver', type: 'Driver', distance: 220 },
        { id: 'pw', name: 'Pitching wedge', type: 'Wedge', distance: 100 },
        { id: 'putter', name: 'Putter', type: 'Putter' },
      ],
      updatedAt: SERVER_TIMESTAMP,
    });
    await open(SINGLE, single);
    await toHole(1);
    await page.getByText(/ to the middle: /).waitFor({ timeout: 60_000 });
    await walk('play screen, bag', 1);
    await toHole(3);
    await walk('play screen, bag', 3);
    await open(GROUP, group);
    await toHole(1);
    await page.getByText(/ to the middle: /).first().waitFor();
    await walk('group screen, bag', 1);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(SINGLE, single);
    await toHole(1);
    await page.getByText(/ to the middle: /).waitFor();
    await screenshot(page, 'play-screen-controls-390', false);
    expect(found).toEqual([]);
  });
});
