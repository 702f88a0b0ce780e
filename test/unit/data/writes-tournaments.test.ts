import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GolfDatabase } from '../../../src/data/index.ts';
import {
  addTournamentPlayers,
  addTournamentRound,
  createTournament,
  deleteTournament,
  removeTournamentPlayer,
  updateTournament,
  type TournamentSettings,
} from '../../../src/data/writes/tournaments.ts';
import { course, dispose, freshDatabase } from './fixtures.ts';

let db: GolfDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});
afterEach(() => dispose(db));

const NOW = Date.UTC(2026, 5, 1, 8);
const DAY = 86_400_000;

function settings(over: Partial<TournamentSettings> = {}): TournamentSettings {
  return {
    name: '  Club Championship ',
    startDate: NOW,
    endDate: NOW + DAY,
    format: { playMode: 'Individual', scoringMode: 'Stableford', holeCount: 18, handicapAllowance: 95 },
    players: [
      { userId: 'ana', name: 'Ana Ruiz' },
      { userId: 'bob', name: 'Bob Lee' },
      { userId: 'ana', name: 'Ana Ruiz' },
    ],
    ...over,
  };
}

describe('tournament writers', () => {
  it('creates a tournament with me as organizer, the format and playerIds equal to players', async () => {
    const t = await createTournament(db, { id: 't1', organizer: { id: 'org', name: 'Olga' }, ...settings() }, NOW);
    expect(t).toMatchObject({
      id: 't1',
      name: 'Club Championship',
      organizer: { id: 'org', name: 'Olga' },
      startDate: NOW,
      endDate: NOW + DAY,
      playMode: 'Individual',
      scoringMode: 'Stableford',
      holeCount: 18,
      handicapAllowance: 95,
      creationDate: NOW,
      modifiedDate: NOW,
    });
    expect(t.players).toEqual([
      { userId: 'ana', name: 'Ana Ruiz' },
      { userId: 'bob', name: 'Bob Lee' },
    ]);
    expect(t.playerIds).toEqual({ ana: 1, bob: 1 });
  });

  it('refuses a tournament without a name or ending before it starts', async () => {
    await expect(createTournament(db, { organizer: { id: 'org' }, ...settings({ name: ' ' }) }, NOW)).rejects.toThrow('needs a name');
    await expect(createTournament(db, { organizer: { id: 'org' }, ...settings({ endDate: NOW - DAY }) }, NOW)).rejects.toThrow('before the first day');
  });

  it('updates settings, drops the allowance for one-ball formats, keeps organizer and creation date', async () => {
    await createTournament(db, { id: 't1', organizer: { id: 'org' }, ...settings() }, NOW);
    const t = await updateTournament(
      db,
      't1',
      settings({ name: 'Spring Foursomes', format: { playMode: 'Foursome', scoringMode: 'Strokes', holeCount: 9, handicapAllowance: 50 }, players: [{ userId: 'cy' }] }),
      NOW + 5,
    );
    expect(t).toMatchObject({ name: 'Spring Foursomes', playMode: 'Foursome', scoringMode: 'Strokes', holeCount: 9, organizer: { id: 'org' }, creationDate: NOW, modifiedDate: NOW + 5 });
    expect(t.handicapAllowance).toBeUndefined();
    expect(t.players).toEqual([{ userId: 'cy' }]);
    expect(t.playerIds).toEqual({ cy: 1 });
  });

  it('adds and removes players, keeping playerIds equal to players', async () => {
    await createTournament(db, { id: 't1', organizer: { id: 'org' }, ...settings() }, NOW);
    let t = await addTournamentPlayers(db, 't1', [{ userId: 'bob' }, { userId: 'cy', name: 'Cy' }], NOW + 1);
    expect(t.players?.map((p) => p.userId)).toEqual(['ana', 'bob', 'cy']);
    expect(t.playerIds).toEqual({ ana: 1, bob: 1, cy: 1 });
    t = await removeTournamentPlayer(db, 't1', 'ana', NOW + 2);
    t = await removeTournamentPlayer(db, 't1', 'bob', NOW + 3);
    t = await removeTournamentPlayer(db, 't1', 'cy', NOW + 4);
    expect(t.players).toBeUndefined();
    expect(t.playerIds).toBeUndefined();
  });

  it('deletes as a tombstone: the document leaves the queries', async () => {
    await createTournament(db, { id: 't1', organizer: { id: 'org' }, ...settings() }, NOW);
    expect(await deleteTournament(db, 't1')).toBe(true);
    expect(await db.tournaments.findOne('t1').exec()).toBeNull();
    expect(await deleteTournament(db, 't1')).toBe(false);
  });
});

describe('addTournamentRound', () => {
  it('creates one match per group in the tournament, with the tournament allowance on the cards', async () => {
    await createTournament(
      db,
      { id: 't1', organizer: { id: 'org' }, ...settings({ format: { playMode: 'Individual', scoringMode: 'Stableford', holeCount: 18, handicapAllowance: 100 }, players: [{ userId: 'ana' }, { userId: 'bob' }, { userId: 'cy' }] }) },
      NOW,
    );
    const matches = await addTournamentRound(
      db,
      't1',
      {
        date: NOW + 3_600_000,
        course: course(),
        teeId: 'white',
        creatorId: 'org',
        groups: [
          [
            { userId: 'ana', handicapGolf: 10, side: 1 },
            { userId: 'bob', handicapGolf: 20, side: 1 },
          ],
          [{ userId: 'cy', handicapGolf: 30, side: 1 }],
        ],
      },
      NOW,
    );
    expect(matches).toHaveLength(2);
    for (const m of matches) expect(m).toMatchObject({ tournamentId: 't1', creatorId: 'org', playMode: 'Individual', scoringMode: 'Stableford', holeCount: 18, isCompetition: true });
    expect(matches[0]?.players).toEqual({ ana: 1, bob: 1 });
    expect(matches[1]?.players).toEqual({ cy: 1 });
    const cards = await db.scorecards.find({ selector: { tournamentId: 't1' } }).exec();
    expect(cards).toHaveLength(3);
    // 100% of the course handicap: each card's playing handicap equals its course handicap.
    for (const c of cards) {
      expect(c.handicapPlay).toBe(c.handicap);
      expect(c.holes.reduce((s, h) => s + h.extraShots, 0)).toBe(c.handicap);
    }
  });

  it('refuses a golfer who is not a player, or one in two groups', async () => {
    await createTournament(db, { id: 't1', organizer: { id: 'org' }, ...settings() }, NOW);
    const round = (groups: { userId: string; side: number }[][]) =>
      addTournamentRound(db, 't1', { date: NOW, course: course(), teeId: 'white', creatorId: 'org', groups }, NOW);
    await expect(round([[{ userId: 'zed', side: 1 }]])).rejects.toThrow('not a player of this tournament');
    await expect(round([[{ userId: 'ana', side: 1 }], [{ userId: 'ana', side: 1 }]])).rejects.toThrow('only one group');
    expect(await db.matches.count().exec()).toBe(0);
  });
});
