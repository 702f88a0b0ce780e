// The writers of consent, signature and the match's marker: an invitation accepted, played or
// declined; a card confirmed or disputed; the marker chosen, kept and defaulted.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GolfDatabase, ScoreCardDoc } from '../../../src/data/index.ts';
import { countsInRecord } from '../../../src/data/card-rights.ts';
import { recordOf } from '../../../src/data/hooks/use-my-rounds.ts';
import { confirmCard, disputeHoles } from '../../../src/data/writes/certification.ts';
import { acceptInvitation, declineInvitation } from '../../../src/data/writes/invitations.ts';
import { createMatch, updateMatch, type NewMatch } from '../../../src/data/writes/matches.ts';
import { patchHole } from '../../../src/data/writes/scorecards.ts';
import { addTournamentRound, createTournament } from '../../../src/data/writes/tournaments.ts';
import { course, dispose, freshDatabase } from './fixtures.ts';

let db: GolfDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});
afterEach(() => dispose(db));

const NOW = Date.UTC(2026, 5, 1, 8);

function individual(over: Partial<NewMatch> = {}): NewMatch {
  return {
    creatorId: 'ana',
    date: NOW,
    course: course(),
    teeId: 'white',
    playMode: 'Individual',
    scoringMode: 'Stableford',
    holeCount: 18,
    isCompetition: false,
    players: [
      { userId: 'ana', handicapGolf: 10, side: 1 },
      { userId: 'bob', handicapGolf: 20, side: 1 },
      { userId: 'cy', handicapGolf: 30, side: 1 },
    ],
    ...over,
  };
}

async function cardOf(matchId: string, userId: string): Promise<ScoreCardDoc> {
  const doc = await db.scorecards.findOne({ selector: { matchId, userId } }).exec();
  if (!doc) throw new Error(`no card of ${userId}`);
  return doc.toMutableJSON();
}

const card = async (id: string) => (await db.scorecards.findOne(id).exec())?.toMutableJSON();

describe('the match\'s marker', () => {
  it('is the first player by default, the one chosen otherwise', async () => {
    expect((await createMatch(db, individual(), NOW)).markerId).toBe('ana');
    expect((await createMatch(db, individual({ markerId: 'cy' }), NOW)).markerId).toBe('cy');
  });

  it('is never someone who does not play: the first player then', async () => {
    expect((await createMatch(db, individual({ markerId: 'olga' }), NOW)).markerId).toBe('ana');
  });

  it('is kept when the creator edits the match without choosing, and follows a new choice', async () => {
    const match = await createMatch(db, individual({ markerId: 'bob' }), NOW);
    const ids = match.scoreCards ?? [];
    const players = individual().players.map((p, i) => ({ ...p, cardId: ids[i] }));
    expect((await updateMatch(db, match.id, { ...individual(), players }, NOW + 1)).markerId).toBe('bob');
    expect((await updateMatch(db, match.id, { ...individual(), players, markerId: 'cy' }, NOW + 2)).markerId).toBe('cy');
    // The marker removed from the match: the first player marks.
    expect((await updateMatch(db, match.id, { ...individual(), players: players.filter((p) => p.userId !== 'cy') }, NOW + 3)).markerId).toBe('ana');
  });

  it('of each group of a tournament round is the one the organizer chose, else the group\'s first player', async () => {
    const t = await createTournament(
      db,
      {
        name: 'Cup',
        startDate: NOW,
        endDate: NOW,
        format: { playMode: 'Individual', scoringMode: 'Stableford', holeCount: 18 },
        players: ['bob', 'cy', 'dee', 'eve'].map((userId) => ({ userId })),
        organizer: { id: 'olga' },
      },
      NOW,
    );
    const groups = [[{ userId: 'bob', side: 1 }, { userId: 'cy', side: 1 }], [], [{ userId: 'dee', side: 1 }, { userId: 'eve', side: 1 }]];
    const matches = await addTournamentRound(db, t.id, { date: NOW, course: course(), teeId: 'white', groups, markerIds: ['cy', undefined, undefined], creatorId: 'olga' }, NOW);
    expect(matches.map((m) => m.markerId)).toEqual(['cy', 'dee']);
    expect(matches.every((m) => m.creatorId === 'olga')).toBe(true);
  });
});

