// @vitest-environment happy-dom
// What the course pages write in the golfer's language and locale (docs/ARCHITECTURE.md, "Languages"): a
// tee's rating through Intl ("72,5" in Spanish: a message's plain value would print "72.5"), and the
// OpenStreetMap server form's refusal of an address from the courses' catalog, no longer an English
// sentence from src/osm.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Tee } from '../../../../src/data/index.ts';
import { TeeCard } from '../../../../src/features/courses/detail/TeeCard.tsx';
import { OverpassSettingsForm } from '../../../../src/features/courses/osm-import/OverpassSettingsForm.tsx';
import { chooseLanguage } from '../../../../src/i18n/language.ts';
import { OVERPASS_URL } from '../../../../src/osm/index.ts';

// The tee card reads the golfer's unit from the session's user data: metres here, without a database.
vi.mock('../../../../src/session/use-session.ts', () => ({ useSessionUid: () => 'me' }));
vi.mock('../../../../src/data/hooks/use-distance-unit.ts', () => ({ useDistanceUnit: () => 'metres' }));

beforeAll(() => chooseLanguage('es'));
afterAll(() => chooseLanguage('en'));
afterEach(cleanup);

/** Renders inside a router (the card's holes are links) and an awaited act (a render may suspend while
 * its Spanish messages load). */
async function renderSpanish(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Suspense fallback={<p>…</p>}>{ui}</Suspense> }),
    history: createMemoryHistory({ initialEntries: ['/courses/c1'] }),
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
}

const tee: Tee = {
  id: 'white',
  name: 'Blancas',
  type: 'Golf',
  colour: 'white',
  holeCount: 9,
  cr: 72.5,
  slope: 125,
  holes: Array.from({ length: 9 }, (_, i) => ({ number: i + 1, par: 4, hcp: i + 1, distance: 350 })),
};

describe('course figures in Spanish', () => {
  it("writes a tee's rating with the locale's decimal comma", async () => {
    await renderSpanish(<TeeCard courseId="c1" tee={tee} />);
    const card = await screen.findByRole('article', { name: 'Blancas' });
    expect(within(card).getByText('Valoración 72,5')).toBeTruthy();
    expect(within(card).getByText('Slope 125')).toBeTruthy();
    expect(within(card).getByText('3150 m')).toBeTruthy();
  });

  it('refuses an address that is not a server in Spanish', async () => {
    await renderSpanish(<OverpassSettingsForm settings={{ baseUrl: OVERPASS_URL }} onChange={() => undefined} />);
    const form = await screen.findByRole('form', { name: 'Servidor de OpenStreetMap' });
    fireEvent.change(within(form).getByLabelText('Dirección del servidor Overpass'), { target: { value: 'overpass.example' } });
    fireEvent.submit(form);
    expect(await within(form).findByText(`La dirección del servidor empieza por https:// (o http://), por ejemplo ${OVERPASS_URL}.`)).toBeTruthy();
  });
});
