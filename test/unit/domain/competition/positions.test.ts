import { describe, expect, it } from 'vitest';
import { positionLabels, positionsOf, thruLabel } from '../../../../src/domain/index.ts';

describe('positionsOf and positionLabels', () => {
  it('equal figures share the first position, the next one skips: 1, T2, T2, 4', () => {
    const positions = positionsOf([-3, -1, -1, 2], (a, b) => a - b);
    expect(positions).toEqual([1, 2, 2, 4]);
    expect(positionLabels(positions)).toEqual(['1', 'T2', 'T2', '4']);
  });

  it('all tied: T1 for everyone', () => {
    expect(positionLabels(positionsOf([0, 0, 0], (a, b) => a - b))).toEqual(['T1', 'T1', 'T1']);
  });
});

describe('thruLabel', () => {
  it('holes played, F when the round is complete, - before the first hole', () => {
    expect([thruLabel(0, 18), thruLabel(7, 18), thruLabel(18, 18), thruLabel(9, 9)]).toEqual(['-', '7', 'F', 'F']);
  });
});
