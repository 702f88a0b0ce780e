// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { RxDatabaseProvider } from 'rxdb/plugins/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createScoreCard, patchHole, type GolfDatabase } from '../../../../src/data/index.ts';
import { holeAverages } from '../../../../src/domain/index.ts';
import { CourseStats } from '../../../../src/features/courses/stats/CourseStatsPage.tsx';
import type { StatsSearch } from '../../../../src/ui/stats-filters/stats-search.ts';
import { dispose, freshDatabase } from '../../data/fixtures.ts';
import { courseWithTee, renderWithDb } from '../helpers.tsx';

const UID = 'golferStats';
let db: GolfDatabase;

beforeEach(async () => {
  db = await freshDatabase(UID + Date.now());
});
afterEach(async () => {
  cleanup();
  await dispose(db);
});

describe('CourseStats', () => {
  it('averages only the golfer\'s own rounds on the course, hole by hole, as the domain does', async () => {
    const course = await courseWithTee(db, UID);
    const player = { handicapGolf: 18 };
    await createScoreCard(db, { id: 'mine1', userId: UID, course, teeId: 'yellow', player });
    await createScoreCard(db, { id: 'mine2', userId: UID, course, teeId: 'yellow', player });
    await createScoreCard(db, { id: 'theirs', userId: 'someoneElse', course, teeId: 'yellow', player });
    await patchHole(db, 'mine1', 1, { shotCount: 5, puttCount: 2, fairway: 1, gir: 2 });
    await patchHole(db, 'mine2', 1, { shotCount: 4, puttCount: 1, fairway: 3, gir: 1 });
    await patchHole(db, 'theirs', 1, { shotCount: 9, puttCount: 4, fairway: 2, gir: 2 });

    renderWithDb(db, <CourseStats course={course} uid={UID} />);
    await screen.findByText(/Averages over your 2 rounds here/);
    const mine = await db.scorecards.find({ selector: { userId: UID } }).exec();
    const expected = holeAverages(mine.map((c) => c.toMutableJSON()))[0];
    const row = screen.getByRole('rowheader', { name: '1' }).closest('tr');
    if (!row || !expected) throw new Error('no row for hole 1');
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual([
      String(expected.par),
      '2',
      expected.strokes?.toFixed(1),
      expected.putts?.toFixed(1),
      expected.stableford?.toFixed(1),
      `${Math.round(expected.fairwayHitPercent ?? NaN)}%`,
      `${Math.round(expected.girPercent ?? NaN)}%`,
    ]);
    // One of two recorded tee shots found the fairway.
    expect(expected.fairwayHitPercent).toBe(50);
    // Hole 2 was never played: no averages, shown as dashes.
    const hole2 = screen.getByRole('rowheader', { name: '2' }).closest('tr');
    expect(within(hole2 as HTMLElement).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual(['0', '–', '–', '–', '–', '–']);
  });

  it('applies the statistics filters, and says so when they keep no round', async () => {
    const course = await courseWithTee(db, UID);
    await createScoreCard(db, { id: 'casual', userId: UID, course, teeId: 'yellow', player: { handicapGolf: 18 }, date: new Date(2025, 5, 2, 10).getTime() });
    await patchHole(db, 'casual', 1, { shotCount: 5 });
    const view = (search: StatsSearch) => (
      <RxDatabaseProvider database={db}>
        <CourseStats course={course} uid={UID} search={search} onSearchChange={() => {}} />
      </RxDatabaseProvider>
    );
    const { rerender } = render(view({ competition: true }));
    await screen.findByText(/None of your rounds here matches these filters/);
    expect(screen.queryByRole('table')).toBeNull();
    rerender(view({ from: '2025-06-01', to: '2025-06-02', tee: 'Golf' }));
    await screen.findByText(/Averages over your round here/);
    rerender(view({ from: '2025-06-03', to: '2025-06-02' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/is before the "From" date/);
  });

  it('says so when the golfer has not played the course', async () => {
    const course = await courseWithTee(db, UID);
    renderWithDb(db, <CourseStats course={course} uid={UID} />);
    await screen.findByText(/You have no rounds on this course yet/);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
