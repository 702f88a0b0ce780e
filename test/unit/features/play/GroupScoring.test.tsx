// @vitest-environment happy-dom
// The group screen as each golfer of a match sees it: the marker enters every card, another player
// only their own (the others read-only), and a card its player confirmed is closed to the marker.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useScoreCard } from '../../../../src/data/hooks/documents.ts';
import { saveUserProfile, type GolfDatabase } from '../../../../src/data/index.ts';
import { confirmCard } from '../../../../src/data/writes/certification.ts';
import { createMatch } from '../../../../src/data/writes/matches.ts';
import { GroupScoring } from '../../../../src/features/play/GroupScoring.tsx';
import { dispose, freshDatabase } from '../../data/fixtures.ts';
import { courseWithTee, renderWithDb } from '../helpers.tsx';

let db: GolfDatabase;
let cardOf: Record<'ana' | 'bob', string>;

beforeEach(async () => {
  // The screen watches the position for its distances; this page has no fix to give.
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { watchPosition: () => 1, clearWatch: () => undefined } });
  db = await freshDatabase();
  const course = await courseWithTee(db, 'ana');
  await saveUserProfile(db, 'ana', { firstName: 'Ana', lastName: 'Ruiz' });
  await saveUserProfile(db, 'bob', { firstName: 'Bob', lastName: 'Lee' });
  const match = await createMatch(db, {
    creatorId: 'ana', date: Date.now(), course, teeId: 'yellow', playMode: 'Individual', scoringMode: 'Stableford', holeCount: 18, isCompetition: false,
    players: [{ userId: 'ana', side: 1 }, { userId: 'bob', side: 1 }],
  });
  const [ana, bob] = match.scoreCards ?? [];
  cardOf = { ana: ana ?? '', bob: bob ?? '' };
});
afterEach(async () => {
  cleanup();
  await dispose(db);
});

/** The group screen of `uid`, opened with their own card, as the route renders it. */
function Group({ uid }: { uid: 'ana' | 'bob' }) {
  const { card } = useScoreCard(cardOf[uid]);
  return card ? <GroupScoring card={card} uid={uid} onEnded={() => {}} emptyBag={<p>No clubs</p>} fallback={<p>No match</p>} /> : null;
}

const hole1 = (name: string) => screen.findByRole('group', { name: `${name}, hole 1` });

describe('GroupScoring', () => {
  it('lets the marker enter every card of the group', async () => {
    renderWithDb(db, <Group uid="ana" />);
    await screen.findByText('You are the marker: you keep every card of the group.');
    for (const name of ['Ana Ruiz', 'Bob Lee']) expect(within(await hole1(name)).getByRole('button', { name: '+1 shot' })).toBeTruthy();
  });

  it('shows another player his own card to enter and the marker\'s read-only; his own hole accepts his card', async () => {
    renderWithDb(db, <Group uid="bob" />);
    await screen.findByText('Ana Ruiz keeps the group’s cards; you enter your own.');
    const anas = await hole1('Ana Ruiz');
    expect(within(anas).queryAllByRole('button')).toEqual([]);
    expect(within(anas).getByText('Kept by Ana Ruiz, the marker.')).toBeTruthy();
    fireEvent.click(within(await hole1('Bob Lee')).getByRole('button', { name: '+1 shot' }));
    await waitFor(async () => expect((await db.scorecards.findOne(cardOf.bob).exec())?.acceptedAt).toBeGreaterThan(0));
  });

  it('closes a card its player confirmed to the marker', async () => {
    await confirmCard(db, cardOf.bob, 'bob');
    renderWithDb(db, <Group uid="ana" />);
    const bobs = await hole1('Bob Lee');
    expect(within(bobs).queryAllByRole('button')).toEqual([]);
    expect(within(bobs).getByText('Confirmed by Bob Lee: only they change it now.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Confirmed' })).toBeTruthy();
  });
});
