// WHS score differentials, 18 and 9 holes.
import { roundTenth } from '../rounding.ts';
import { STANDARD_SLOPE } from '../handicap.ts';

/** (113 / slope) x (adjusted gross score - course rating - PCC), rounded to a tenth. */
export function scoreDifferential(input: { adjustedGrossScore: number; courseRating: number; slope: number; pcc?: number }): number {
  const { adjustedGrossScore, courseRating, slope, pcc = 0 } = input;
  return roundTenth((STANDARD_SLOPE / slope) * (adjustedGrossScore - courseRating - pcc));
}

/**
 * The expected 9-hole score differential of a golfer with a given index. The official WHS table is
 * not published; this linear estimate (0.52 x index + 1.2) is kept here and nowhere else.
 */
export const EXPECTED_NINE_HOLE = { perIndexPoint: 0.52, constant: 1.2 } as const;

export function expectedNineHoleDifferential(handicapIndex: number): number {
  return roundTenth(EXPECTED_NINE_HOLE.perIndexPoint * handicapIndex + EXPECTED_NINE_HOLE.constant);
}

/**
 * An 18-hole differential from a 9-hole round (WHS 5.1b): the 9-hole differential
 * (113 / slope) x (AGS - 9-hole rating - PCC / 2) plus the expected differential of the other nine.
 * `nineHoleRating` is the rating of the nine played; our tees store an 18-hole rating even for a
 * 9-hole tee, which is twice the nine's (see nineHoleRating).
 */
export function nineHoleScoreDifferential(input: {
  adjustedGrossScore: number;
  nineHoleRating: number;
  slope: number;
  handicapIndex: number;
  pcc?: number;
}): number {
  const { adjustedGrossScore, nineHoleRating, slope, handicapIndex, pcc = 0 } = input;
  const played = (STANDARD_SLOPE / slope) * (adjustedGrossScore - nineHoleRating - pcc / 2);
  return roundTenth(roundTenth(played) + expectedNineHoleDifferential(handicapIndex));
}

/** The rating of nine holes from the 18-hole rating a tee stores. */
export const nineHoleRating = (eighteenHoleRating: number): number => eighteenHoleRating / 2;
