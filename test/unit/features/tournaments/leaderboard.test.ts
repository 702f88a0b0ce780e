import { describe, expect, it } from 'vitest';
import type { MatchDoc, ScoreCardDoc, TournamentDoc } from '../../../../src/data/types.ts';
import { basisOf, groupPlayers, roundsOf, toParLabel, tournamentBoard } from '../../../../src/features/tournaments/leaderboard.ts';
import { checkTournament, newTournamentValues } from '../../../../src/features/tournaments/tournament-form.ts';

const DAY1 = new Date(2026, 5, 1, 8, 0).getTime();
const DAY2 = new Date(2026, 5, 2, 8, 0).getTime();

function match(id: string, date: number, players: string[], playMode: MatchDoc['playMode'] = 'Individual'): MatchDoc {
  return {
    id,
    date,
    creationDate: 1,
    modifiedDate: 1,
    courseId: 'c1',
    tournamentId: 't1',
    isCompetition: true,
    scoreCards: players.map((p) => `${id}-${p}`),
    creatorId: 'org',
    playMode,
    scoringMode: 'Stableford',
    userId: 'org',
    players: Object.fromEntries(players.map((p) => [p, 1 as const])),
    holeCount: 9,
  };
}

function card(matchId: string, userId: string, shots: number[], modifiedDate = 5): ScoreCardDoc {
  const holes = Array.from({ length: 9 }, (_, i) => ({ number: i + 1, hcp: i + 1, par: 4, extraShots: 0, shotCount: shots[i] ?? 0, puttCount: 0, bunkerCount: 0, penaltyCount: 0, fairway: 0, gir: 0, modifiedAt: 1 }));
  return {
    id: `${matchId}-${userId}`,
    date: DAY1,
    creationDate: 1,
    modifiedDate,
    courseName: 'Links',
    courseId: 'c1',
    teeId: 'y',
    teeName: 'Yellow',
    holeCount: 9,
    holes,
    shotCount: 0,
    stableford: 0,
    handicap: 0,
    handicapGolf: 0,
    handicapPitchAndPutt: 0,
    isCompetition: true,
    userId,
    creatorId: 'org',
    matchId,
    tournamentId: 't1',
  } as ScoreCardDoc;
}

const tournament: TournamentDoc = {
  id: 't1',
  name: 'Open',
  creationDate: 1,
  modifiedDate: 1,
  organizer: { id: 'org' },
  players: [{ userId: 'ana' }, { userId: 'ben' }, { userId: 'cy' }],
  playerIds: { ana: 1, ben: 1, cy: 1 },
  playMode: 'Individual',
  scoringMode: 'Stableford',
  holeCount: 9,
};

describe('roundsOf', () => {
  it('groups the matches of a day into one round, its groups in tee time order', () => {
    const rounds = roundsOf([match('m3', DAY2, ['ana']), match('m2', DAY1 + 600_000, ['cy']), match('m1', DAY1, ['ana', 'ben'])]);
    expect(rounds.map((r) => [r.index, r.matches.map((m) => m.id), r.date])).toEqual([
      [0, ['m1', 'm2'], DAY1],
      [1, ['m3'], DAY2],
    ]);
  });
});

describe('groupPlayers', () => {
  it('names a group in the order the tournament lists its players', () => {
    expect(groupPlayers({ players: { zed: 1, cy: 1, ana: 1 } }, tournament)).toEqual(['ana', 'cy', 'zed']);
  });
});

