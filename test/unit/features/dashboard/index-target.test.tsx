// @vitest-environment happy-dom
// The dashboard's score that lowers the index (docs/PRODUCT.md, "2. Screens and routes"): worked out on
// the golfer's last rated tee, which the text names; before 3 scores, what is still needed.
import { cleanup, screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertScoreCard, type CourseDoc, type GolfDatabase } from '../../../../src/data/index.ts';
import { buildScoreCard } from '../../../../src/data/writes/scorecards.ts';
import { upsertCourse } from '../../../../src/data/writes/courses.ts';
import { storedCardTotals } from '../../../../src/domain/index.ts';
import { DashboardPage } from '../../../../src/features/dashboard/DashboardPage.tsx';
import { lastRatedTee } from '../../../../src/features/dashboard/target-tee.ts';
import { SessionContext } from '../../../../src/session/session-context.ts';
import { dispose, freshDatabase } from '../../data/fixtures.ts';
import { renderWithDb, teeOf18 } from '../helpers.tsx';

const UID = 'ana';
const DAY = 86_400_000;
let db: GolfDatabase;
let course: CourseDoc;

beforeEach(async () => {
  db = await freshDatabase();
  // The yellow tee rated 72.0 / 113 (its par); an unrated white tee beside it.
  const { cr: _cr, slope: _slope, ...unrated } = teeOf18();
  course = await upsertCourse(db, { id: 'course1', name: 'Sunny Links', creatorId: UID, tees: [teeOf18(), { ...unrated, id: 'white', name: 'White' }] });
});
afterEach(async () => {
  cleanup();
  await dispose(db);
});

/** A round of bogeys (90) on a tee, `day` days ago. */
async function bogeyRound(id: string, day: number, teeId = 'yellow') {
  const card = buildScoreCard({ userId: UID, course, teeId, player: { handicapGolf: 18 }, id, date: Date.now() - day * DAY });
  const holes = card.holes.map((h) => ({ ...h, shotCount: h.par + 1 }));
  await insertScoreCard(db, { ...card, holes, ...storedCardTotals(holes) });
}

async function showDashboard() {
  const router = createRouter({ routeTree: createRootRoute({ component: () => <DashboardPage /> }), history: createMemoryHistory({ initialEntries: ['/dashboard'] }) });
  renderWithDb(
    db,
    <SessionContext.Provider value={{ uid: UID, isAdmin: false, sync: null }}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  await router.load();
  return screen.findByRole('region', { name: 'Handicap' });
}

describe('the dashboard: the score that lowers the index', () => {
  it('on the last rated tee played, named: three rounds of 90 (18.0 each, index 16.0) -> 88 or better', async () => {
    await bogeyRound('a', 5);
    await bogeyRound('b', 4);
    await bogeyRound('c', 3);
    // The most recent round is on the unrated tee: the yellow one is named.
    await bogeyRound('d', 1, 'white');
    const panel = await showDashboard();
    // A fourth score: the lowest less 1.0; 88 (16.0) -> 15.0, 89 (17.0) -> 16.0.
    expect(await within(panel).findByText('Shoot 88 or better on Sunny Links (Yellow) to lower your index (16.0).')).toBeTruthy();
    expect(within(panel).getByText('After 88: 15.0 (now 16.0).')).toBeTruthy();
  });

  it('before an index: how many scores are still needed', async () => {
    await bogeyRound('a', 5);
    const panel = await showDashboard();
    expect(await within(panel).findByText(/^2 more scores until you have a handicap index/)).toBeTruthy();
  });
});

describe('lastRatedTee', () => {
  it('takes the newest card whose tee is rated and on this phone', () => {
    const cards = [
      { courseId: 'gone', teeId: 'yellow', courseName: 'Gone' },
      { courseId: 'course1', teeId: 'white', courseName: 'Sunny Links' },
      { courseId: 'course1', teeId: 'yellow', courseName: 'Sunny Links' },
    ];
    expect(lastRatedTee(cards, [course])).toMatchObject({ course: 'Sunny Links', teeName: 'Yellow', tee: { id: 'yellow' } });
    expect(lastRatedTee(cards.slice(0, 2), [course])).toBeNull();
  });
});
