// Course handicap (docs/GOLF.md, "Course handicap") and the handicap colour.
import { roundHalfUp, roundTenth } from './rounding.ts';
import type { TeeType } from './enums.ts';

/** The handicap a golfer without one plays off (docs/PRODUCT.md, "9. Constants and limits"). */
export const DEFAULT_HANDICAP = 36;
/** The slope of a course of standard difficulty; also the default when a tee has none. */
export const STANDARD_SLOPE = 113;

export interface CourseHandicapInput {
  /** handicapGolf, or handicapPitchAndPutt for a Pitch and Putt tee. */
  handicap: number;
  teeType: TeeType;
  slope?: number;
  courseRating?: number;
  /** The tee's par (of its 9 or 18 holes). */
  par: number;
  holeCount: number;
}

/** A slope or rating of 0 (or absent, or not a number) is how an unrated tee is stored. */
function isSet(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0;
}

/**
 * The course handicap before rounding; match allowances multiply this figure (WHS rounds only the
 * playing handicap). Golf and PAR3: handicap x slope / 113 + (rating - par), the rating term only
 * when a rating is set. A 9-hole Golf or PAR3 tee gets the 9-hole course handicap of WHS Rule 6.1
 * (nineHoleCourseHandicapExact): it carries an 18-hole rating, so its 9-hole rating is half of it,
 * and its strokes are spread over its nine holes (distributeNineHoleShots).
 * Pitch and Putt: the handicap itself.
 */
export function courseHandicapExact(input: CourseHandicapInput): number {
  const { handicap, teeType, slope, courseRating, par, holeCount } = input;
  if (teeType === 'Pitch and Putt') return handicap;
  if (holeCount === 9) {
    return nineHoleCourseHandicapExact({ handicapIndex: handicap, nineRating: isSet(courseRating) ? courseRating / 2 : undefined, nineSlope: slope ?? STANDARD_SLOPE, par });
  }
  const s = isSet(slope) ? slope : STANDARD_SLOPE;
  const base = (handicap * s) / STANDARD_SLOPE;
  if (!isSet(courseRating)) return base;
  return base + (courseRating - par);
}

export interface NineHoleCourseHandicapInput {
  handicapIndex: number;
  /** The nine's own 9-hole rating (a tee's `front9` / `back9`, or half a 9-hole tee's rating);
   * absent for an unrated nine, which adds no rating term. */
  nineRating?: number;
  /** The nine's slope; missing or 0 = 113. */
  nineSlope: number;
  /** Par of the nine. */
  par: number;
}

/**
 * The 9-hole course handicap before rounding (WHS Rule 6.1, 2024, and the USGA's 9-hole guidance):
 * (index / 2, rounded to a tenth) x 9-hole slope / 113 + (9-hole rating - par of the nine). Used for
 * a 9-hole tee and for a round of one nine of an 18-hole tee that has that nine's own rating
 * (tee-handicap.ts).
 * Examples: index 15.3 -> 7.7; slope 128, rating 35.4, par 36 -> 7.7 x 128 / 113 - 0.6 = 8.122 -> 8.
 * Index 9.5 -> 4.8 (9.5 / 2 = 4.75); a 9-hole tee rated 70.6 (35.3 for its nine) / 121, par 36 ->
 * 4.8 x 121 / 113 - 0.7 = 4.440 -> 4.
 */
export function nineHoleCourseHandicapExact(input: NineHoleCourseHandicapInput): number {
  const { handicapIndex, nineRating, nineSlope, par } = input;
  const s = isSet(nineSlope) ? nineSlope : STANDARD_SLOPE;
  const base = (roundTenth(handicapIndex / 2) * s) / STANDARD_SLOPE;
  return isSet(nineRating) ? base + (nineRating - par) : base;
}

/** The course handicap shown on the card and used for extra shots: the exact one, rounded. */
export function courseHandicap(input: CourseHandicapInput): number {
  return roundHalfUp(courseHandicapExact(input));
}

/** docs/PRODUCT.md, "9. Constants and limits": red up to 6, orange up to 12, otherwise green. */
export function handicapColour(handicap: number): 'red' | 'orange' | 'green' {
  if (handicap <= 6) return 'red';
  if (handicap <= 12) return 'orange';
  return 'green';
}
