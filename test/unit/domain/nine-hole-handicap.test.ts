// A round of one nine of an 18-hole tee that carries that nine's own rating plays off a 9-hole course
// handicap (WHS Rules of Handicapping 2024, Rule 6.1, and the USGA's 9-hole guidance): (index / 2, to
// one decimal) x 9-hole slope / 113 + (9-hole rating - par of the nine). docs/GOLF.md, "9-hole rounds".
import { describe, expect, it } from 'vitest';
import {
  courseHandicapExactOnTee,
  courseHandicapOnTee,
  distributeNineHoleShots,
  matchCardHandicaps,
  nineHoleCourseHandicapExact,
  nineOf,
  playingHandicapOnTee,
  playsNineHoleHandicap,
  ratedNineOf,
  startRound,
  strokesReceived,
  type TeeHole,
  type TeeLike,
} from '../../../src/domain/index.ts';

const PARS = [4, 5, 3, 4, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const INDEXES = [7, 11, 15, 1, 9, 5, 17, 13, 3, 8, 2, 16, 12, 6, 10, 18, 4, 14];
const holes: TeeHole[] = PARS.map((par, i) => ({ number: i + 1, par, hcp: INDEXES[i] ?? 1 }));
/** 18 holes, par 36 + 36, rated 72.6 / 133; the front nine 35.4 / 128, the back nine 37.2 / 138. */
const tee: TeeLike = { type: 'Golf', holeCount: 18, cr: 72.6, slope: 133, front9: { cr: 35.4, slope: 128 }, back9: { cr: 37.2, slope: 138 }, holes };
const unratedNines: TeeLike = { ...tee, front9: null, back9: null };
const FRONT = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const BACK = [10, 11, 12, 13, 14, 15, 16, 17, 18];

describe('9-hole course handicap (WHS Rule 6.1, 2024)', () => {
  it('(index / 2, to one decimal) x slope / 113 + (9-hole rating - par of the nine)', () => {
    // 15.3 / 2 = 7.65 -> 7.7; 7.7 x 128 / 113 + (35.4 - 36) = 8.122 -> 8
    expect(nineHoleCourseHandicapExact({ handicapIndex: 15.3, nineRating: 35.4, nineSlope: 128, par: 36 })).toBeCloseTo(8.1221, 4);
    // The half index is rounded first: 12.9 / 2 = 6.45 -> 6.5; 6.5 x 128 / 113 - 0.6 = 6.763 (not 6.706)
    expect(nineHoleCourseHandicapExact({ handicapIndex: 12.9, nineRating: 35.4, nineSlope: 128, par: 36 })).toBeCloseTo(6.7628, 4);
  });

  it("uses the nine's own rating on the front and on the back nine", () => {
    expect(courseHandicapOnTee(tee, { handicapGolf: 15.3 }, FRONT)).toBe(8);
    // 7.7 x 138 / 113 + (37.2 - 36) = 10.604 -> 11
    expect(courseHandicapExactOnTee(tee, { handicapGolf: 15.3 }, BACK)).toBeCloseTo(10.6035, 4);
    expect(courseHandicapOnTee(tee, { handicapGolf: 15.3 }, BACK)).toBe(11);
    // A plus handicap: -2.0 / 2 = -1.0; -1.0 x 128 / 113 - 0.6 = -1.733 -> -2
    expect(courseHandicapOnTee(tee, { handicapGolf: -2 }, FRONT)).toBe(-2);
  });

  it('without the nine\'s rating, or for the whole tee, the 18-hole course handicap as before', () => {
    // 15.3 x 133 / 113 + (72.6 - 72) = 18.608 -> 19
    expect(courseHandicapOnTee(unratedNines, { handicapGolf: 15.3 }, FRONT)).toBe(19);
    expect(courseHandicapOnTee(tee, { handicapGolf: 15.3 })).toBe(19);
    expect(courseHandicapOnTee(tee, { handicapGolf: 15.3 }, [...FRONT, ...BACK])).toBe(19);
    expect(playsNineHoleHandicap(unratedNines, FRONT)).toBe(false);
    expect(playsNineHoleHandicap(tee, FRONT)).toBe(true);
    expect(playsNineHoleHandicap({ ...tee, type: 'Pitch and Putt' }, FRONT)).toBe(false);
  });

  it('a nine is exactly holes 1-9 or 10-18 of an 18-hole tee', () => {
    expect(nineOf(tee, FRONT)).toBe('front');
    expect(nineOf(tee, [...BACK].reverse())).toBe('back');
    expect(nineOf(tee, [1, 2, 3, 4, 5, 6, 7, 8, 10])).toBeNull();
    expect(nineOf({ holeCount: 9, holes: holes.slice(0, 9) }, FRONT)).toBeNull();
    expect(ratedNineOf(tee, BACK)).toEqual({ nine: 'back', rating: { cr: 37.2, slope: 138 }, par: 36 });
  });
});

describe('strokes of a 9-hole course handicap, over the nine by stroke index', () => {
  it('CH 8 on the front nine: every hole but the one of stroke index 17', () => {
    expect(distributeNineHoleShots(8, INDEXES.slice(0, 9))).toEqual([1, 1, 1, 1, 1, 1, 0, 1, 1]);
  });

  it('CH 11 on the back nine: two on the two hardest (SI 2 and 4), one elsewhere', () => {
    expect(distributeNineHoleShots(11, INDEXES.slice(9))).toEqual([1, 2, 1, 1, 1, 1, 1, 2, 1]);
  });

  it('a plus handicap gives strokes back from the easiest holes', () => {
    expect(distributeNineHoleShots(-2, INDEXES.slice(0, 9))).toEqual([0, 0, -1, 0, 0, 0, -1, 0, 0]);
  });
});

describe('the path to the card: a round of the first nine, a match\'s playing handicap', () => {
  it('startRound on the first 9 holes: the 9-hole course handicap and its strokes', () => {
    const round = startRound(tee, { handicapGolf: 15.3 }, 9);
    expect(round).toMatchObject({ courseHandicap: 8, nineHole: true, par: 36 });
    expect(round.holes.map((h) => h.number)).toEqual(FRONT);
    expect(round.holes.map((h) => h.extraShots)).toEqual([1, 1, 1, 1, 1, 1, 0, 1, 1]);
  });

  it("startRound on the first nine of a tee without the nine's rating: the full tee's strokes on those holes", () => {
    const round = startRound(unratedNines, { handicapGolf: 15.3 }, 9);
    expect(round).toMatchObject({ courseHandicap: 19, nineHole: false });
    // CH 19 on 18 holes: 2 on SI 1 (hole 4), 1 on the others
    expect(round.holes.map((h) => h.extraShots)).toEqual([1, 1, 1, 2, 1, 1, 1, 1, 1]);
  });

  it('a 9-hole match: 95 % of the unrounded 9-hole course handicap', () => {
    // 8.122 x 0.95 = 7.716 -> 8; 18.608 x 0.95 = 17.677 -> 18 off the whole tee
    expect(matchCardHandicaps('Individual', tee, [{ handicapGolf: 15.3, side: 1 }], FRONT)).toEqual([8]);
    expect(matchCardHandicaps('Individual', tee, [{ handicapGolf: 15.3, side: 1 }])).toEqual([18]);
    expect(playingHandicapOnTee(tee, { handicapGolf: 15.3 }, 85, BACK)).toBe(9); // 10.604 x 0.85 = 9.013
  });
});

describe('a 9-hole tee plays off a 9-hole course handicap (WHS Rule 6.1, 2024)', () => {
  /** docs/GOLF.md, "9-hole rounds": a 9-hole tee of par 36 stored at 70.6 (the import doubles the
   * nine's 35.3) / 121, stroke indexes 7, 11, 15, 1, 9, 5, 17, 13, 3. */
  const nineTee: TeeLike = { type: 'Golf', holeCount: 9, cr: 70.6, slope: 121, holes: holes.slice(0, 9) };

  it('index 9.5: 4.8 x 121 / 113 + (35.3 - 36) = 4.440 -> 4 (the 18-hole figure spread over the nine gave 5)', () => {
    expect(courseHandicapExactOnTee(nineTee, { handicapGolf: 9.5 })).toBeCloseTo(4.4398, 4);
    expect(courseHandicapOnTee(nineTee, { handicapGolf: 9.5 })).toBe(4);
    expect(playsNineHoleHandicap(nineTee)).toBe(true);
    expect(playsNineHoleHandicap({ ...nineTee, type: 'Pitch and Putt' })).toBe(false);
  });

  it('startRound: 4 strokes, on the holes of stroke index 1, 3, 5 and 7', () => {
    const round = startRound(nineTee, { handicapGolf: 9.5 });
    expect(round).toMatchObject({ courseHandicap: 4, nineHole: true, par: 36 });
    expect(round.holes.map((h) => h.extraShots)).toEqual([1, 0, 0, 1, 0, 1, 0, 0, 1]);
  });

  it('matches and tournaments: the allowance multiplies the unrounded 9-hole figure', () => {
    // 4.4398 x 0.95 = 4.218 -> 4; x 0.85 = 3.774 -> 4; x 0.5 with a partner on 10.0 (5.0 x 121 / 113 - 0.7 = 4.654): 4.547 -> 5
    expect(matchCardHandicaps('Individual', nineTee, [{ handicapGolf: 9.5, side: 1 }])).toEqual([4]);
    expect(playingHandicapOnTee(nineTee, { handicapGolf: 9.5 }, 85)).toBe(4);
    expect(matchCardHandicaps('Foursome', nineTee, [{ handicapGolf: 9.5, side: 1 }, { handicapGolf: 10, side: 1 }])).toEqual([5, 5]);
    expect(strokesReceived(4, nineTee.holes.map((h) => h.hcp), playsNineHoleHandicap(nineTee))).toEqual([1, 0, 0, 1, 0, 1, 0, 0, 1]);
  });

  it('an unrated 9-hole tee: the half index x slope / 113 alone', () => {
    // 4.8 x 121 / 113 = 5.140 -> 5
    expect(courseHandicapOnTee({ ...nineTee, cr: 0 }, { handicapGolf: 9.5 })).toBe(5);
  });
});
