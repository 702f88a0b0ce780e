// Every route scanned with axe-core (WCAG 2.2 AA) as a golfer meets it: light and dark, on a 390 x 844
// phone and a 1280 x 800 desktop, signed out and signed in, with the account menu, the phone's menu
// drawer and the hole drawing open, the calendar with a match, a round and a tournament round in it.
// No serious or critical violation may remain (docs/PRODUCT.md, "Accessibility"). One visit per route
// and size, scanned in both themes; the phone and the desktop run side by side, each signed in once. The
// play screen is also tabbed through: no focused control may hide behind its fixed bar or the sticky
// navbar (WCAG 2.4.11, which axe does not check).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeFindings } from './support/axe.ts';
import { PUBLIC_ROUTES, seedGolferWorld, signedInRoutes, type GolferWorld } from './support/golfer-world.ts';
import { screenshot, signInThroughUi, type Device } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();

type Theme = 'light' | 'dark';

/** Opens `path` and waits until its page has rendered its main heading. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(app.url(path));
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
}

/** Shows the page in `theme` as the app's toggle does (the stored choice and `<html data-theme>`, which
 * is all the themes differ by: src/app/theme.ts), without reloading, so one visit scans both. */
async function showTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((t) => {
    localStorage.setItem('hd-theme', t);
    document.documentElement.dataset.theme = t;
  }, theme);
}

/**
 * Tabs once round the play screen and names every focused control that something else covers at its
 * centre, or that is left outside the window: the fixed Previous / Next bar and the sticky navbar must
 * never hide the control in focus (WCAG 2.4.11).
 */
async function hiddenFocusStops(page: Page): Promise<string[]> {
  const hidden: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < 120; stop++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement;
      if (!(el instanceof HTMLElement) || el === document.body) return null;
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const onTop = document.elementFromPoint(x, y);
      const visible = onTop !== null && (onTop === el || el.contains(onTop));
      return { key: `${name}@${Math.round(r.top + window.scrollY)}`, name, hidden: !visible };
    });
    if (!focus) continue;
    if (seen.has(focus.key)) break;
    seen.add(focus.key);
    if (focus.hidden) hidden.push(focus.name);
  }
  return hidden;
}

let world: Promise<GolferWorld> | undefined;
/** One world for the whole file: both devices scan the same pages. */
function theWorld(): Promise<GolferWorld> {
  world ??= seedGolferWorld({
    golfers: [
      ['Carmen', 'Solís de la Fuente'],
      ['Bartholomew', 'Fitzgerald-Ashcroft'],
      ['María José', 'Villanueva Echeverría'],
      ['Nguyễn', 'Thị Minh Khai'],
    ],
    course: 'Real Club de Golf de la Herrería',
    tournament: 'Campeonato Social de Otoño',
  });
  return world;
}

/** Every finding on `device`, one line each; a step that cannot be taken is a finding too. */
async function scanDevice(device: Device): Promise<string[]> {
  const w = await theWorld();
  const context = await app.newContext(device, { bypassCSP: true });
  const page = await context.newPage();
  const found: string[] = [];
  /** Takes the page to a state, then scans it in the light theme and in the dark one. */
  const step = async (where: string, reach: () => Promise<void>) => {
    try {
      await reach();
      for (const theme of ['light', 'dark'] as const) {
        await showTheme(page, theme);
        found.push(...describeFindings(`${device} ${theme} ${where}`, await axeViolations(page)));
      }
      await showTheme(page, 'light');
    } catch (err) {
      found.push(`${device} ${where}: could not be scanned: ${(err as Error).message.split('\n')[0]}`);
      await screenshot(page, `accessibility-${device}-${where.replace(/\W+/g, '-')}`).catch(() => undefined);
    }
  };

  for (const path of PUBLIC_ROUTES) await step(path, () => open(page, path));

  await signInThroughUi(page, w.golfer, app.server.url);
  // Synced: the round in play is on the dashboard, and the tournament's round today on the calendar's
  // week (its link shows the text of its name: WCAG 2.5.3), so the calendar's views are scanned with it.
  await page.getByRole('heading', { name: 'Round in play' }).waitFor({ timeout: 30_000 });
  await open(page, '/calendar?view=week');
  await page.getByRole('link', { name: `, ${w.tournamentName}, ` }).waitFor({ timeout: 30_000 });
  for (const path of signedInRoutes(w)) await step(path, () => open(page, path));

  // Menus and dialogs open.
  await step('/dashboard, account menu open', async () => {
    await open(page, '/dashboard');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menu').waitFor();
  });
  await page.keyboard.press('Escape');
  if (device === 'phone') {
    await step('/dashboard, menu drawer open', async () => {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    });
    await page.keyboard.press('Escape');
  }
  await open(page, `/score-cards/${w.roundId}/play`);
  for (const name of await hiddenFocusStops(page)) found.push(`${device} play screen: the focused ${name} is hidden behind a bar`);
  await step('play screen, hole drawing open', async () => {
    await open(page, `/score-cards/${w.roundId}/play`);
    await page.getByRole('button', { name: /^Show hole \d+ drawing$/ }).click();
    await page.getByRole('dialog').waitFor();
  });
  await context.close();
  return found;
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const device of ['phone', 'desktop'] as const) {
    it.concurrent(`has no serious or critical violation on any route, light and dark, ${device}`, { timeout: 240_000 }, async () => {
      expect(await scanDevice(device)).toEqual([]);
    });
  }
});
