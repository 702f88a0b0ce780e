// @vitest-environment happy-dom
// The play screen in Spanish (docs/ARCHITECTURE.md, "Languages"): the golfer's choice of language
// reaches every word of the hole, the counters' accessible names and the totals; the screen waits for
// the Spanish messages (Suspense) instead of flashing English.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useScoreCard } from '../../../../src/data/hooks/documents.ts';
import type { GolfDatabase } from '../../../../src/data/index.ts';
import { PlayScreen } from '../../../../src/features/play/PlayScreen.tsx';
import { chooseLanguage } from '../../../../src/i18n/language.ts';
import { dispose, freshDatabase } from '../../data/fixtures.ts';
import { cardOn, renderWithDb } from '../helpers.tsx';

const UID = 'golferEs';
let db: GolfDatabase;

beforeEach(async () => {
  db = await freshDatabase(UID + Date.now());
  await chooseLanguage('es');
});
afterEach(async () => {
  cleanup();
  await chooseLanguage(undefined);
  await dispose(db);
});

function LivePlay() {
  const { card } = useScoreCard('card1');
  return card ? <PlayScreen card={card} uid={UID} onEnded={() => {}} emptyBag={null} /> : null;
}

describe('PlayScreen in Spanish', () => {
  it('shows the hole, the counters and the totals in Spanish, with Spanish accessible names', async () => {
    await cardOn(db, UID);
    renderWithDb(
      db,
      <Suspense fallback={<p>…</p>}>
        <LivePlay />
      </Suspense>,
    );
    await screen.findByRole('heading', { name: /Hoyo 1/ });
    expect(document.documentElement.lang).toBe('es-ES');

    const shots = screen.getByRole('group', { name: 'Golpes' });
    fireEvent.click(within(shots).getByRole('button', { name: '+1 golpe' }));
    fireEvent.click(within(shots).getByRole('button', { name: '+1 golpe' }));
    fireEvent.click(screen.getByRole('button', { name: '+1 putt' }));
    expect(within(shots).getByRole('status', { hidden: true }).textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Levantar' }));
    expect(within(shots).getByRole('status', { hidden: true }).textContent).toBe('Levantada');

    expect(screen.getByText('Al par').closest('dl')?.getAttribute('aria-label')).toBe('Totales de la vuelta');
    expect(screen.getByText('Golpes de búnker')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Calle' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'En green' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Terminar la vuelta' })).toBeTruthy();
    expect(screen.queryByText(/Next|Previous|Shots|Putts and more|Stroke index/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente ›' }));
    await screen.findByRole('heading', { name: /Hoyo 2/ });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hoyo 1, jugado' })).toBeTruthy());
  });
});
