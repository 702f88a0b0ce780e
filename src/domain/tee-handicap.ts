// A golfer's course handicap on a chosen tee (docs/GOLF.md, "Course handicap"): which of the profile's
// handicaps counts there and the tee's slope, rating and par put into courseHandicapExact. New
// rounds, match cards, tournament allowances and the match board all start from these.
import { courseHandicap, courseHandicapExact, DEFAULT_HANDICAP, type CourseHandicapInput } from './handicap.ts';
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
    // The par of all the tee's holes, also when a match plays only its first nine: the strokes
    // are those of the full tee.
    par: tee.holes.reduce((s, h) => s + h.par, 0),
    holeCount: tee.holeCount ?? tee.holes.length,
  };
}

/** The unrounded course handicap on the tee: what match allowances multiply (WHS rounds only the
 * playing handicap). */
export function courseHandicapExactOnTee(tee: TeeLike, player: PlayerHandicaps): number {
  return courseHandicapExact(inputOnTee(tee, player));
}

/** The course handicap on the tee, rounded: what a card shows and spreads as extra shots. */
export function courseHandicapOnTee(tee: TeeLike, player: PlayerHandicaps): number {
  return courseHandicap(inputOnTee(tee, player));
}
