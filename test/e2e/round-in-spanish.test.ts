// A golfer in Madrid plays holes of a round on a phone (390x844): the browser speaks Spanish, so the
// start-a-round form, the play screen's counters, the round bar and the totals are in Spanish, and the
// controls' accessible names are the Spanish words seen (docs/ARCHITECTURE.md, "Languages").
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, screenshot, seedNineHoleCourse } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();

/** The figures of a <dl> labelled `label`, term -> definition. */
async function definitions(page: Page, label: string): Promise<Record<string, string>> {
  const list = page.getByLabel(label, { exact: true });
  const terms = await list.getByRole('term').allTextContents();
  const values = await list.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((t, i) => [t, values[i] ?? '']));
}

/** English words the play screen used to show: none may be left on it in Spanish. */
const ENGLISH = /\b(Hole|Shots|Putts and more|Bunker shots|Penalties|Next|Previous|Finish round|End round|Notes|Clubs|Stroke index|Round totals|Played|Pick up|Picked up|Map this hole|Keep the screen|extra shot|No clubs)\b/;

describe('a round in Spanish', () => {
  it('starts a round and plays holes with every word and accessible name in Spanish', async () => {
    const user = await createUser({ firstName: 'Carmen', lastName: 'Solís' });
    await seedNineHoleCourse('course-es', 'Club de Golf La Moraleja', user.uid);
    const context = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'es-ES',
    });
    try {
      const page = await context.newPage();
      await page.goto(app.url('/login'));
      await page.getByLabel('Correo electrónico').fill(user.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });

      // The start-a-round form.
      await page.goto(app.url('/play'));
      await page.getByRole('heading', { name: 'Empezar una vuelta', level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-ES');
      await page.getByLabel('Campo', { exact: true }).selectOption({ label: 'Club de Golf La Moraleja' });
      await page.getByLabel('Tee', { exact: true }).selectOption({ index: 1 });
      expect(await page.getByLabel('Tee', { exact: true }).locator('option:checked').textContent()).toBe('Yellow · 9 hoyos · Golf');
      await page.getByLabel('Fecha y hora de salida').waitFor();
      await page.getByText('Vuelta de competición').waitFor();
      await screenshot(page, 'round-in-spanish-form');
      await page.getByRole('button', { name: 'Empezar la vuelta' }).click();

      // Hole 1: four shots, two putts.
      await page.getByRole('heading', { name: /^Hoyo 1 de 9/ }).waitFor({ timeout: 20_000 });
      const shots = page.getByRole('group', { name: 'Golpes', exact: true });
      for (let i = 0; i < 4; i++) await shots.getByRole('button', { name: '+1 golpe' }).click();
      await page.getByRole('group', { name: 'Putts', exact: true }).getByRole('button', { name: '+1 putt' }).click();
      await page.getByRole('group', { name: 'Putts', exact: true }).getByRole('button', { name: '+1 putt' }).click();
      await expect.poll(() => shots.getByRole('status').textContent()).toBe('4');
      await page.getByRole('group', { name: 'Golpes de búnker' }).getByRole('button', { name: '+1 golpe de búnker' }).waitFor();
      await page.getByRole('radiogroup', { name: 'Calle' }).getByRole('radio', { name: 'En calle' }).click();
      await page.getByRole('radiogroup', { name: 'Green' }).getByRole('radio', { name: 'En green' }).click();
      await page.getByRole('group', { name: 'Golpes de penalización' }).waitFor();
      await page.getByText('Mapear este hoyo').waitFor();
      await page.getByRole('button', { name: 'Terminar la vuelta' }).first().waitFor();
      const screenText = await page.locator('section.play').innerText();
      expect(screenText).not.toMatch(ENGLISH);
      await screenshot(page, 'round-in-spanish-hole-1');
      await page.getByRole('navigation', { name: 'Hoyos' }).getByRole('button', { name: 'Siguiente ›' }).click();

      // Hole 2: par at once; hole 3: picked up.
      await page.getByRole('heading', { name: /^Hoyo 2 de 9/ }).waitFor();
      await shots.getByRole('button', { name: 'Par', exact: true }).click();
      await expect.poll(() => shots.getByRole('status').textContent()).toBe('4');
      await page.getByRole('button', { name: 'Siguiente ›' }).click();
      await page.getByRole('heading', { name: /^Hoyo 3 de 9/ }).waitFor();
      await shots.getByRole('button', { name: 'Levantar' }).click();
      await expect.poll(() => shots.getByRole('status').textContent()).toBe('Levantada');

      // The totals, and the hole strip's names.
      await expect.poll(() => definitions(page, 'Totales de la vuelta')).toMatchObject({ Golpes: expect.any(String), Neto: expect.any(String), Stableford: expect.any(String), 'Al par': expect.any(String), Jugados: '3/9' });
      await page.getByRole('list', { name: 'Ir al hoyo' }).getByRole('button', { name: 'Hoyo 1, jugado' }).waitFor();
      expect(await page.locator('section.play').innerText()).not.toMatch(ENGLISH);
      await screenshot(page, 'round-in-spanish-totals');
    } finally {
      await context.close();
    }
  });
});
