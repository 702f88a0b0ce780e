// Real names are long, and the forms accept up to NAME_MAX_LENGTH characters for each of a golfer's first
// and last names: on a 320 px phone no page may scroll sideways (the match board keeps its MATCH column),
// the group screen keeps the hole's heading in view while the 3rd and 4th players are entered, and a form
// whose error is above the visible part moves focus to that field.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '../../schemas/limits.ts';
import { seedGolferWorld } from './support/golfer-world.ts';
import { screenshot, signInThroughUi } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();

/** A name of ordinary words, exactly as long as the forms accept. */
function longestName(words: string): string {
  return `${words} `.repeat(Math.ceil(NAME_MAX_LENGTH / (words.length + 1))).slice(0, NAME_MAX_LENGTH).trimEnd().padEnd(NAME_MAX_LENGTH, 'a');
}

/** How far the page scrolls sideways, in CSS pixels (0 when it does not), and the innermost elements
 * that stick out, to say what to fix. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    const out = [...document.querySelectorAll('body *')].filter(
      (el) => el.getBoundingClientRect().right > width + 0.5 && ![...el.children].some((c) => c.getBoundingClientRect().right > width + 0.5),
    );
    const what = out.slice(0, 3).map((el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    return { by: root.scrollWidth - width, what };
  });

describe('layout with long names on a 320 px phone', () => {
  it('scrolls no page sideways, keeps the group screen heading in view and focuses the first field in error', { timeout: 240_000 }, async () => {
    const w = await seedGolferWorld({
      golfers: [
        ['Carmen', 'Solís de la Fuente'],
        [longestName('Maximiliano'), longestName('Fitzgerald-Ashcroft')],
        ['María José', 'Villanueva Echeverría de los Monteros'],
        ['W'.repeat(NAME_MAX_LENGTH), 'X'.repeat(NAME_MAX_LENGTH)],
      ],
      course: 'Real Club de Golf de la Herrería, San Lorenzo de El Escorial',
      tournament: 'Campeonato Social de Otoño de la Real Sociedad Hípica Española Club de Campo',
    });
    const context = await app.newContext('phone', { width: 320 });
    const page = await context.newPage();
    await signInThroughUi(page, w.golfer, app.server.url);
    await page.getByRole('heading', { name: 'Round in play' }).waitFor({ timeout: 30_000 });

    const wide: string[] = [];
    const routes: [path: string, ready: () => Promise<void>][] = [
      ['/dashboard', () => page.getByRole('heading', { name: 'Round in play' }).waitFor()],
      [`/matches/${w.matchId}`, () => page.getByRole('table').getByRole('link', { name: /^W+ X+ \(/ }).waitFor({ timeout: 30_000 })],
      [`/matches/${w.duelId}`, () => page.getByRole('columnheader', { name: 'Match' }).waitFor({ timeout: 30_000 })],
      [`/score-cards/${w.matchCardId}/play`, () => page.getByRole('group', { name: /^W+ X+, hole 1$/ }).waitFor({ timeout: 30_000 })],
      ['/matches', () => page.locator('main h1').waitFor()],
      [`/tournaments/${w.tournamentId}`, () => page.getByRole('heading', { name: /Campeonato Social/, level: 1 }).waitFor({ timeout: 30_000 })],
      [`/tournaments/${w.tournamentId}/edit`, () => page.getByLabel('Last day').waitFor({ timeout: 30_000 })],
      ['/tournaments', () => page.getByRole('link', { name: /Campeonato Social/ }).first().waitFor({ timeout: 30_000 })],
      ['/play', () => page.locator('main h1').waitFor()],
      ['/calendar', () => page.locator('main h1').waitFor()],
      ['/calendar?view=day', () => page.locator('main h1').waitFor()],
      ['/score-cards', () => page.locator('main h1').waitFor()],
      [`/score-cards/${w.roundId}`, () => page.locator('main h1').waitFor()],
      ['/statistics', () => page.locator('main h1').waitFor()],
      ['/profile', () => page.getByLabel('First name').waitFor()],
      [`/courses/${w.courseId}`, () => page.locator('main h1').waitFor()],
      ['/users', () => page.locator('main h1').waitFor()],
    ];
    for (const [path, ready] of routes) {
      await page.goto(app.url(path));
      await ready();
      if (path.endsWith(w.tournamentId) || path === '/calendar?view=day') await screenshot(page, `long-names-320${path.replace(/[/?=]+/g, '-')}`);
      const overflow = await sidewaysOverflow(page);
      if (overflow.by > 0) {
        wide.push(`${path}: ${overflow.by} px (${overflow.what.join(', ')})`);
        await screenshot(page, `long-names-320${path.replace(/[/?=]+/g, '-')}`);
      }
    }
    expect(wide).toEqual([]);

    // The match board of two keeps its MATCH column, and each player's status in it, on screen.
    await page.goto(app.url(`/matches/${w.duelId}`));
    const matchHeader = page.getByRole('columnheader', { name: 'Match' });
    await matchHeader.waitFor({ timeout: 30_000 });
    for (const cell of [matchHeader, ...(await page.getByRole('table').getByRole('row').all()).slice(1).map((row) => row.getByRole('cell').last())]) {
      const box = await cell.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(320);
    }
    await screenshot(page, 'long-names-320-match-board', false);

    // The group screen: entering the 4th player's hole, the hole's heading is still in view.
    await page.goto(app.url(`/score-cards/${w.matchCardId}/play`));
    const heading = page.getByRole('heading', { name: /^Hole 1 of 18/, level: 1 });
    await heading.waitFor({ timeout: 30_000 });
    const fourth = page.getByRole('group', { name: /^W+ X+, hole 1$/ });
    const plus = fourth.getByRole('button', { name: '+1 shot' });
    await plus.scrollIntoViewIfNeeded();
    await plus.click();
    const headingBox = await heading.boundingBox();
    expect(headingBox).not.toBeNull();
    expect(headingBox?.y ?? -1).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'long-names-320-group-screen', false);

    // A tournament whose last day is before its first: focus goes to the field in error, above.
    await page.goto(app.url(`/tournaments/${w.tournamentId}/edit`));
    const lastDay = page.getByLabel('Last day');
    await lastDay.waitFor({ timeout: 30_000 });
    const firstDay = await page.getByLabel('First day').inputValue();
    const before = new Date(new Date(`${firstDay}T12:00:00`).getTime() - 86_400_000);
    const iso = `${before.getFullYear()}-${String(before.getMonth() + 1).padStart(2, '0')}-${String(before.getDate()).padStart(2, '0')}`;
    await lastDay.fill(iso);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent)).toBe('Last day');
    await context.close();
  });
});
