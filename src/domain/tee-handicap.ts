// A golfer's course handicap on a chosen tee (docs/GOLF.md, "Course handicap"): which of the profile's
// handicaps counts there and the tee's slope, rating and par put into courseHandicapExact. New
// rounds, match cards, tournament allowances and the match board all start from these. A 9-hole tee,
// and a round of one nine of an 18-hole tee that carries that nine's own rating, get a 9-hole course
// handicap (docs/GOLF.md, "9-hole rounds"; WHS Rule 6.1).
import { courseHandicapExact, DEFAULT_HANDICAP, nineHoleCourseHandicapExact, type CourseHandicapInput } from './handicap.ts';
import { ratedNineOf } from './nine.ts';
import { roundHalfUp } from './rounding.ts';
import type { TeeLike } from './types.ts';

/** The golfer's handicaps as the profile (or a card) stores them (either may be missing). */
export interface PlayerHandicaps {
  handicapGolf?: number | null;
  handicapPitchAndPutt?: number | null;
}

/** The handicap a course handicap starts from on the tee: handicapPitchAndPutt on a Pitch and Putt
 * tee, handicapGolf on the others; 36 when the golfer has none. */
export function handicapOnTee(tee: Pick<TeeLike, 'type'>, player: PlayerHandicaps): number {
  const stored = tee.type === 'Pitch and Putt' ? player.handicapPitchAndPutt : player.handicapGolf;
  return typeof stored === 'number' && Number.isFinite(stored) ? stored : DEFAULT_HANDICAP;
}

function inputOnTee(tee: TeeLike, player: PlayerHandicaps): CourseHandicapInput {
  return {
    handicap: handicapOnTee(tee, player),
    teeType: tee.type,
    slope: tee.slope ?? undefined,
    courseRating: tee.cr ?? undefined,
    // The par of all the tee's holes, also when a match plays only its first nine (and the tee has
    // no rating of that nine): the strokes are those of the full tee. A 9-hole tee's course handicap
    // is a 9-hole one (courseHandicapExact).
    par: tee.holes.reduce((s, h) => s + h.par, 0),
    holeCount: tee.holeCount ?? tee.holes.length,
  };
}

/** Whether a round on the tee plays off a 9-hole course handicap, whose strokes are spread over the
 * nine (distributeNineHoleShots) rather than by the 18-hole stroke indexes: a 9-hole Golf or PAR3 tee,
 * or `holeNumbers` that are one nine of an 18-hole tee that has that nine's own rating. */
export function playsNineHoleHandicap(tee: TeeLike, holeNumbers?: readonly number[]): boolean {
  if (tee.type === 'Pitch and Putt') return false;
  if ((tee.holeCount ?? tee.holes.length) === 9) return true;
  return holeNumbers !== undefined && ratedNineOf(tee, holeNumbers) !== null;
}

/** The unrounded course handicap on the tee: what match allowances multiply (WHS rounds only the
 * playing handicap). `holeNumbers`: the holes the round plays, when not all the tee's. */
export function courseHandicapExactOnTee(tee: TeeLike, player: PlayerHandicaps, holeNumbers?: readonly number[]): number {
  const nine = holeNumbers ? ratedNineOf(tee, holeNumbers) : null;
  if (nine) {
    return nineHoleCourseHandicapExact({ handicapIndex: handicapOnTee(tee, player), nineRating: nine.rating.cr, nineSlope: nine.rating.slope, par: nine.par });
  }
  return courseHandicapExact(inputOnTee(tee, player));
}

/** The course handicap on the tee, rounded: what a card shows and spreads as extra shots. */
export function courseHandicapOnTee(tee: TeeLike, player: PlayerHandicaps, holeNumbers?: readonly number[]): number {
  return roundHalfUp(courseHandicapExactOnTee(tee, player, holeNumbers));
}
