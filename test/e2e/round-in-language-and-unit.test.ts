// A whole round on a 390x844 phone in the golfer's language and unit, both chosen in the profile
// (docs/ARCHITECTURE.md, "Languages" and "Distance units"): a golfer in Madrid who reads yards and one in
// London who reads metres (each the opposite of the browser's default unit) play every hole, finish, read
// the card and the course's hole links; the distances and the controls' accessible names are the words
// and units seen on the screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, screenshot, seedNineHoleCourse } from './support/index.ts';
import { appInBrowser } from './support/lifecycle.ts';

const app = appInBrowser();

interface Golfer {
  locale: string;
  units: 'metres' | 'yards';
  /** The nine-hole course's 330 m holes, as the golfer reads them. */
  distance: string;
  words: {
    email: string;
    password: string;
    signIn: string;
    startTitle: string;
    course: string;
    tee: string;
    start: string;
    hole: (n: number) => RegExp;
    distanceTerm: string;
    shots: string;
    holes: string;
    next: string;
    finish: string;
    cardHoles: string;
    score: string;
    holeLink: (n: number, distance: string) => string;
  };
  /** Words of the other language: none may be on the play screen. */
  foreign: RegExp;
}

const SPANISH_WITH_YARDS: Golfer = {
  locale: 'es-ES',
  units: 'yards',
  distance: '361 yd',
  words: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    startTitle: 'Empezar una vuelta',
    course: 'Campo',
    tee: 'Tee',
    start: 'Empezar la vuelta',
    hole: (n) => new RegExp(`^Hoyo ${n} de 9`),
    distanceTerm: 'Distancia',
    shots: 'Golpes',
    holes: 'Hoyos',
    next: 'Siguiente ›',
    finish: 'Finalizar la vuelta',
    cardHoles: 'Hoyos',
    score: 'Golpes',
    holeLink: (n, distance) => `Hoyo ${n}, par 4, ${distance}, tee Yellow`,
  },
  foreign: /\b(Hole|Shots|Putts and more|Penalties|Next|Previous|Finish round|End round|Stroke index|Round totals|Distance)\b|\d m\b/,
};

const ENGLISH_WITH_METRES: Golfer = {
  locale: 'en-GB',
  units: 'metres',
  distance: '330 m',
  words: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    startTitle: 'Start a round',
    course: 'Course',
    tee: 'Tee',
    start: 'Start round',
    hole: (n) => new RegExp(`^Hole ${n} of 9`),
    distanceTerm: 'Distance',
    shots: 'Shots',
    holes: 'Holes',
    next: 'Next ›',
    finish: 'Finish round',
    cardHoles: 'Holes',
    score: 'Score',
    holeLink: (n, distance) => `Hole ${n}, par 4, ${distance}, Yellow tee`,
  },
  foreign: /\b(Hoyo|Golpes|Siguiente|Anterior|Terminar|Distancia|Totales)\b|\d yd\b/,
};

/** The definition shown beside the term `term` in the hole's figures. */
async function figure(page: Page, term: string): Promise<string | null> {
  return page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]').textContent();
}

async function playWholeRound(golfer: Golfer, name: { firstName: string; lastName: string }): Promise<void> {
  const { words: w } = golfer;
  const user = await createUser({ ...name, units: golfer.units });
  const stamp = Date.now().toString(36);
  const courseId = `course-${golfer.locale}-${stamp}`;
  const courseName = `Club de Golf La Moraleja ${stamp}`;
  await seedNineHoleCourse(courseId, courseName, user.uid);
  const context = await app.newContext('phone', { locale: golfer.locale, colorScheme: 'dark' });
  try {
    const page = await context.newPage();
    await page.goto(app.url('/login'));
    await page.getByLabel(w.email).fill(user.email);
    await page.getByLabel(w.password, { exact: true }).fill(user.password);
    await page.getByRole('button', { name: w.signIn }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });

    // Opened by address right after signing in: the unit comes from the golfer's profile, not the browser.
    await page.goto(app.url('/play'));
    await page.getByRole('heading', { name: w.startTitle, level: 1 }).waitFor();
    await page.getByLabel(w.course, { exact: true }).selectOption({ label: courseName });
    await page.getByLabel(w.tee, { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: w.start }).click();
    await page.waitForURL((u) => /^\/score-cards\/[^/]+\/play$/.test(u.pathname), { timeout: 20_000 });
    const cardId = new URL(page.url()).pathname.split('/')[2] ?? '';

    const shots = page.getByRole('group', { name: w.shots, exact: true });
    const holes = page.getByRole('navigation', { name: w.holes });
    for (let n = 1; n <= 9; n++) {
      await page.getByRole('heading', { name: w.hole(n) }).waitFor({ timeout: 20_000 });
      await expect.poll(() => figure(page, w.distanceTerm)).toBe(golfer.distance);
      await shots.getByRole('button', { name: 'Par', exact: true }).click();
      await expect.poll(() => shots.getByRole('status').textContent()).toBe('4');
      expect(await page.locator('section.play').innerText()).not.toMatch(golfer.foreign);
      if (n === 1) await screenshot(page, `round-${golfer.locale}-${golfer.units}-hole-1`);
      if (n < 9) await holes.getByRole('button', { name: w.next }).click();
    }
    await holes.getByRole('button', { name: w.finish }).click();

    // The card: every hole a par, in the golfer's words.
    await page.waitForURL((u) => u.pathname === `/score-cards/${cardId}`, { timeout: 20_000 });
    await page.getByRole('heading', { name: courseName, level: 1 }).waitFor();
    const row = page.getByRole('table', { name: w.cardHoles }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: w.score, exact: true }) });
    await expect.poll(() => row.getByRole('cell').allTextContents()).toEqual([...Array(9).fill('4'), '36']);
    await screenshot(page, `round-${golfer.locale}-${golfer.units}-card`);

    // The course's hole links: named by the hole they show and its row's par and length, in the golfer's unit.
    await page.goto(app.url(`/courses/${courseId}`));
    const link = page.getByRole('link', { name: w.holeLink(3, golfer.distance), exact: true });
    await link.waitFor({ timeout: 20_000 });
    expect(await link.innerText()).toBe('3');
    const holeRow = page.getByRole('row').filter({ has: link });
    expect(await holeRow.getByRole('cell').allTextContents()).toEqual(['3', '4', '3', golfer.distance.split(' ')[0]]);
  } finally {
    await context.close();
  }
}

describe('a whole round in the golfer\'s language and unit', () => {
  it('in Spanish with yards', { timeout: 240_000 }, async () => {
    await playWholeRound(SPANISH_WITH_YARDS, { firstName: 'Carmen', lastName: 'Solís de la Fuente' });
  });

  it('in English with metres', { timeout: 240_000 }, async () => {
    await playWholeRound(ENGLISH_WITH_METRES, { firstName: 'Olivia', lastName: 'Fitzgerald-Whitmore' });
  });
});
