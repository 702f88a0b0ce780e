import { describe, expect, it } from 'vitest';
import { defaultAllowance, playingHandicapOnTee, type TeeHole } from '../../../src/domain/index.ts';

/** Slope 120, rating 69.8, par 71: course handicaps 20.145 (index 20.1) and 10.906 (index 11.4). */
const holes: TeeHole[] = Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: i === 0 ? 3 : 4, hcp: i + 1 }));
const tee = { type: 'Golf', holeCount: 18, slope: 120, cr: 69.8, holes } as const;

describe('defaultAllowance', () => {
  it('is the WHS stroke play allowance in percent where each player has their own', () => {
    expect(defaultAllowance('Individual')).toBe(95);
    expect(defaultAllowance('Fourball')).toBe(85);
  });

  it('is undefined in Foursome and Scramble, whose sides have their own shares', () => {
    expect(defaultAllowance('Foursome')).toBeUndefined();
    expect(defaultAllowance('Scramble')).toBeUndefined();
  });
});

describe('playingHandicapOnTee', () => {
  it('multiplies the unrounded course handicap by the allowance, then rounds', () => {
    // 20.145 x 0.95 = 19.138 -> 19; 10.906 x 0.95 = 10.361 -> 10
    expect(playingHandicapOnTee(tee, { handicapGolf: 20.1 }, 95)).toBe(19);
    expect(playingHandicapOnTee(tee, { handicapGolf: 11.4 }, 95)).toBe(10);
    // A tournament's own: 10.906 x 0.9 = 9.816 -> 10; 20.145 x 0.85 = 17.123 -> 17
    expect(playingHandicapOnTee(tee, { handicapGolf: 11.4 }, 90)).toBe(10);
    expect(playingHandicapOnTee(tee, { handicapGolf: 20.1 }, 85)).toBe(17);
  });

  it('plays scratch at 0 % and off the rounded course handicap at 100 %', () => {
    expect(playingHandicapOnTee(tee, { handicapGolf: 20.1 }, 0)).toBe(0);
    expect(playingHandicapOnTee(tee, { handicapGolf: 20.1 }, 100)).toBe(20);
    expect(playingHandicapOnTee(tee, {}, 100)).toBe(37);
  });
});
