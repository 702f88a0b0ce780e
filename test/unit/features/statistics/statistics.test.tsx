// @vitest-environment happy-dom
// The statistics page's pieces on a real (fake-indexeddb) database: the handicap hook, the figures,
// the filter form and the handicap choice, each against what the domain computes.
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { RxDatabaseProvider } from 'rxdb/plugins/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createScoreCard, patchHole, saveUserProfile, setHandicapSource, type GolfDatabase } from '../../../../src/data/index.ts';
import { handicapInUse, useHandicapIndex } from '../../../../src/data/hooks/use-handicap-index.ts';
import { joinRounds } from '../../../../src/data/hooks/use-my-rounds.ts';
import { computeStatistics, handicapFromCards } from '../../../../src/domain/index.ts';
import { RoundFigures } from '../../../../src/features/statistics/RoundFigures.tsx';
import { HandicapChoice } from '../../../../src/features/profile/HandicapChoice.tsx';
import { StatsFiltersForm } from '../../../../src/ui/stats-filters/StatsFiltersForm.tsx';
import { statsFilterOf } from '../../../../src/ui/stats-filters/stats-filter.ts';
import type { StatsSearch } from '../../../../src/ui/stats-filters/stats-search.ts';
import { dispose, freshDatabase } from '../../data/fixtures.ts';
import { courseWithTee } from '../helpers.tsx';

const UID = 'golferStatsPage';
let db: GolfDatabase;

beforeEach(async () => {
  db = await freshDatabase(UID + Date.now());
});
afterEach(async () => {
  cleanup();
  await dispose(db);
});

/** Strokes per hole of three rounds on the 18-hole test tee (pars 4,4,3,5,4,4,3,5,4 twice). */
const ROUNDS = [
  [5, 5, 4, 6, 5, 5, 4, 7, 5, 5, 6, 3, 6, 5, 5, 4, 6, 5],
  [4, 5, 3, 6, 6, 5, 4, 6, 5, 4, 5, 4, 6, 5, 4, 3, 6, 5],
  [6, 5, 4, 5, 5, 6, 4, 6, 4, 5, 5, 3, 7, 5, 5, 4, 5, 6],
];

async function playRounds(): Promise<void> {
  const course = await courseWithTee(db, UID);
  for (const [r, shots] of ROUNDS.entries()) {
    const id = `card${r}`;
    await createScoreCard(db, { id, userId: UID, course, teeId: 'yellow', player: { handicapGolf: 18 }, date: Date.UTC(2025, 4, 1 + r * 7) });
    for (const [i, s] of shots.entries()) {
      await patchHole(db, id, i + 1, { shotCount: s, puttCount: s > 4 ? 2 : 1, fairway: i % 3 === 0 ? 1 : 2, bunkerCount: i === 4 ? 1 : 0 });
    }
  }
  // Someone else's round on the same course does not count.
  await createScoreCard(db, { id: 'theirs', userId: 'someoneElse', course, teeId: 'yellow', player: {} });
  await patchHole(db, 'theirs', 1, { shotCount: 3 });
}

const wrapper = ({ children }: { children: ReactNode }) => <RxDatabaseProvider database={db}>{children}</RxDatabaseProvider>;

describe('useHandicapIndex', () => {
  it('computes the WHS index from the golfer\'s own cards joined with their tees', async () => {
    await playRounds();
    const { result } = renderHook(() => useHandicapIndex(UID), { wrapper });
    await waitFor(() => expect(result.current.mine.rounds).toHaveLength(3));
    const cards = (await db.scorecards.find({ selector: { userId: UID } }).exec()).map((c) => c.toMutableJSON());
    const courses = (await db.courses.find().exec()).map((c) => c.toMutableJSON());
    const expected = handicapFromCards(joinRounds(cards, courses));
    expect(expected.index).not.toBeNull();
    expect(result.current.computed.index).toBe(expected.index);
    expect(result.current.computed.record.map((e) => e.differential)).toEqual(expected.record.map((e) => e.differential));
    // No manual handicap and no choice: the computed index is the one in use.
    expect(result.current.inUse).toEqual({ value: expected.index, from: 'computed', chosen: 'computed', computedMissing: false });

    await act(async () => {
      await saveUserProfile(db, UID, { handicapGolf: 12.4 });
    });
    // A manual handicap typed in the profile is kept until the golfer chooses the computed one.
    await waitFor(() => expect(result.current.inUse).toMatchObject({ value: 12.4, from: 'manual', chosen: 'manual' }));
    await act(async () => {
      await setHandicapSource(db, UID, 'computed');
    });
    await waitFor(() => expect(result.current.inUse).toMatchObject({ value: expected.index, from: 'computed' }));
  });
});

