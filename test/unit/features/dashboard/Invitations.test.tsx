// @vitest-environment happy-dom
// The dashboard's invitations: a card another golfer made counts only once accepted; declining leaves
// the match. Each button names the invitation it answers.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveUserProfile, type GolfDatabase } from '../../../../src/data/index.ts';
import { createMatch } from '../../../../src/data/writes/matches.ts';
import { Invitations } from '../../../../src/features/dashboard/Invitations.tsx';
import { dispose, freshDatabase } from '../../data/fixtures.ts';
import { courseWithTee, renderWithDb } from '../helpers.tsx';

let db: GolfDatabase;
let matchId: string;
let bobsCard: string;

beforeEach(async () => {
  db = await freshDatabase();
  const course = await courseWithTee(db, 'ana');
  await saveUserProfile(db, 'ana', { firstName: 'Ana', lastName: 'Ruiz' });
  const match = await createMatch(db, {
    creatorId: 'ana', date: Date.now(), course, teeId: 'yellow', playMode: 'Individual', scoringMode: 'Stableford', holeCount: 18, isCompetition: false,
    players: [{ userId: 'ana', side: 1 }, { userId: 'bob', side: 1 }],
  });
  matchId = match.id;
  bobsCard = match.scoreCards?.[1] ?? '';
});
afterEach(async () => {
  cleanup();
  await dispose(db);
});

/** The dashboard's invitations of `uid`, in a router (they link to the match). */
async function show(uid: string) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => <Invitations uid={uid} /> }), history: createMemoryHistory({ initialEntries: ['/dashboard'] }) });
  renderWithDb(db, <RouterProvider router={router} />);
  await router.load();
}

describe('Invitations', () => {
  it('lists the card another golfer made, and accepting it makes it one of the golfer\'s rounds', async () => {
    await show('bob');
    const region = await screen.findByRole('region', { name: 'Invitations' });
    expect(within(region).getByText('added you to a match.', { exact: false }).textContent).toBe('Ana Ruiz added you to a match.');
    fireEvent.click(within(region).getByRole('button', { name: /^Accept a match at Sunny Links, / }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull());
    expect((await db.scorecards.findOne(bobsCard).exec())?.acceptedAt).toBeGreaterThan(0);
  });

  it('is not shown to the golfer who made the cards', async () => {
    await show('ana');
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
  });

  it('declining, after the question, leaves the match and removes the card', async () => {
    await show('bob');
    const region = await screen.findByRole('region', { name: 'Invitations' });
    fireEvent.click(within(region).getByRole('button', { name: /^Decline a match at Sunny Links, / }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decline' }));
    // The open dialog hides the page from the accessibility tree: wait for it to close first.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull());
    expect(await db.scorecards.findOne(bobsCard).exec()).toBeNull();
    expect((await db.matches.findOne(matchId).exec())?.players).toEqual({ ana: 1 });
  });
});
