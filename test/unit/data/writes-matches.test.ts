import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GolfDatabase, ScoreCardDoc } from '../../../src/data/index.ts';
import { createMatch, deleteMatch, leaveMatch, updateMatch, type NewMatch } from '../../../src/data/writes/matches.ts';
import { patchHole } from '../../../src/data/writes/scorecards.ts';
import { course, dispose, freshDatabase, tee18 } from './fixtures.ts';

let db: GolfDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});
afterEach(() => dispose(db));

const NOW = Date.UTC(2026, 5, 1, 8);

function fourball(): NewMatch {
  return {
    creatorId: 'ana',
    date: NOW + 3_600_000,
    course: course(),
    teeId: 'white',
    playMode: 'Fourball',
    scoringMode: 'Stableford',
    holeCount: 18,
    isCompetition: false,
    notes: 'Loser buys',
    players: [
      { userId: 'ana', handicapGolf: 10, side: 1 },
      { userId: 'bob', handicapGolf: 20, side: 2 },
      { guestName: 'Carla', handicapGolf: 30, side: 1 },
      { userId: 'dan', handicapGolf: 4, side: 2 },
    ],
  };
}

async function cardsOf(matchId: string): Promise<ScoreCardDoc[]> {
  return (await db.scorecards.find({ selector: { matchId } }).exec()).map((c) => c.toMutableJSON());
}