describe('an invitation', () => {
  it('counts in the record only once accepted', async () => {
    const match = await createMatch(db, individual(), NOW);
    const bobs = await cardOf(match.id, 'bob');
    expect(countsInRecord(bobs, 'bob')).toBe(false);
    expect(countsInRecord(await cardOf(match.id, 'ana'), 'ana')).toBe(true);
    const accepted = await acceptInvitation(db, bobs.id, 'bob', NOW + 5);
    expect(accepted.acceptedAt).toBe(NOW + 5);
    expect(countsInRecord(accepted, 'bob')).toBe(true);
  });

  it('is accepted by a hole its player writes, not by the marker\'s', async () => {
    const match = await createMatch(db, individual(), NOW);
    const bobs = await cardOf(match.id, 'bob');
    const byMarker = await patchHole(db, bobs.id, 1, { shotCount: 4 }, NOW + 1, 'ana');
    expect(byMarker.acceptedAt).toBeUndefined();
    const byPlayer = await patchHole(db, bobs.id, 2, { shotCount: 5 }, NOW + 2, 'bob');
    expect(byPlayer.acceptedAt).toBe(NOW + 2);
    // Later holes keep the first acceptance.
    expect((await patchHole(db, bobs.id, 3, { shotCount: 5 }, NOW + 3, 'bob')).acceptedAt).toBe(NOW + 2);
    // A golfer's own card never needs one.
    expect((await patchHole(db, (await cardOf(match.id, 'ana')).id, 1, { shotCount: 5 }, NOW + 4, 'ana')).acceptedAt).toBeUndefined();
  });

  it('is answered by its player only', async () => {
    const match = await createMatch(db, individual(), NOW);
    const bobs = await cardOf(match.id, 'bob');
    await expect(acceptInvitation(db, bobs.id, 'ana', NOW)).rejects.toThrow(/Only its player/);
    await expect(declineInvitation(db, bobs.id, 'ana', NOW)).rejects.toThrow(/Only its player/);
  });

  it('declined: the player leaves the match and the card is gone from their record', async () => {
    const match = await createMatch(db, individual(), NOW);
    const bobs = await cardOf(match.id, 'bob');
    await declineInvitation(db, bobs.id, 'bob', NOW + 9);
    expect(await card(bobs.id)).toBeUndefined();
    const after = (await db.matches.findOne(match.id).exec())?.toMutableJSON();
    expect(after?.players).toEqual({ ana: 1, cy: 1 });
    expect(after?.scoreCards).not.toContain(bobs.id);
    const left = (await db.scorecards.find({ selector: { userId: 'bob' } }).exec()).map((c) => c.toMutableJSON());
    expect(recordOf(left, 'bob')).toEqual([]);
  });
});

describe('the player\'s signature', () => {
  it('confirms the card, takes back the disputes and accepts it', async () => {
    const match = await createMatch(db, individual(), NOW);
    const bobs = await cardOf(match.id, 'bob');
    const disputed = await disputeHoles(db, bobs.id, 'bob', [3, 1], NOW + 1);
    expect(disputed.holes.filter((h) => h.disputed).map((h) => h.number)).toEqual([1, 3]);
    expect(disputed.holes.find((h) => h.number === 3)?.modifiedAt).toBe(NOW + 1);
    expect(disputed.confirmedAt).toBeUndefined();
    const confirmed = await confirmCard(db, bobs.id, 'bob', NOW + 2);
    expect(confirmed.confirmedAt).toBe(NOW + 2);
    expect(confirmed.acceptedAt).toBe(NOW + 2);
    expect(confirmed.holes.some((h) => h.disputed !== undefined)).toBe(false);
  });

  it('a dispute withdraws the confirmation', async () => {
    const match = await createMatch(db, individual(), NOW);
    const anas = await cardOf(match.id, 'ana');
    expect((await confirmCard(db, anas.id, 'ana', NOW + 1)).acceptedAt).toBeUndefined();
    const disputed = await disputeHoles(db, anas.id, 'ana', [18], NOW + 2);
    expect(disputed.confirmedAt).toBeUndefined();
    await expect(disputeHoles(db, anas.id, 'ana', [19], NOW + 3)).rejects.toThrow(/no hole 19/);
  });

  it('is its player\'s only', async () => {
    const match = await createMatch(db, individual(), NOW);
    const bobs = await cardOf(match.id, 'bob');
    await expect(confirmCard(db, bobs.id, 'ana', NOW)).rejects.toThrow(/Only its player/);
    await expect(disputeHoles(db, bobs.id, 'ana', [1], NOW)).rejects.toThrow(/Only its player/);
  });
});
