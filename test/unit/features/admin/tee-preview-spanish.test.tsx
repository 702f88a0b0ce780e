// @vitest-environment happy-dom
// The golf course API import's tee preview in Spanish (docs/ARCHITECTURE.md, "Languages"): the type and
// colour in the administrator's words (not the stored English values), and the ratings and the length
// through Intl with the locale ("72,5", "35,6 / 128").
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportedTee } from '../../../../src/domain/course-import/index.ts';
import { TeePreview } from '../../../../src/features/admin/TeePreview.tsx';
import { chooseLanguage } from '../../../../src/i18n/language.ts';

// The preview reads the administrator's unit from the session's user data: metres here, without a database.
vi.mock('../../../../src/session/use-session.ts', () => ({ useSessionUid: () => 'me' }));
vi.mock('../../../../src/data/hooks/use-distance-unit.ts', () => ({ useDistanceUnit: () => 'metres' }));

beforeAll(() => chooseLanguage('es'));
afterAll(() => chooseLanguage('en'));
afterEach(cleanup);

const tee: ImportedTee = {
  id: 'm-white',
  name: 'White',
  gender: 'male',
  type: 'Golf',
  colour: 'white',
  holeCount: 18,
  cr: 72.5,
  slope: 131,
  front9: { cr: 35.6, slope: 128 },
  back9: { cr: 36.9, slope: 134 },
  par: 72,
  holes: Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: 4, hcp: i + 1, yards: 400, distance: 365.76 })),
  missingStrokeIndex: [],
};

describe('the tee preview in Spanish', () => {
  it('says the type and colour in Spanish and writes the figures with the decimal comma', async () => {
    await act(async () => {
      render(
        <Suspense fallback={<p>…</p>}>
          <TeePreview tee={tee} choice={{ chosen: true, typed: {} }} errors={{}} onChange={() => undefined} />
        </Suspense>,
      );
    });
    const figures = await screen.findAllByRole('definition');
    expect(figures.map((d) => d.textContent)).toEqual(['Golf', 'Blanco', '72,5', '131', '72', '18', '7200 yd, 6584 m', '35,6 / 128', '36,9 / 134']);
  });
});
