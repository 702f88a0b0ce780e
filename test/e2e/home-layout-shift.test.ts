// The home page holds still while it loads (docs/ARCHITECTURE.md, "Speed on a phone"): its prerendered
// copy is never painted before its stylesheet, and the live page that replaces it lays out as the copy
// did (the carousel's room reserved on a desktop). Measured in the bench's phone profile (the CPU slowed
// 4x), with the home page's stylesheet held back until the copy has been through a frame: the order a
// slow mobile link can give, made certain here.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { PHONE_CPU_SLOWDOWN } from '../bench/phone-profile.ts';
import { LAYOUT_SHIFT_TARGET, layoutShifts, screenshot, watchLayoutShifts, type Device } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();

declare global {
  interface Window {
    /** Where the features section's top was in the copy (the last frame it was seen) and in the live page. */
    __featuresTop?: { copy?: number; live?: number };
  }
}

// Each frame, where the features section is: in the copy while it shows (styled and in sight), then in the
// live page. A string: the page runs it as written.
const TRACK_FEATURES = `(() => {
  const tops = {};
  window.__featuresTop = tops;
  const frame = () => {
    const copy = document.getElementById('prerendered');
    const section = (root) => root && root.querySelector('section[aria-labelledby="home-features"]');
    if (copy && getComputedStyle(copy).visibility === 'visible' && section(copy)) tops.copy = section(copy).getBoundingClientRect().top;
    if (!copy && section(document.getElementById('root'))) tops.live = section(document.getElementById('root')).getBoundingClientRect().top;
    if (tops.live === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** From the build's index.html: the stylesheets its inline script links for the home page's copy, and the app's entry script. */
async function homeFiles(): Promise<{ stylesheets: string[]; entry: string }> {
  const html = await (await fetch(app.url('/'))).text();
  const sheets = /<meta name="prerendered-stylesheets" content="([^"]*)"/.exec(html)?.[1];
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (!sheets || !entry) throw new Error('index.html names no stylesheet for the home page copy, or no entry script: is the build prerendered?');
  return { stylesheets: sheets.split(' '), entry };
}

/**
 * Opens / CPU slowed as a phone's, with part of it held back until a moment of the load:
 *   - 'stylesheet': the home page's stylesheet, until the copy has been through two frames (a slow link
 *     that brings the HTML before the stylesheet);
 *   - 'app': the app's entry script, until the copy has been seen styled (a phone whose scripts come late).
 */
async function firstVisit(device: Device, colorScheme: 'light' | 'dark', hold: 'stylesheet' | 'app'): Promise<Page> {
  const { stylesheets, entry } = await homeFiles();
  const context = await app.newContext(device, { colorScheme });
  const page = await context.newPage();
  await watchLayoutShifts(page);
  await page.addInitScript(TRACK_FEATURES);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });

  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = hold === 'stylesheet' ? stylesheets : [entry];
  await page.route(
    (url) => held.includes(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto(app.url('/'), { waitUntil: 'commit' });
  if (hold === 'stylesheet') {
    await page.waitForFunction(() => document.getElementById('prerendered') !== null);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  } else {
    await page.waitForFunction(() => window.__featuresTop?.copy !== undefined);
  }
  release();
  // The live page has replaced the copy and takes taps.
  await page.getByRole('main').getByRole('link', { name: 'Register' }).waitFor();
  await page.waitForFunction(() => window.__featuresTop?.live !== undefined);
  return page;
}

async function expectStill(page: Page): Promise<void> {
  const { total, shifts } = await layoutShifts(page);
  expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(LAYOUT_SHIFT_TARGET);
}

describe('the home page on a first visit', () => {
  for (const [device, colorScheme] of [
    ['phone', 'dark'],
    ['desktop', 'light'],
  ] as const) {
    test(`${device}: moves at most ${LAYOUT_SHIFT_TARGET} when its stylesheet comes after the HTML`, async () => {
      const page = await firstVisit(device, colorScheme, 'stylesheet');
      await expectStill(page);
    });

    test(`${device}: the live page lays out where the copy was, and moves at most ${LAYOUT_SHIFT_TARGET}`, async () => {
      const page = await firstVisit(device, colorScheme, 'app');
      await expectStill(page);
      const tops = await page.evaluate(() => window.__featuresTop);
      expect(Math.abs((tops?.live ?? NaN) - (tops?.copy ?? NaN)), `features section: copy ${tops?.copy}, live ${tops?.live}`).toBeLessThan(1);
      await screenshot(page, `home-first-visit-${device}`, false);
    });
  }
});
