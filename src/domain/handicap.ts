// Course handicap (docs/GOLF.md, "Course handicap") and the handicap colour.
import { roundHalfUp } from './rounding.ts';
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
 * when a rating is set. A 9-hole tee carries an 18-hole rating, so its par is doubled and the result
 * is an 18-hole course handicap, which distributeExtraShots spreads by stroke index.
 * Pitch and Putt: the handicap itself.
 */
export function courseHandicapExact(input: CourseHandicapInput): number {
  const { handicap, teeType, slope, courseRating, par, holeCount } = input;
  if (teeType === 'Pitch and Putt') return handicap;
  const s = isSet(slope) ? slope : STANDARD_SLOPE;
  const base = (handicap * s) / STANDARD_SLOPE;
  if (!isSet(courseRating)) return base;
  const par18 = holeCount === 9 ? par * 2 : par;
  return base + (courseRating - par18);
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
