import { describe, expect, it } from 'vitest';
import { courseHandicap, courseHandicapExact, distributeExtraShots, handicapColour, roundHalfUp, roundTenth, strokeIndexesOn18 } from '../../../src/domain/index.ts';

const SI18 = Array.from({ length: 18 }, (_, i) => i + 1);

describe('courseHandicap', () => {
  it('docs/GOLF.md example: 20.1, slope 120, rating 69.8, par 71 -> 20.145 -> 20', () => {
    const input = { handicap: 20.1, teeType: 'Golf', slope: 120, courseRating: 69.8, par: 71, holeCount: 18 } as const;
    expect(courseHandicapExact(input)).toBeCloseTo(20.145, 3);
    expect(courseHandicap(input)).toBe(20);
  });

  it('docs/GOLF.md example: 11.4, slope 132, rating 75.1, par 71 -> 17.4168 -> 17', () => {
    const input = { handicap: 11.4, teeType: 'Golf', slope: 132, courseRating: 75.1, par: 71, holeCount: 18 } as const;
    expect(courseHandicapExact(input)).toBeCloseTo(17.4168, 4);
    expect(courseHandicap(input)).toBe(17);
  });

  it('defaults the slope to 113 and leaves the rating term out without a rating', () => {
    expect(courseHandicap({ handicap: 20.4, teeType: 'Golf', par: 72, holeCount: 18 })).toBe(20);
    // A stored 0 means "not rated", not a slope of zero.
    expect(courseHandicap({ handicap: 20.4, teeType: 'Golf', slope: 0, courseRating: 0, par: 72, holeCount: 18 })).toBe(20);
    expect(courseHandicap({ handicap: 10, teeType: 'Golf', slope: 140, par: 72, holeCount: 18 })).toBe(12); // 12.39
  });

  it('gives a 9-hole tee the 9-hole course handicap (WHS Rule 6.1): half its 18-hole rating against its par', () => {
    // 18 / 2 = 9.0; 9.0 x 113/113 + (70.0 / 2 - 35) = 9
    expect(courseHandicap({ handicap: 18, teeType: 'Golf', courseRating: 70, par: 35, holeCount: 9 })).toBe(9);
    // 9.0 + (72 / 2 - 35) = 10
    expect(courseHandicap({ handicap: 18, teeType: 'Golf', courseRating: 72, par: 35, holeCount: 9 })).toBe(10);
    // docs/GOLF.md, "9-hole rounds": 9.5 / 2 = 4.75 -> 4.8; 4.8 x 121 / 113 + (70.6 / 2 - 36) = 4.440 -> 4
    expect(courseHandicapExact({ handicap: 9.5, teeType: 'Golf', slope: 121, courseRating: 70.6, par: 36, holeCount: 9 })).toBeCloseTo(4.4398, 4);
    expect(courseHandicap({ handicap: 9.5, teeType: 'Golf', slope: 121, courseRating: 70.6, par: 36, holeCount: 9 })).toBe(4);
    // Unrated: the half index x slope / 113 alone; 4.8 x 121 / 113 = 5.140 -> 5
    expect(courseHandicap({ handicap: 9.5, teeType: 'Golf', slope: 121, par: 36, holeCount: 9 })).toBe(5);
  });

  it('treats PAR3 tees like Golf tees', () => {
    expect(courseHandicap({ handicap: 20, teeType: 'PAR3', slope: 90, courseRating: 52, par: 54, holeCount: 18 })).toBe(14); // 15.93 - 2
  });

  it('uses the rounded pitch and putt handicap on a Pitch and Putt tee, whatever the slope', () => {
    expect(courseHandicap({ handicap: 7.5, teeType: 'Pitch and Putt', slope: 150, courseRating: 60, par: 54, holeCount: 18 })).toBe(8);
    expect(courseHandicap({ handicap: 7.4, teeType: 'Pitch and Putt', par: 27, holeCount: 9 })).toBe(7);
  });

  it('handles plus handicaps and rounds .5 towards +infinity', () => {
    expect(courseHandicap({ handicap: -2.5, teeType: 'Golf', par: 72, holeCount: 18 })).toBe(-2);
    expect(courseHandicap({ handicap: -2.6, teeType: 'Golf', par: 72, holeCount: 18 })).toBe(-3);
    // 11.3 + (72.2 - 72) = 11.5 exactly in decimal, must go up despite binary noise
    expect(courseHandicap({ handicap: 11.3, teeType: 'Golf', courseRating: 72.2, par: 72, holeCount: 18 })).toBe(12);
    expect(courseHandicap({ handicap: 19.5, teeType: 'Pitch and Putt', par: 54, holeCount: 18 })).toBe(20);
  });
});

