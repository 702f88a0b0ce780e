import { describe, expect, it } from 'vitest';
import {
  competitors,
  matchPlay,
  matchStatus,
  playingHandicaps,
  withStrokesReceived,
  type Competitor,
} from '../../../../src/domain/index.ts';
import { holes, scored, times } from './cards.ts';

/** A side whose net scores are its shot counts on par-4 holes (0 = no score, -1 = picked up). */
const side = (key: string, shots: readonly number[]): Competitor => ({ key, playerIds: [key], holes: scored(shots) });

describe('matchPlay: running state', () => {
  it('counts holes won and halved, from either side', () => {
    // Hole 1 A wins (4 v 5): 1 UP. Hole 2 halved. Hole 3 B wins: AS. Holes 4 and 5 A wins: A 2 UP.
    const a = side('A', [4, 4, 5, 3, 4, ...times(13, 0)]);
    const b = side('B', [5, 4, 4, 4, 5, ...times(13, 0)]);
    const state = matchPlay(a, b, 18);
    expect(state.holes.map((h) => [h.number, h.winner, h.up])).toEqual([
      [1, 'A', 1],
      [2, null, 1],
      [3, 'B', 0],
      [4, 'A', 1],
      [5, 'A', 2],
    ]);
    expect([matchStatus(state, 'A'), matchStatus(state, 'B')]).toEqual(['2 UP', '2 DN']);
    expect([state.played, state.remaining, state.dormie, state.finished, state.result]).toEqual([5, 13, false, false, null]);
  });

  it('all square', () => {
    const state = matchPlay(side('A', [4, 5]), side('B', [5, 4]), 18);
    expect(matchStatus(state, 'A')).toBe('AS');
  });

  it('does not count a hole only one side has a score on', () => {
    // Hole 2 has no score for B: A's 3 there is not counted; 1 hole counted, 17 remain.
    const state = matchPlay(side('A', [4, 3, 0]), side('B', [4, 0, 0]), 18);
    expect([state.played, state.remaining, state.up]).toEqual([1, 17, 0]);
  });

  it('a picked-up ball loses to one holed out; two picked-up balls halve the hole', () => {
    const state = matchPlay(side('A', [-1, -1, 9]), side('B', [-1, 7, -1]), 18);
    expect(state.holes.map((h) => h.winner)).toEqual([null, 'B', 'A']);
  });
});

describe('matchPlay: dormie, early finish and results', () => {
  // A wins holes 1-3, then holes are halved.
  const aWins3 = [3, 3, 3, ...times(15, 4)];

  it('dormie: 3 UP with 3 to play after 15 holes', () => {
    const state = matchPlay(side('A', [...aWins3.slice(0, 15), 0, 0, 0]), side('B', [...times(15, 4), 0, 0, 0]), 18);
    expect([matchStatus(state, 'A'), state.remaining, state.dormie, state.finished]).toEqual(['3 UP', 3, true, false]);
  });

  it('not dormie after 14 holes (3 UP with 4 to play)', () => {
    const state = matchPlay(side('A', [...aWins3.slice(0, 14), 0, 0, 0, 0]), side('B', [...times(14, 4), 0, 0, 0, 0]), 18);
    expect(state.dormie).toBe(false);
  });

  it('3&2: 3 UP with 2 to play ends the match after 16; holes 17 and 18 are ignored', () => {
    // The card goes on: B wins 17 and 18, which must not change the result.
    const state = matchPlay(side('A', [...aWins3.slice(0, 16), 5, 5]), side('B', times(18, 4)), 18);
    expect([state.finished, state.winner, state.result, state.played, state.remaining]).toEqual([true, 'A', '3&2', 16, 2]);
    expect(state.holes).toHaveLength(16);
  });

  it('1 UP: one hole up after 18 (dormie 1 after 17)', () => {
    const a = side('A', [3, ...times(17, 4)]);
    const b = side('B', times(18, 4));
    const after17 = matchPlay(side('A', [3, ...times(16, 4), 0]), side('B', [...times(17, 4), 0]), 18);
    expect([matchStatus(after17, 'A'), after17.dormie]).toEqual(['1 UP', true]);
    const state = matchPlay(a, b, 18);
    expect([state.finished, state.winner, state.result]).toEqual([true, 'A', '1 UP']);
  });

  it('2 UP: dormie 1 after 17, then wins the 18th', () => {
    const state = matchPlay(side('A', [3, ...times(16, 4), 3]), side('B', times(18, 4)), 18);
    expect(state.result).toBe('2 UP');
  });

  it('Halved: level after 18', () => {
    const state = matchPlay(side('A', [3, ...times(17, 4)]), side('B', [...times(17, 4), 3]), 18);
    expect([state.finished, state.winner, state.result, matchStatus(state, 'B')]).toEqual([true, null, 'Halved', 'AS']);
  });

  it('B wins: the result is the winner\'s, the status the loser\'s "DN"', () => {
    // B wins holes 1-5 of a 9-hole match: 5 UP with 4 to play -> 5&4 after 5 holes.
    const state = matchPlay(side('A', times(9, 5)), side('B', times(9, 4)), 9);
    expect([state.winner, state.result, matchStatus(state, 'A')]).toEqual(['B', '5&4', '5 DN']);
  });
});

describe('matchPlay from cards: four-ball with strokes off the lowest', () => {
  it('better ball nets with 90% allowances', () => {
    // Course handicaps a1 10, a2 20, b1 0, b2 30 -> 90%: 9, 18, 0, 27 -> strokes off 0: 9, 18, 0, 27.
    // Hole 1 (SI 1): a1 5-1 = 4, a2 6-1 = 5, b1 4, b2 6-2 = 4: A 4 v B 4, halved.
    // Hole 2 (SI 2): a1 4-1 = 3, a2 5-1 = 4, b1 4, b2 6-2 = 4: A 3 v B 4, A wins.
    // Hole 3 (SI 3): a1 5-1 = 4, a2 5-1 = 4, b1 3, b2 6-2 = 4: A 4 v B 3, B wins.
    const handicaps = playingHandicaps('Fourball', 'match', [
      { playerId: 'a1', side: 'A', courseHandicapExact: 10 },
      { playerId: 'a2', side: 'A', courseHandicapExact: 20 },
      { playerId: 'b1', side: 'B', courseHandicapExact: 0 },
      { playerId: 'b2', side: 'B', courseHandicapExact: 30 },
    ]);
    const shots: Record<string, number[]> = { a1: [5, 4, 5], a2: [6, 5, 5], b1: [4, 4, 3], b2: [6, 6, 6] };
    const cards = handicaps.map((h) => ({
      playerId: h.playerId,
      side: h.side,
      holes: withStrokesReceived(holes(shots[h.playerId] ?? []), h.strokes),
    }));
    const [a, b] = competitors('Fourball', cards);
    const state = matchPlay(a!, b!, 18);
    expect(state.holes.map((h) => h.winner)).toEqual([null, 'A', 'B']);
    expect(matchStatus(state, 'A')).toBe('AS');
  });
});
