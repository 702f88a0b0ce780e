import { describe, expect, it } from 'vitest';
import { orderBySide, sideOfIndex, sidesProblem } from '../../../../src/domain/index.ts';

describe('match sides', () => {
  it('reads sides as consecutive pairs of the match cards, each player alone in Individual play', () => {
    expect([0, 1, 2, 3].map((i) => sideOfIndex('Fourball', i))).toEqual(['Side 1', 'Side 1', 'Side 2', 'Side 2']);
    expect([0, 1, 2].map((i) => sideOfIndex('Individual', i))).toEqual(['Player 1', 'Player 2', 'Player 3']);
  });

  it('orders players by side, keeping the order within a side', () => {
    expect(orderBySide('Foursome', [2, 1, 1, 2])).toEqual([1, 2, 0, 3]);
    expect(orderBySide('Individual', [2, 1, 1])).toEqual([0, 1, 2]);
  });

  it('wants sides of exactly two in Fourball, Foursome and Scramble', () => {
    expect(sidesProblem('Fourball', [1, 1, 2, 2])).toBeNull();
    expect(sidesProblem('Scramble', [1, 1, 1, 2])).toBe('Scramble is played in sides of two: side 1 has 3 players, side 2 has 1 player.');
    expect(sidesProblem('Individual', [1, 1, 1])).toBeNull();
    expect(sidesProblem('Individual', [])).toBe('Add at least one player.');
  });
});
