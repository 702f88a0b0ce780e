import { describe, expect, it } from 'vitest';
import { betterBall, competitors, sideHoles, type ScoredHole } from '../../../../src/domain/index.ts';
import { card, scored } from './cards.ts';

const figures = (h: ScoredHole | undefined) => (h === undefined ? undefined : [h.outcome, h.gross, h.net, h.points]);

describe('betterBall (Fourball), par 4 holes', () => {
  it('takes the best gross, net and points, each on its own', () => {
    // P1 6 with 2 strokes: net 4, 2 points. P2 5 with none: net 5, 1 point.
    // Side: gross 5 (P2), net 4 (P1), points 2 (P1).
    const [p1] = scored([6], [2]);
    const [p2] = scored([5]);
    expect(figures(betterBall([p1!, p2!]))).toEqual(['holed', 5, 4, 2]);
  });

  it('counts the partner who holed out when the other picked up', () => {
    // P1 picked up (0 points), P2 6 net 6 (0 points): the side has P2's 6, not the net double bogey.
    const [p1] = scored([-1], [1]);
    const [p2] = scored([6]);
    expect(figures(betterBall([p1!, p2!]))).toEqual(['holed', 6, 6, 0]);
  });

  it('is picked up when both partners picked up: net double bogey, 0 points', () => {
    // P1: 4 + 1 + 2 = 7 gross, net 6. P2: 4 + 0 + 2 = 6 gross, net 6. Side: gross 6, net 6, 0 points.
    const [p1] = scored([-1], [1]);
    const [p2] = scored([-1]);
    expect(figures(betterBall([p1!, p2!]))).toEqual(['picked-up', 6, 6, 0]);
  });

  it('scores a hole one partner has played and the other not yet', () => {
    const [p1] = scored([0]);
    const [p2] = scored([3]);
    expect(figures(betterBall([p1!, p2!]))).toEqual(['holed', 3, 3, 3]);
  });

  it('leaves a hole no partner has played unplayed', () => {
    const [p1] = scored([0]);
    const [p2] = scored([0]);
    expect(betterBall([p1!, p2!])?.outcome).toBe('not-played');
  });
});

describe('sideHoles', () => {
  it('Fourball: better ball hole by hole', () => {
    // Hole 1: 5/net 4 (2 pts) vs 4/net 4 (2): 4, 4, 2.  Hole 2: 5 net 4 (2) vs 5 net 5 (1): 5, 4, 2.
    // Hole 3: 7 net 6 (0) vs 3 net 3 (3): 3, 3, 3.
    const a = card('p1', 'A', [5, 5, 7], [1, 1, 1]);
    const b = card('p2', 'A', [4, 5, 3]);
    expect(sideHoles('Fourball', [a, b]).map(figures)).toEqual([
      ['holed', 4, 4, 2],
      ['holed', 5, 4, 2],
      ['holed', 3, 3, 3],
    ]);
  });

  it('Foursome and Scramble: the one ball, from whichever partner card has the hole', () => {
    // Hole 1 kept on x1's card (5), hole 2 on x2's (4); hole 3 on both: the first card given wins.
    const x1 = card('x1', 'X', [5, 0, 6], [1, 1, 1]);
    const x2 = card('x2', 'X', [0, 4, 3], [1, 1, 1]);
    for (const mode of ['Foursome', 'Scramble'] as const) {
      expect(sideHoles(mode, [x1, x2]).map(figures)).toEqual([
        ['holed', 5, 4, 2],
        ['holed', 4, 3, 3],
        ['holed', 6, 5, 1],
      ]);
    }
  });
});

describe('competitors', () => {
  it('Individual: one competitor per player, whatever the sides', () => {
    const rows = competitors('Individual', [card('a', 'S', [4]), card('b', 'S', [5])]);
    expect(rows.map((r) => [r.key, r.playerIds, r.holes[0]?.gross])).toEqual([
      ['a', ['a'], 4],
      ['b', ['b'], 5],
    ]);
  });

  it('Fourball: one competitor per side, in the order the sides first appear', () => {
    const rows = competitors('Fourball', [card('b1', 'B', [5]), card('a1', 'A', [6]), card('b2', 'B', [4]), card('a2', 'A', [3])]);
    expect(rows.map((r) => [r.key, r.playerIds, r.holes[0]?.gross])).toEqual([
      ['B', ['b1', 'b2'], 4],
      ['A', ['a1', 'a2'], 3],
    ]);
  });
});
