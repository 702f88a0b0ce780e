import { describe, expect, it } from 'vitest';
import { countbackSegments, tournamentLeaderboard, type LeaderboardRow, type TournamentInput } from '../../../../src/domain/index.ts';
import { scored, times } from './cards.ts';

const nineHoles = [9, 9];
const labels = (rows: LeaderboardRow[]) => rows.map((r) => [r.key, r.positionLabel, r.decidedLabel]);

describe('tournamentLeaderboard: totals over rounds', () => {
  // Two 9-hole Stableford rounds, par 4 holes, no strokes: a 4 is 2 points, a 3 is 3, a 5 is 1.
  // P1: 18 + 20 (two birdies) = 38. P3: 19 + 19 = 38. P2: 20 + 16 (two bogeys) = 36.
  const input: TournamentInput = {
    basis: 'stableford',
    playMode: 'Individual',
    roundHoleCounts: nineHoles,
    competitors: [
      { key: 'P2', rounds: [scored([3, 3, ...times(7, 4)]), scored([5, 5, ...times(7, 4)])] },
      { key: 'P3', rounds: [scored([3, ...times(8, 4)]), scored([3, ...times(8, 4)])] },
      { key: 'P1', rounds: [scored(times(9, 4)), scored([3, 3, ...times(7, 4)])] },
    ],
  };

  it('adds up the rounds, with a column per round', () => {
    const rows = tournamentLeaderboard(input);
    expect(rows.map((r) => [r.key, r.points, r.rounds.map((c) => c?.points), r.thru])).toEqual([
      ['P1', 38, [18, 20], 'F'],
      ['P3', 38, [19, 19], 'F'],
      ['P2', 36, [20, 16], 'F'],
    ]);
  });

  it('shows the tie and decides it on the last round: P1 20 beats P3 19', () => {
    expect(labels(tournamentLeaderboard(input))).toEqual([
      ['P1', 'T1', '1'],
      ['P3', 'T1', '2'],
      ['P2', '3', '3'],
    ]);
  });

  it('gross strokes: lower is better, the last round decides a tie', () => {
    // G1 36 + 38 = 74, G2 37 + 37 = 74 (both +2), G3 35 + 40 = 75. Last round: G2 37 < G1 38.
    const rows = tournamentLeaderboard({
      basis: 'gross',
      playMode: 'Individual',
      roundHoleCounts: nineHoles,
      competitors: [
        { key: 'G1', rounds: [scored(times(9, 4)), scored([5, 5, ...times(7, 4)])] },
        { key: 'G3', rounds: [scored([3, ...times(8, 4)]), scored([5, 5, 5, 5, ...times(5, 4)])] },
        { key: 'G2', rounds: [scored([5, ...times(8, 4)]), scored([5, ...times(8, 4)])] },
      ],
    });
    expect(rows.map((r) => [r.key, r.gross, r.grossToPar, r.positionLabel, r.decidedLabel])).toEqual([
      ['G2', 74, 2, 'T1', '1'],
      ['G1', 74, 2, 'T1', '2'],
      ['G3', 75, 3, '3', '3'],
    ]);
  });
});

