// @vitest-environment happy-dom
// A page in Spanish (docs/ARCHITECTURE.md, "Languages"): the golfer chooses Spanish, the page suspends
// while its Spanish messages and date-fns' Spanish tables load, then shows Spanish words, Spanish day
// and month names, Monday weeks and the 24-hour clock.
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WeekView } from '../../../src/features/calendar/WeekView.tsx';
import type { TeeTime } from '../../../src/features/calendar/tee-times.ts';
import { chooseLanguage, languageState } from '../../../src/i18n/language.ts';
import { authErrorMessage } from '../../../src/auth/auth-errors.ts';
import { browserLanguages } from '../../support/browser-languages.ts';

let restoreLanguages: () => void;
beforeAll(async () => {
  // An American browser: the golfer's choice of Spanish decides the words, Spain's locale the dates.
  restoreLanguages = browserLanguages(['en-US']);
  await chooseLanguage('es');
});
afterAll(() => restoreLanguages());
afterEach(cleanup);

async function renderInRouter(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Suspense fallback={<p>…</p>}>{ui}</Suspense> }),
    history: createMemoryHistory({ initialEntries: ['/calendar'] }),
  });
  render(<RouterProvider router={router} />);
  await router.load();
}

const fourball: TeeTime = {
  key: 'match:m1',
  kind: 'match',
  id: 'm1',
  date: new Date(2026, 10, 24, 15, 30).getTime(),
  courseName: 'La Moraleja',
  teeNames: ['Amarillas'],
  playMode: 'Fourball',
  scoringMode: 'Stableford',
  holeCount: 18,
  players: ['Tú', 'Ben'],
  otherPlayers: ['Ben'],
  cards: [],
  said: { clock: '15:30', course: 'La Moraleja', detail: 'Fourball con Ben' },
  name: '15:30, La Moraleja, Fourball con Ben',
};

describe('a page in Spanish', () => {
  it('follows the choice: <html lang> and the locale are Spain\'s', () => {
    expect(languageState()).toEqual({ language: 'es', locale: 'es-ES' });
    expect(document.documentElement.lang).toBe('es-ES');
  });

  it('shows the week in Spanish, from Monday, on the 24-hour clock', async () => {
    await renderInRouter(<WeekView date="2026-11-25" teeTimes={[fourball]} loading={false} />);
    const days = await screen.findAllByRole('region', undefined, { timeout: 5000 });
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual([
      'lunes, 23 de noviembre de 2026',
      'martes, 24 de noviembre de 2026',
      'miércoles, 25 de noviembre de 2026',
      'jueves, 26 de noviembre de 2026',
      'viernes, 27 de noviembre de 2026',
      'sábado, 28 de noviembre de 2026',
      'domingo, 29 de noviembre de 2026',
    ]);
    const tuesday = screen.getByRole('region', { name: 'martes, 24 de noviembre de 2026' });
    const link = within(tuesday).getByRole('link', { name: fourball.name });
    // What the link shows is what it is called (its commas visually hidden).
    expect(link.textContent).toBe('15:30, La Moraleja, Fourball con Ben');
    expect(within(tuesday).getByRole('link', { name: 'Planificar una salida el martes, 24 de noviembre de 2026' }).textContent).toBe('+ Planificar');
    expect(within(screen.getByRole('region', { name: 'lunes, 23 de noviembre de 2026' })).getByText('No hay salidas.')).toBeTruthy();
  });

  it('says the auth service\'s refusals in Spanish without waiting for their messages', () => {
    expect(authErrorMessage({ code: 'auth/wrong-password' })).toBe('Contraseña incorrecta. Vuelve a intentarlo o usa «¿Has olvidado tu contraseña?».');
  });
});