describe('createMatch', () => {
  it('stores the match and every card, listed by side with the sides map, with the Fourball playing handicaps', async () => {
    const match = await createMatch(db, fourball(), NOW);
    const cards = await cardsOf(match.id);
    const byId = new Map(cards.map((c) => [c.id, c]));
    const ordered = (match.scoreCards ?? []).map((id) => byId.get(id));
    // Side 1 (Ana, Carla) then side 2 (Bob, Dan).
    expect(ordered.map((c) => [c?.userId, c?.event])).toEqual([
      ['ana', undefined],
      ['ana', 'Carla'],
      ['bob', undefined],
      ['dan', undefined],
    ]);
    // Course rating 72 = par, slope 113: course handicap = index; Fourball 85%, rounded half up.
    expect(ordered.map((c) => c?.handicapPlay)).toEqual([9, 26, 17, 3]);
    expect(ordered.map((c) => c?.handicap)).toEqual([10, 30, 20, 4]);
    // Extra shots follow the playing handicap: 9 strokes on stroke index 1-9.
    expect(ordered[0]?.holes.map((h) => h.extraShots)).toEqual([...Array(9).fill(1), ...Array(9).fill(0)]);
    expect(cards.every((c) => c.creatorId === 'ana' && c.matchId === match.id && c.date === NOW + 3_600_000)).toBe(true);
    expect(match.players).toEqual({ ana: 1, bob: 1, dan: 1 });
    expect(match.sides).toEqual(Object.fromEntries(ordered.map((c, i) => [c?.id, i < 2 ? 1 : 2])));
    expect(match).toMatchObject({ creatorId: 'ana', userId: 'ana', playMode: 'Fourball', scoringMode: 'Stableford', holeCount: 18, notes: 'Loser buys' });
  });

  it('plays the first nine of an 18-hole tee when the match has 9 holes', async () => {
    const match = await createMatch(db, { ...fourball(), playMode: 'Individual', holeCount: 9, players: [{ userId: 'ana', handicapGolf: 18, side: 1 }] }, NOW);
    const [card] = await cardsOf(match.id);
    expect(card?.holes.map((h) => h.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(card?.holeCount).toBe(9);
    expect(card?.handicapPlay).toBe(17);
  });

  it("a 9-hole match on a tee with the front nine's own rating plays off the 9-hole course handicap (WHS Rule 6.1)", async () => {
    const base = course();
    const tee = { ...tee18(), front9: { cr: 35.2, slope: 125 }, back9: { cr: 36.8, slope: 125 } };
    const match = await createMatch(
      db,
      { ...fourball(), course: { ...base, tees: [tee] }, playMode: 'Individual', holeCount: 9, players: [{ userId: 'ana', handicapGolf: 18, side: 1 }] },
      NOW,
    );
    const [card] = await cardsOf(match.id);
    // 9.0 x 125 / 113 + (35.2 - 36) = 9.156 -> 9 (shown on the card); 95 %: 8.698 -> 9
    expect(card).toMatchObject({ holeCount: 9, handicap: 9, handicapPlay: 9 });
    // The 9 strokes are spread over the nine by stroke index: one on each hole.
    expect(card?.holes.map((h) => h.extraShots)).toEqual(Array(9).fill(1));
    // Changing the player's index re-spreads over the nine: 4.0 -> 2.0 x 125 / 113 - 0.8 = 1.412 -> 1 (95 %: 1.341 -> 1).
    await updateMatch(db, match.id, { ...fourball(), course: { ...base, tees: [tee] }, playMode: 'Individual', holeCount: 9, players: [{ userId: 'ana', handicapGolf: 4, side: 1, cardId: card?.id }] }, NOW + 1);
    const [updated] = await cardsOf(match.id);
    expect(updated?.handicapPlay).toBe(1);
    expect(updated?.holes.map((h) => h.extraShots)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('gives a Foursome side the half of its combined course handicaps', async () => {
    const match = await createMatch(db, { ...fourball(), playMode: 'Foursome' }, NOW);
    const cards = await cardsOf(match.id);
    const byUser = (event: string | undefined, uid: string) => cards.find((c) => c.userId === uid && c.event === event);
    expect(byUser(undefined, 'ana')?.handicapPlay).toBe(20); // (10 + 30) / 2
    expect(byUser('Carla', 'ana')?.handicapPlay).toBe(20);
    expect(byUser(undefined, 'bob')?.handicapPlay).toBe(12); // (20 + 4) / 2
  });

  it('plays a Scramble team of four and one of three, each with its allowance', async () => {
    // Course rating 72 = par, slope 113: course handicap = index.
    const players = [
      { userId: 'ana', handicapGolf: 30, side: 1 },
      { userId: 'bob', handicapGolf: 6, side: 2 },
      { userId: 'carla', handicapGolf: 8, side: 1 },
      { userId: 'dan', handicapGolf: 12, side: 2 },
      { userId: 'eva', handicapGolf: 20, side: 1 },
      { userId: 'fred', handicapGolf: 24, side: 2 },
      { userId: 'gil', handicapGolf: 14, side: 1 },
    ];
    const match = await createMatch(db, { ...fourball(), playMode: 'Scramble', players }, NOW);
    const cards = await cardsOf(match.id);
    const sideOf = (uid: string) => match.sides?.[cards.find((c) => c.userId === uid)?.id ?? ''];
    expect(players.map((p) => sideOf(p.userId ?? ''))).toEqual([1, 2, 1, 2, 1, 2, 1]);
    const play = (uid: string) => cards.find((c) => c.userId === uid)?.handicapPlay;
    // Team of four 8, 14, 20, 30: 8 x 25% + 14 x 20% + 20 x 15% + 30 x 10% = 2 + 2.8 + 3 + 3 = 10.8 -> 11.
    expect(['ana', 'carla', 'eva', 'gil'].map(play)).toEqual([11, 11, 11, 11]);
    // Team of three 6, 12, 24: 6 x 30% + 12 x 20% + 24 x 10% = 1.8 + 2.4 + 2.4 = 6.6 -> 7.
    expect(['bob', 'dan', 'fred'].map(play)).toEqual([7, 7, 7]);
    // The cards are listed by side: the four of side 1 first.
    expect((match.scoreCards ?? []).map((id) => match.sides?.[id])).toEqual([1, 1, 1, 1, 2, 2, 2]);
  });

  it('stores no sides in Individual play and refuses a Scramble team of five', async () => {
    const single = await createMatch(db, { ...fourball(), playMode: 'Individual', players: [{ userId: 'ana', handicapGolf: 18, side: 1 }] }, NOW);
    expect(single.sides).toBeUndefined();
    const five = ['a', 'b', 'c', 'd', 'e'].map((userId) => ({ userId, handicapGolf: 10, side: 1 }));
    await expect(createMatch(db, { ...fourball(), playMode: 'Scramble', players: five }, NOW + 1)).rejects.toThrow(/teams of two, three or four/);
  });

  it('refuses sides that are not pairs and a tee without enough holes, storing nothing', async () => {
    const odd = { ...fourball(), players: fourball().players.map((p) => ({ ...p, side: 1 })) };
    await expect(createMatch(db, odd, NOW)).rejects.toThrow(/sides of two/);
    await expect(createMatch(db, { ...fourball(), teeId: 'nope' }, NOW)).rejects.toThrow(/has no tee/);
    expect(await db.matches.count().exec()).toBe(0);
    expect(await db.scorecards.count().exec()).toBe(0);
  });
});

describe('the side games of a match', () => {
  it('stores the games the creator chose, changes them and takes them off (docs/GOLF.md, "Side games: skins and Nassau")', async () => {
    const match = await createMatch(db, { ...fourball(), games: { skins: { basis: 'net', carryOver: true }, nassau: { play: 'match', basis: 'gross', press: true, value: 2 } } }, NOW);
    const stored = (await db.matches.findOne(match.id).exec())?.toMutableJSON();
    expect(stored?.games).toEqual({ skins: { basis: 'net', carryOver: true }, nassau: { play: 'match', basis: 'gross', press: true, value: 2 } });
    const cards = await cardsOf(match.id);
    const players = fourball().players.map((p) => ({ ...p, cardId: cards.find((c) => (p.guestName ? c.event === p.guestName : c.userId === p.userId && !c.event))?.id }));
    const changed = await updateMatch(db, match.id, { ...fourball(), players, games: { skins: { basis: 'gross', carryOver: false, value: 5 } } }, NOW + 1);
    expect(changed.games).toEqual({ skins: { basis: 'gross', carryOver: false, value: 5 } });
    const none = await updateMatch(db, match.id, { ...fourball(), players, games: {} }, NOW + 2);
    expect(none).not.toHaveProperty('games');
  });
});

describe('the ids of a match and its cards', () => {
  it('gives every card an id of its own, not derived from the match id, so nobody can take it first', async () => {
    const first = await createMatch(db, { ...fourball(), id: 'match-1' }, NOW);
    const second = await createMatch(db, { ...fourball(), id: 'match-2' }, NOW);
    const ids = [...(first.scoreCards ?? []), ...(second.scoreCards ?? [])];
    expect(new Set(ids).size).toBe(8);
    for (const id of ids) {
      expect(id).not.toContain('match-');
      // The push-id shape: 8 characters of time, 12 random ones.
      expect(id).toMatch(/^[-0-9A-Za-z_]{20}$/);
    }
    // Made in the same millisecond, the two matches' cards still differ in their random part.
    const random = (id: string) => id.slice(8);
    expect(new Set(ids.map(random)).size).toBe(8);
  });
});

describe('updateMatch, leaveMatch, deleteMatch', () => {
  it('keeps the scores of kept players, adds and removes cards, and rebuilds players', async () => {
    const match = await createMatch(db, fourball(), NOW);
    const cards = await cardsOf(match.id);
    const dan = cards.find((c) => c.userId === 'dan');
    const ana = cards.find((c) => c.userId === 'ana' && c.event === undefined);
    if (!dan || !ana) throw new Error('cards missing');
    await patchHole(db, ana.id, 1, { shotCount: 5 }, NOW + 10);
    const updated = await updateMatch(
      db,
      match.id,
      {
        ...fourball(),
        playMode: 'Individual',
        scoringMode: 'Strokes',
        players: [
          { cardId: ana.id, userId: 'ana', handicapGolf: 10, side: 1 },
          { cardId: dan.id, userId: 'dan', handicapGolf: 4, side: 1 },
          { userId: 'eva', handicapGolf: 12, side: 1 },
        ],
      },
      NOW + 20,
    );
    const after = await cardsOf(match.id);
    expect(after).toHaveLength(3);
    expect(updated.players).toEqual({ ana: 1, dan: 1, eva: 1 });
    expect(updated.sides).toBeUndefined(); // Individual play has none.
    expect(updated.scoringMode).toBe('Strokes');
    const anaAfter = after.find((c) => c.id === ana.id);
    expect(anaAfter?.holes[0]?.shotCount).toBe(5);
    expect(anaAfter?.handicapPlay).toBe(10); // Individual 95% of 10 = 9.5 -> 10
    // The removed players' cards are tombstones.
    const gone = await db.scorecards.findOne(cards.find((c) => c.userId === 'bob')?.id ?? '').exec();
    expect(gone).toBeNull();
  });

  it('moves players between sides and keeps the sides map on update', async () => {
    const match = await createMatch(db, fourball(), NOW);
    const cards = await cardsOf(match.id);
    const id = (uid: string, event?: string) => cards.find((c) => c.userId === uid && c.event === event)?.id ?? '';
    // Scramble: the four players become one team, playing alone.
    const updated = await updateMatch(
      db,
      match.id,
      {
        ...fourball(),
        playMode: 'Scramble',
        players: [
          { cardId: id('ana'), userId: 'ana', handicapGolf: 10, side: 1 },
          { cardId: id('bob'), userId: 'bob', handicapGolf: 20, side: 1 },
          { cardId: id('ana', 'Carla'), guestName: 'Carla', handicapGolf: 30, side: 1 },
          { cardId: id('dan'), userId: 'dan', handicapGolf: 4, side: 1 },
        ],
      },
      NOW + 20,
    );
    expect(updated.sides).toEqual({ [id('ana')]: 1, [id('bob')]: 1, [id('ana', 'Carla')]: 1, [id('dan')]: 1 });
    // 4 x 25% + 10 x 20% + 20 x 15% + 30 x 10% = 1 + 2 + 3 + 3 = 9.
    expect((await cardsOf(match.id)).map((c) => c.handicapPlay)).toEqual([9, 9, 9, 9]);
  });

  it("keeps a tournament's round in its tournament when the match form edits it, new players' cards too", async () => {
    const round = await createMatch(db, { ...fourball(), tournamentId: 't1' }, NOW);
    const cards = await cardsOf(round.id);
    const kept = cards.filter((c) => c.userId !== 'dan' && !c.event);
    const { tournamentId: _tournamentId, ...form } = fourball();
    const updated = await updateMatch(
      db,
      round.id,
      {
        ...form,
        players: [
          ...kept.map((c) => ({ cardId: c.id, userId: c.userId, handicapGolf: 10, side: c.userId === 'ana' ? 1 : 2 })),
          { userId: 'eve', handicapGolf: 12, side: 1 },
          { userId: 'dan', handicapGolf: 4, side: 2 },
        ],
      },
      NOW + 10,
    );
    expect(updated.tournamentId).toBe('t1');
    const after = await cardsOf(round.id);
    expect(after.map((c) => c.userId).sort()).toEqual(['ana', 'bob', 'dan', 'eve']);
    expect(after.every((c) => c.tournamentId === 't1')).toBe(true);
  });

  it('lets a player leave with their card, and deletes the match with its cards', async () => {
    const match = await createMatch(db, fourball(), NOW);
    const left = await leaveMatch(db, match.id, 'bob', NOW + 5);
    expect(left.players).toEqual({ ana: 1, dan: 1 });
    expect(left.scoreCards).toHaveLength(3);
    // Bob's card leaves the sides map; the others keep their sides.
    expect(Object.keys(left.sides ?? {}).sort()).toEqual([...(left.scoreCards ?? [])].sort());
    expect(Object.values(left.sides ?? {}).sort()).toEqual([1, 1, 2]);
    const bobs = await db.scorecards.find({ selector: { userId: 'bob' } }).exec();
    expect(bobs.map((c) => c.matchId)).toEqual(['']);
    await expect(leaveMatch(db, match.id, 'bob')).rejects.toThrow(/not playing/);

    expect(await deleteMatch(db, match.id)).toBe(true);
    expect(await db.matches.findOne(match.id).exec()).toBeNull();
    expect(await cardsOf(match.id)).toHaveLength(0);
    expect(await db.scorecards.count().exec()).toBe(1); // Bob's round stays his.
  });
});