describe('countback on one 18-hole round', () => {
  it('matches the last 9, 6, 3 and 1 holes (9-hole rounds: 6, 3, 1)', () => {
    expect(countbackSegments(18)).toEqual([9, 6, 3, 1]);
    expect(countbackSegments(9)).toEqual([6, 3, 1]);
  });

  it('Stableford: level on 36 and on the last 9 (18 each), A wins on the last 6 (13 v 11)', () => {
    // A: a bogey on 10 (1 point) and a birdie on 13 (3): last 9 = 1 + 3 + 7 x 2 = 18, last 6 = 3 + 5 x 2 = 13.
    // B: a birdie on 10 and a bogey on 13: last 9 = 18, last 6 = 1 + 10 = 11.
    const a = [...times(9, 4), 5, 4, 4, 3, ...times(5, 4)];
    const b = [...times(9, 4), 3, 4, 4, 5, ...times(5, 4)];
    const rows = tournamentLeaderboard({
      basis: 'stableford',
      playMode: 'Individual',
      roundHoleCounts: [18],
      competitors: [
        { key: 'B', rounds: [scored(b)] },
        { key: 'A', rounds: [scored(a)] },
      ],
    });
    expect(rows.map((r) => [r.key, r.points, r.positionLabel, r.decidedLabel])).toEqual([
      ['A', 36, 'T1', '1'],
      ['B', 36, 'T1', '2'],
    ]);
  });

  it('a tie countback cannot break stays a tie', () => {
    const shots = [3, ...times(16, 4), 5];
    const rows = tournamentLeaderboard({
      basis: 'stableford',
      playMode: 'Individual',
      roundHoleCounts: [18],
      competitors: [
        { key: 'X', rounds: [scored(shots)] },
        { key: 'Y', rounds: [scored(shots)] },
      ],
    });
    expect(labels(rows)).toEqual([
      ['X', 'T1', 'T1'],
      ['Y', 'T1', 'T1'],
    ]);
  });

  // Net stroke play. A receives 9 strokes, on SI 1-9 (holes 1-9), and scores 5 there and 4 on the
  // back nine: gross 81, net 72. B receives none and scores 18 fours: 72. Level.
  const a = scored([...times(9, 5), ...times(9, 4)], times(9, 1));
  const b = scored(times(18, 4));
  const net = (playMode: 'Individual' | 'Fourball') =>
    tournamentLeaderboard({ basis: 'net', playMode, roundHoleCounts: [18], competitors: [{ key: 'B', rounds: [b] }, { key: 'A', rounds: [a] }] });

  it('net, one ball: half the handicap comes off the last 9 (A 36 - 4.5 = 31.5 beats B 36)', () => {
    expect(net('Individual').map((r) => [r.key, r.net, r.positionLabel, r.decidedLabel])).toEqual([
      ['A', 72, 'T1', '1'],
      ['B', 72, 'T1', '2'],
    ]);
  });

  it('net, four-ball: the holes\' own net scores count (A has no stroke on 10-18), so the tie stays', () => {
    expect(labels(net('Fourball'))).toEqual([
      ['B', 'T1', 'T1'],
      ['A', 'T1', 'T1'],
    ]);
  });
});

describe('tournamentLeaderboard: a round in progress and missing rounds', () => {
  // Two 9-hole Stableford rounds.
  // P1: 18, then 3 birdies and 2 pars thru 5 = 13: 31 points over 14 holes, 3 above the 28 pace.
  // P2: 18 + 18 = 36 over 18 holes, on the pace.
  // P3: 20 in round 1, no card in round 2. P4: 19, no card in round 2 (P3 first: 2 v 1 above pace).
  // P5: cards in both rounds, nothing played.
  const rows = tournamentLeaderboard({
    basis: 'stableford',
    playMode: 'Individual',
    roundHoleCounts: nineHoles,
    competitors: [
      { key: 'P4', rounds: [scored([3, ...times(8, 4)]), null] },
      { key: 'P5', rounds: [scored(times(9, 0)), scored(times(9, 0))] },
      { key: 'P3', rounds: [scored([3, 3, ...times(7, 4)])] },
      { key: 'P2', rounds: [scored(times(9, 4)), scored(times(9, 4))] },
      { key: 'P1', rounds: [scored(times(9, 4)), scored([3, 3, 3, 4, 4, 0, 0, 0, 0])] },
    ],
  });

  it('ranks the round in progress as far as it has gone, with its thru', () => {
    expect(rows.slice(0, 2).map((r) => [r.key, r.positionLabel, r.points, r.thru, r.rounds.map((c) => c?.thru)])).toEqual([
      ['P1', '1', 31, '5', ['F', '5']],
      ['P2', '2', 36, 'F', ['F', 'F']],
    ]);
  });

  it('lists those not started, then those with a missing round, unranked, with what they have', () => {
    expect(rows.slice(2).map((r) => [r.key, r.positionLabel, r.decidedPosition, r.missingRounds, r.points, r.rounds[1] ?? null])).toEqual([
      ['P5', '-', null, [], 0, expect.objectContaining({ holesPlayed: 0 })],
      ['P3', '-', null, [1], 20, null],
      ['P4', '-', null, [1], 19, null],
    ]);
  });
});