describe('rounding', () => {
  it('rounds halves up towards +infinity', () => {
    expect(roundTenth(-1.25)).toBe(-1.2);
    expect(roundHalfUp(19.5)).toBe(20);
    expect(roundHalfUp(-0.5)).toBe(0);
    expect(Object.is(roundHalfUp(-0.4), 0)).toBe(true);
    expect(roundTenth(10.55)).toBe(10.6);
    expect(roundTenth(1.005 * 10)).toBe(10.1);
  });
});

describe('distributeExtraShots', () => {
  const bySi = (ch: number) => distributeExtraShots(ch, SI18);

  it('CH 20: 2 on SI 1-2, 1 elsewhere', () => {
    expect(bySi(20)).toEqual([2, 2, ...Array(16).fill(1)]);
  });

  it('CH -2: -1 on SI 17 and 18, 0 elsewhere', () => {
    expect(bySi(-2)).toEqual([...Array(16).fill(0), -1, -1]);
  });

  it('CH 40: 3 on SI 1-4, 2 elsewhere', () => {
    expect(bySi(40)).toEqual([3, 3, 3, 3, ...Array(14).fill(2)]);
  });

  it('more than 36: CH 54 gives 3 everywhere, CH 60 gives 4 on SI 1-6', () => {
    expect(bySi(54)).toEqual(Array(18).fill(3));
    expect(bySi(60)).toEqual([...Array(6).fill(4), ...Array(12).fill(3)]);
  });

  it('CH 0 and CH 18 and CH -18', () => {
    expect(bySi(0)).toEqual(Array(18).fill(0));
    expect(bySi(18)).toEqual(Array(18).fill(1));
    expect(bySi(-18)).toEqual(Array(18).fill(-1));
    expect(bySi(-20)).toEqual([...Array(16).fill(-1), -2, -2]);
  });

  it('keeps the order of the stroke indexes given', () => {
    expect(distributeExtraShots(2, [18, 1, 2, 3])).toEqual([0, 1, 1, 0]);
  });

  it('9-hole tee with SI 1, 3, ..., 17 and CH 10: 1 on SI 1, 3, 5, 7, 9', () => {
    const odd = [1, 3, 5, 7, 9, 11, 13, 15, 17];
    expect(distributeExtraShots(10, odd)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0]);
  });

  it('the sum of strokes over 18 holes is the course handicap', () => {
    for (const ch of [-7, 0, 5, 17, 36, 45, 72]) {
      expect(bySi(ch).reduce((a, b) => a + b, 0)).toBe(ch);
    }
  });
});

describe('strokeIndexesOn18', () => {
  it('reads a 9-hole tee indexed 1-9 as the nine played twice', () => {
    expect(strokeIndexesOn18([2, 1, 3, 4, 5, 6, 7, 8, 9])).toEqual([3, 1, 5, 7, 9, 11, 13, 15, 17]);
    expect(distributeExtraShots(10, strokeIndexesOn18([1, 2, 3, 4, 5, 6, 7, 8, 9]))).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0]);
  });

  it('leaves odd, even and 18-hole indexes alone', () => {
    const even = [2, 4, 6, 8, 10, 12, 14, 16, 18];
    expect(strokeIndexesOn18(even)).toEqual(even);
    expect(strokeIndexesOn18(SI18)).toEqual(SI18);
  });
});

describe('handicapColour', () => {
  it('red up to 6, orange up to 12, otherwise green', () => {
    expect(handicapColour(-3)).toBe('red');
    expect(handicapColour(6)).toBe('red');
    expect(handicapColour(6.1)).toBe('orange');
    expect(handicapColour(12)).toBe('orange');
    expect(handicapColour(12.1)).toBe('green');
    expect(handicapColour(54)).toBe('green');
  });
});
