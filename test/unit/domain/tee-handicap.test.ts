import { describe, expect, it } from 'vitest';
import { courseHandicapExactOnTee, courseHandicapOnTee, handicapOnTee, type TeeHole } from '../../../src/domain/index.ts';

/** 18 holes, par 71 (hole 1 a par 3), stroke index = number. */
const holes18: TeeHole[] = Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: i === 0 ? 3 : 4, hcp: i + 1 }));
/** The first example tee of docs/GOLF.md, "Course handicap": slope 120, rating 69.8, par 71. */
const tee = { type: 'Golf', holeCount: 18, slope: 120, cr: 69.8, holes: holes18 } as const;

describe('handicapOnTee', () => {
  it('takes handicapGolf on Golf and PAR3 tees, handicapPitchAndPutt on a Pitch and Putt tee', () => {
    const player = { handicapGolf: 12.3, handicapPitchAndPutt: 4.5 };
    expect(handicapOnTee({ type: 'Golf' }, player)).toBe(12.3);
    expect(handicapOnTee({ type: 'PAR3' }, player)).toBe(12.3);
    expect(handicapOnTee({ type: 'Pitch and Putt' }, player)).toBe(4.5);
  });

  it('is 36 when the golfer has none (absent, null or not a number)', () => {
    expect(handicapOnTee({ type: 'Golf' }, {})).toBe(36);
    expect(handicapOnTee({ type: 'Golf' }, { handicapGolf: null })).toBe(36);
    expect(handicapOnTee({ type: 'Pitch and Putt' }, { handicapGolf: 10, handicapPitchAndPutt: Number.NaN })).toBe(36);
  });
});

describe('courseHandicapOnTee', () => {
  it('docs/GOLF.md example: 20.1 x 120 / 113 + (69.8 - 71) = 20.145 -> 20', () => {
    expect(courseHandicapExactOnTee(tee, { handicapGolf: 20.1 })).toBeCloseTo(20.1451, 4);
    expect(courseHandicapOnTee(tee, { handicapGolf: 20.1 })).toBe(20);
  });

  it('11.4 x 120 / 113 - 1.2 = 10.906 -> 11; a golfer without a handicap plays off 36: 37.030 -> 37', () => {
    expect(courseHandicapExactOnTee(tee, { handicapGolf: 11.4 })).toBeCloseTo(10.9062, 4);
    expect(courseHandicapOnTee(tee, { handicapGolf: 11.4 })).toBe(11);
    expect(courseHandicapExactOnTee(tee, {})).toBeCloseTo(37.0301, 4);
    expect(courseHandicapOnTee(tee, {})).toBe(37);
  });

  it('a scratch golfer on a tee rated below its par: 0 + (69.8 - 71) = -1.2 -> -1', () => {
    expect(courseHandicapExactOnTee(tee, { handicapGolf: 0 })).toBeCloseTo(-1.2, 9);
    expect(courseHandicapOnTee(tee, { handicapGolf: 0 })).toBe(-1);
  });

  it('gives a 9-hole tee a 9-hole course handicap from half its rating, counting its holes when holeCount is absent', () => {
    // par 35; 18 / 2 = 9.0; 9.0 x 113 / 113 + (72 / 2 - 35) = 10
    const nine = { type: 'Golf', cr: 72, holes: holes18.slice(0, 9) } as const;
    expect(courseHandicapOnTee(nine, { handicapGolf: 18 })).toBe(10);
  });

  it('uses the pitch and putt handicap alone on a Pitch and Putt tee, whatever its slope and rating', () => {
    const pp = { type: 'Pitch and Putt', slope: 150, cr: 60, holes: holes18 } as const;
    expect(courseHandicapExactOnTee(pp, { handicapGolf: 10, handicapPitchAndPutt: 4.5 })).toBe(4.5);
    expect(courseHandicapOnTee(pp, { handicapGolf: 10, handicapPitchAndPutt: 4.5 })).toBe(5);
  });

  it('reads an unrated tee (no slope, rating 0) as slope 113 without the rating term', () => {
    expect(courseHandicapOnTee({ type: 'Golf', slope: null, cr: 0, holes: holes18 }, { handicapGolf: 20.4 })).toBe(20);
  });
});