describe("tomorrow's match card, no hole played yet", () => {
  it('is no round: the index lists it as too few holes played and the figures leave it out', async () => {
    const course = await courseWithTee(db, UID);
    await createScoreCard(db, { id: 'tomorrow', userId: UID, course, teeId: 'yellow', player: { handicapGolf: 18 }, date: Date.now() + 86_400_000 });
    const { result } = renderHook(() => useHandicapIndex(UID), { wrapper });
    await waitFor(() => expect(result.current.mine.rounds).toHaveLength(1));
    expect(result.current.computed.excluded).toEqual([{ cardId: 'tomorrow', reason: 'not-enough-holes' }]);
    expect(result.current.computed.history).toEqual([]);
    expect(computeStatistics(result.current.mine.rounds).summary.rounds).toBe(0);
  });
});

describe('handicapInUse', () => {
  it('falls back to the manual handicap, then to 36, while there is no computed index', () => {
    expect(handicapInUse(null, { handicapGolf: 9.1 }, 'computed')).toEqual({ value: 9.1, from: 'manual', chosen: 'computed', computedMissing: true });
    expect(handicapInUse(null, {}, undefined)).toEqual({ value: 36, from: 'default', chosen: 'computed', computedMissing: true });
    expect(handicapInUse(14.2, { handicapGolf: 9.1 }, 'manual')).toEqual({ value: 9.1, from: 'manual', chosen: 'manual', computedMissing: false });
    expect(handicapInUse(14.2, null, 'manual')).toEqual({ value: 36, from: 'default', chosen: 'manual', computedMissing: false });
  });
});

/** The figures of a <dl> named `label`, term -> definition. */
function definitions(label: string): Record<string, string> {
  const list = screen.getByRole('region', { name: label });
  const terms = within(list).getAllByRole('term').map((t) => t.textContent ?? '');
  const values = within(list).getAllByRole('definition').map((d) => d.textContent ?? '');
  return Object.fromEntries(terms.map((t, i) => [t, values[i] ?? '']));
}

describe('RoundFigures', () => {
  it('shows the figures computeStatistics gives for the rounds', async () => {
    await playRounds();
    const cards = (await db.scorecards.find({ selector: { userId: UID } }).exec()).map((c) => c.toMutableJSON());
    const courses = (await db.courses.find().exec()).map((c) => c.toMutableJSON());
    const statistics = computeStatistics(joinRounds(cards, courses), {});
    render(<RoundFigures statistics={statistics} unit="metres" />);
    const s = statistics.summary;
    expect(definitions('Scoring')).toEqual({
      'Rounds played': '3',
      'Average Stableford points': s.stableford.average?.toFixed(1),
      'Best Stableford points': String(s.stableford.best),
      'Average strokes': s.strokes.average?.toFixed(1),
      'Best strokes': String(s.strokes.best),
    });
    expect(definitions('Off the tee')['Fairways hit']).toBe(`${s.fairways.hitPercent?.toFixed(1)}% (${s.fairways.hit} of ${s.fairways.recorded})`);
    expect(definitions('Greens and putting')['Putts per round']).toBe(s.putting.perRound?.toFixed(1));
    expect(definitions('Short game and penalties')['Sand saves']).toBe(`${s.sandSaves.percent?.toFixed(1)}% (${s.sandSaves.made} of ${s.sandSaves.chances})`);
    expect(screen.getByRole('figure', { name: /^Score distribution over 54 holes/ })).toBeTruthy();
    expect(screen.getByText(/measured against a tour-average baseline from the tee \(Broadie\), from hole scores only/i)).toBeTruthy();
    const sg = s.strokesGained.per18 ?? NaN;
    expect(definitions('Strokes gained')['Per 18 holes']).toBe(`${sg > 0 ? '+' : ''}${sg.toFixed(2)}`);
  });
});

describe('StatsFiltersForm', () => {
  function Harness({ initial }: { initial: StatsSearch }) {
    const [search, setSearch] = useState(initial);
    const parsed = statsFilterOf(search);
    return (
      <>
        <StatsFiltersForm value={search} onChange={setSearch} courses={[{ id: 'c1', name: 'Sunny Links' }]} periodError={parsed.error} />
        <output>{JSON.stringify(search)}</output>
      </>
    );
  }

  it('changes the search and says so when To is before From', () => {
    render(<Harness initial={{ from: '2025-06-10' }} />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-06-01' } });
    expect(screen.getByRole('alert').textContent).toMatch(/"To" date \(2025-06-01\) is before the "From" date \(2025-06-10\)/);
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Course'), { target: { value: 'c1' } });
    fireEvent.change(screen.getByLabelText('Holes'), { target: { value: '9' } });
    fireEvent.click(screen.getByLabelText('Competition rounds only'));
    expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toEqual({ from: '2025-06-10', to: '2025-06-01', course: 'c1', holes: 9, competition: true });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('status').textContent).toBe('{}');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('HandicapChoice', () => {
  it('offers the computed index and the manual handicap as a radio group', () => {
    const chosen: string[] = [];
    render(<HandicapChoice computed={14.3} manual={12} chosen="manual" onChange={(v) => chosen.push(v)} />);
    const group = screen.getByRole('radiogroup', { name: 'Handicap new rounds use' });
    expect(within(group).getByRole('radio', { name: 'Manual handicap (12)' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(group).getByRole('radio', { name: 'Computed index (14.3)' }));
    expect(chosen).toEqual(['computed']);
  });
});
