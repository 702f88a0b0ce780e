import { describe, expect, it } from 'vitest';
import {
  holeScoreKey,
  holeStrokes,
  isGreenInRegulation,
  netStrokes,
  RETIRED_SCORE,
  SCORE_NAMES,
  scoreName,
  stablefordPoints,
} from '../../../src/domain/index.ts';

describe('stablefordPoints', () => {
  it('docs/GOLF.md example: CH 20, par 4, SI 1 (2 extra shots): gross 5 -> 3, gross 8 -> 0', () => {
    expect(stablefordPoints({ par: 4, shotCount: 5 }, 2)).toBe(3);
    expect(stablefordPoints({ par: 4, shotCount: 8 }, 2)).toBe(0);
  });

  it('net double bogey 0, bogey 1, par 2, birdie 3, eagle 4, albatross 5, condor 6', () => {
    const par5 = (strokes: number) => stablefordPoints({ par: 5, shotCount: strokes }, 0);
    expect([7, 6, 5, 4, 3, 2, 1].map(par5)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(par5(12)).toBe(0);
  });

  it('gives nothing for a hole picked up or not played', () => {
    expect(stablefordPoints({ par: 4, shotCount: -1 }, 3)).toBe(0);
    expect(stablefordPoints({ par: 4, shotCount: 0 }, 3)).toBe(0);
  });

  it('a plus handicap gives a stroke back', () => {
    expect(stablefordPoints({ par: 4, shotCount: 4 }, -1)).toBe(1);
  });
});

describe('holeStrokes and netStrokes', () => {
  it('counts the shots of a played hole', () => {
    expect(holeStrokes({ par: 4, shotCount: 6 }, 1)).toBe(6);
    expect(netStrokes({ par: 4, shotCount: 6 }, 1)).toBe(5);
  });

  it('a picked-up hole is par + extra shots + 2', () => {
    expect(holeStrokes({ par: 4, shotCount: -1 }, 1)).toBe(7);
    expect(netStrokes({ par: 4, shotCount: -1 }, 1)).toBe(6);
    expect(holeStrokes({ par: 3, shotCount: -1 }, -1)).toBe(4);
  });

  it('a hole not played counts nothing', () => {
    expect(holeStrokes({ par: 4, shotCount: 0 }, 2)).toBe(0);
    expect(netStrokes({ par: 4, shotCount: 0 }, 2)).toBe(0);
  });
});

describe('isGreenInRegulation', () => {
  it('strokes - putts <= par - 2', () => {
    expect(isGreenInRegulation({ par: 4, shotCount: 4, puttCount: 2 })).toBe(true);
    expect(isGreenInRegulation({ par: 4, shotCount: 5, puttCount: 3 })).toBe(true);
    expect(isGreenInRegulation({ par: 4, shotCount: 5, puttCount: 2 })).toBe(false);
    expect(isGreenInRegulation({ par: 3, shotCount: 1, puttCount: 0 })).toBe(true);
    expect(isGreenInRegulation({ par: 4, shotCount: -1, puttCount: 0 })).toBe(false);
    expect(isGreenInRegulation({ par: 4, shotCount: 0, puttCount: 0 })).toBe(false);
  });
});

describe('scoreName', () => {
  it('names every score of the table', () => {
    expect([-4, -3, -2, -1, 0, 1, 2, 3, 4, 12].map(scoreName)).toEqual([
      'Condor',
      'Albatross',
      'Eagle',
      'Birdie',
      'Par',
      'Bogey',
      'Double Bogey',
      'Triple Bogey',
      '4Bogey',
      '12Bogey',
    ]);
    expect(scoreName(99)).toBe('Retired');
  });

  it('goes on beyond the table', () => {
    expect(scoreName(13)).toBe('13Bogey');
    expect(scoreName(-5)).toBe('5 under par');
  });

  it('the table runs from Condor to 12Bogey, then Retired 99', () => {
    expect(SCORE_NAMES).toHaveLength(18);
    expect(SCORE_NAMES[0]).toEqual({ score: -4, name: 'Condor' });
    expect(SCORE_NAMES[16]).toEqual({ score: 12, name: '12Bogey' });
    expect(SCORE_NAMES[17]).toEqual({ score: RETIRED_SCORE, name: 'Retired' });
  });

  it('holeScoreKey maps a recorded hole onto the table', () => {
    expect(holeScoreKey({ par: 4, shotCount: 3 })).toBe(-1);
    expect(holeScoreKey({ par: 4, shotCount: -1 })).toBe(99);
    expect(holeScoreKey({ par: 4, shotCount: 0 })).toBeNull();
  });
});
