// WHS 2024 expected score for holes not played (Rules of Handicapping 2024, Rules 3.2 and 5.1b).
import { roundTenth } from '../rounding.ts';
import { EXPECTED_NINE_HOLE } from './differential.ts';

/**
 * The expected score differential over a number of holes not played, from the golfer's index at
 * the time of the round. WHS publishes no formula, only that it is the average differential of a
 * golfer of that index on a course of standard difficulty; we scale the 9-hole estimate kept in
 * differential.ts (EXPECTED_NINE_HOLE) by holes / 9, so 9 holes give exactly that estimate.
 * Example: index 10.0, 4 holes not played -> (0.52 x 10 + 1.2) x 4 / 9 = 2.844 -> 2.8.
 */
export function expectedDifferential(handicapIndex: number, holesNotPlayed: number): number {
  return roundTenth(expectedDifferentialExact(handicapIndex, holesNotPlayed));
}

/** The same before rounding (what an unrounded differential adds, Rule 5.9's comparison). */
export function expectedDifferentialExact(handicapIndex: number, holesNotPlayed: number): number {
  const nine = EXPECTED_NINE_HOLE.perIndexPoint * handicapIndex + EXPECTED_NINE_HOLE.constant;
  return (nine * holesNotPlayed) / 9;
}

/**
 * The course rating of the holes played. Our tees store one 18-hole rating (also for a 9-hole
 * tee) and no hole-by-hole ratings, so the difficulty above par is spread evenly over 18 holes:
 *   rating = par of the holes played + (course rating - 18-hole par) x holes played / 18
 * where the 18-hole par of a 9-hole tee is twice its par. The nine of a 9-hole tee thereby gets
 * half the rating (as nineHoleRating does), and a full 18 gets the course rating itself.
 * Example: rating 72.4 on a par 72 tee, 14 holes of par 55 -> 55 + 0.4 x 14 / 18 = 55.311.
 */
export function ratingOfHolesPlayed(input: {
  courseRating: number;
  /** Par of all the tee's holes. */
  teePar: number;
  /** Number of the tee's holes (9 or 18). */
  teeHoles: number;
  playedPar: number;
  playedHoles: number;
}): number {
  const { courseRating, teePar, teeHoles, playedPar, playedHoles } = input;
  const par18 = (teePar * 18) / teeHoles;
  return playedPar + ((courseRating - par18) * playedHoles) / 18;
}