describe('tournamentBoard', () => {
  const four = [4, 4, 4, 4, 4, 4, 4, 4, 4];
  const matches = [match('m1', DAY1, ['ana', 'ben']), match('m2', DAY1 + 600_000, ['cy']), match('m3', DAY2, ['ana', 'ben'])];
  const cards = [
    card('m1', 'ana', four, 10),
    card('m1', 'ben', [3, 4, 4, 4, 4, 4, 4, 4, 5]),
    card('m2', 'cy', [3, 3, 4, 4, 4, 4, 4, 4, 4], 30),
    card('m3', 'ana', [5, 4, 4, 4, 4, 4, 4, 4, 3]),
    card('m3', 'ben', four),
  ];

  it('ranks across the rounds, decides the tie on countback and lists a missing round last', () => {
    const board = tournamentBoard(tournament, matches, cards);
    expect(board.basis).toBe('stableford');
    expect(board.rows.map((r) => [r.key, r.points, r.positionLabel, r.decidedLabel, r.rounds.map((c) => c?.points ?? null), r.missingRounds])).toEqual([
      ['ana', 36, 'T1', '1', [18, 18], []],
      ['ben', 36, 'T1', '2', [18, 18], []],
      ['cy', 20, '-', '-', [20, null], [1]],
    ]);
    expect(board.lastUpdate).toBe(30);
  });

  it('does not move for a planted card', () => {
    const before = tournamentBoard(tournament, matches, cards);
    const rows = (b: ReturnType<typeof tournamentBoard>) => b.rows.map((r) => [r.key, r.points, r.rounds.map((c) => c?.points ?? null)]);
    const great = [1, 1, 1, 1, 1, 1, 1, 1, 1];
    // Ben's own card with the tournament's and a round's ids, which the match does not list, sorted
    // before his real card; a listed card whose player is someone else (Ben's card relabelled as Cy's,
    // who is not in that group); a second card for Ana that the match lists after her first.
    const planted = { ...card('m1', 'ben', great, 99), id: 'a-planted', creatorId: 'ben' };
    const relabelled = { ...card('m1', 'ben', great, 99), userId: 'cy', creatorId: 'ben' };
    const second = { ...card('m3', 'ana', great, 99), id: 'm3-ana-2' };
    const m3Twice = { ...(matches[2] as MatchDoc), scoreCards: ['m3-ana', 'm3-ana-2', 'm3-ben'] };
    expect(rows(tournamentBoard(tournament, matches, [planted, ...cards]))).toEqual(rows(before));
    expect(tournamentBoard(tournament, matches, [planted, ...cards]).lastUpdate).toBe(before.lastUpdate);
    const withoutBen = cards.filter((c) => c.id !== 'm1-ben');
    expect(rows(tournamentBoard(tournament, matches, [relabelled, ...withoutBen]))).toEqual(rows(tournamentBoard(tournament, matches, withoutBen)));
    expect(rows(tournamentBoard(tournament, [matches[0] as MatchDoc, matches[1] as MatchDoc, m3Twice], [...cards, second]))).toEqual(rows(before));
  });

  it('keeps a side as one competitor over the rounds in Fourball', () => {
    const fb = [match('f1', DAY1, ['ana', 'ben', 'cy', 'dee'], 'Fourball'), match('f2', DAY2, ['ben', 'ana', 'cy', 'dee'], 'Fourball')];
    const fbCards = ['ana', 'ben', 'cy', 'dee'].flatMap((p) => [card('f1', p, four), card('f2', p, four)]);
    const board = tournamentBoard({ ...tournament, playMode: 'Fourball' }, fb, fbCards);
    expect(board.rows.map((r) => [r.key, r.points])).toEqual([
      ['ana+ben', 36],
      ['cy+dee', 36],
    ]);
  });

  it('ranks net strokes, or gross with a 0% allowance', () => {
    expect(basisOf({ scoringMode: 'Strokes', handicapAllowance: 95 })).toBe('net');
    expect(basisOf({ scoringMode: 'Strokes', handicapAllowance: 0 })).toBe('gross');
    expect(basisOf({ scoringMode: 'Stableford' })).toBe('stableford');
    expect([toParLabel(0), toParLabel(3), toParLabel(-2)]).toEqual(['E', '+3', '-2']);
  });
});

describe('checkTournament', () => {
  it('asks for a name, ordered dates and a whole allowance', () => {
    const v = newTournamentValues(DAY1);
    expect(checkTournament({ ...v, name: '', endDate: '2026-05-01', allowance: '96.5' })).toEqual({
      errors: {
        name: 'Give the tournament a name.',
        endDate: 'The last day cannot be before the first day.',
        allowance: 'A whole percentage from 0 to 100 (WHS: 95 individual, 85 four-ball).',
      },
    });
    const ok = checkTournament({ ...v, name: ' Open ', playMode: 'Foursome', allowance: '' });
    expect(ok).toEqual({
      value: {
        name: 'Open',
        startDate: new Date(2026, 5, 1).getTime(),
        endDate: new Date(2026, 5, 1).getTime(),
        format: { playMode: 'Foursome', scoringMode: 'Stableford', holeCount: 18, handicapAllowance: undefined },
        players: [],
      },
    });
  });
});
