// The app in the golfer's language and locale (docs/ARCHITECTURE.md, "Languages"): a browser in Spain
// gets Spanish words, Monday weeks and the 24-hour clock, with <html lang> saying so; a golfer who
// chooses English in the profile keeps it after a reload (and on their other devices, through userData);
// a browser in the United States gets Sunday weeks and the 12-hour clock.
import { addDays, format } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { courseDocument, yellowTee18 } from '../support/course-18.ts';
import { announceTo, createUser, readData, screenshot, seed, SERVER_TIMESTAMP, type TestUser } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();
const url = (path: string) => app.url(path);

/** The golfer's match at 15:30 on `day`, on the server and in their feed, as their device pushed it. */
async function seedMatch(golfer: TestUser, day: Date, stamp: string): Promise<string> {
  const courseId = `lang-course-${stamp}`;
  const courseName = `Valderrama ${stamp}`;
  await seed(`courses/${courseId}`, { ...courseDocument({ id: courseId, name: courseName, creatorId: golfer.uid, now: 1_700_000_000_000, tees: [yellowTee18({ cr: 72, slope: 113 })] }), updatedAt: SERVER_TIMESTAMP });
  const id = `lang-m-${stamp}`;
  const date = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 15, 30).getTime();
  await seed(`matches/${id}`, {
    id,
    date,
    creationDate: date - 86_400_000,
    modifiedDate: date - 86_400_000,
    courseId,
    tournamentId: '',
    isCompetition: false,
    creatorId: golfer.uid,
    playMode: 'Individual',
    scoringMode: 'Stableford',
    userId: golfer.uid,
    players: { [golfer.uid]: 1 },
    holeCount: 18,
    updatedAt: SERVER_TIMESTAMP,
  });
  await announceTo([golfer.uid], 'matches', id);
  return courseName;
}

/** Signs in through the Spanish sign-in form. */
async function signInInSpanish(page: Page, golfer: TestUser): Promise<void> {
  await page.goto(url('/login'));
  await page.getByLabel('Correo electrónico').fill(golfer.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(golfer.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: 20_000 });
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('languages and formats', () => {
  it('speaks Spanish to a browser in Spain until the golfer chooses English, which a reload keeps', { timeout: 240_000 }, async () => {
    const golfer = await createUser({ firstName: 'Carmen', lastName: 'Sol' });
    // Next Wednesday: a week view holds it whatever today is.
    const day = addDays(new Date(), ((3 - new Date().getDay() + 7) % 7) + 7);
    const courseName = await seedMatch(golfer, day, Date.now().toString(36));

    const phone = await app.newContext('phone', { locale: 'es-ES' });
    const page = await phone.newPage();
    await signInInSpanish(page, golfer);
    await page.getByRole('heading', { name: 'Inicio', level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe('es-ES');
    await page.getByText('Hola, Carmen.').waitFor();
    await page.getByRole('heading', { name: 'Estadísticas rápidas' }).waitFor();

    // The week from Monday, in Spanish, the tee time on the 24-hour clock.
    await page.goto(url(`/calendar?view=week&date=${format(day, 'yyyy-MM-dd')}`));
    await page.getByRole('heading', { name: 'Calendario', level: 1 }).waitFor();
    const days = page.locator('section.calendar-day');
    await page.getByRole('link', { name: `15:30, ${courseName}, Individual` }).waitFor({ timeout: 30_000 });
    const names = await days.evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-label')));
    expect(names).toHaveLength(7);
    expect(names[0]).toMatch(/^lunes, \d+ de \p{L}+ de \d{4}$/u);
    expect(names[6]).toMatch(/^domingo, /);
    await page.getByRole('link', { name: 'Mes' }).click();
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers[0]).toBe('lun');
    await page.getByRole('button', { name: 'Exportar salidas (.ics)' }).waitFor();
    await screenshot(page, 'languages-calendar-es');

    // English, chosen in the profile: at once, then after a reload, and kept with the golfer's data.
    await page.goto(url('/profile'));
    await page.getByRole('radiogroup', { name: 'Idioma de la aplicación' }).getByRole('radio', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor({ timeout: 30_000 });
    expect(await htmlLang(page)).toBe('en-GB');
    expect(await page.getByRole('radio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    await page.goto(url('/dashboard'));
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await expect.poll(() => readData(`userData/${golfer.uid}/language`), { timeout: 30_000 }).toBe('en');
  });

  it('gives a browser in the United States Sunday weeks and the 12-hour clock', { timeout: 240_000 }, async () => {
    const golfer = await createUser({ firstName: 'Ben', lastName: 'Ode' });
    const day = addDays(new Date(), ((3 - new Date().getDay() + 7) % 7) + 7);
    const courseName = await seedMatch(golfer, day, `us${Date.now().toString(36)}`);

    const desktop = await app.newContext('desktop', { locale: 'en-US' });
    const page = await desktop.newPage();
    await page.goto(url('/login'));
    await page.getByLabel('E-mail').fill(golfer.email);
    await page.getByLabel('Password', { exact: true }).fill(golfer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname !== '/login', { timeout: 20_000 });
    expect(await htmlLang(page)).toBe('en-US');

    await page.goto(url(`/calendar?view=week&date=${format(day, 'yyyy-MM-dd')}`));
    await page.getByRole('link', { name: new RegExp(`^3:30\\sPM, ${courseName}, Individual$`) }).waitFor({ timeout: 30_000 });
    const names = await page.locator('section.calendar-day').evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-label')));
    expect(names[0]).toMatch(/^Sunday, /);
    expect(names[6]).toMatch(/^Saturday, /);
    await page.getByRole('link', { name: 'Month' }).click();
    expect((await page.getByRole('columnheader').allTextContents())[0]).toBe('Sun');
  });
});
