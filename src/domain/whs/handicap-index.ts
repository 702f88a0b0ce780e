// WHS Rule 5.2: the handicap index from the most recent differentials, and the caps of Rule 5.8.
import { roundHalfUp, roundTenth } from '../rounding.ts';

/** The highest handicap index WHS allows. */
export const MAX_HANDICAP_INDEX = 54;
/** Differentials considered: the most recent 20. */
export const SCORING_RECORD_SIZE = 20;

/** How many of the lowest differentials are averaged, and the adjustment, by record size (3-20). */
export function indexRule(count: number): { use: number; adjustment: number } | null {
  if (count < 3) return null;
  if (count === 3) return { use: 1, adjustment: -2 };
  if (count === 4) return { use: 1, adjustment: -1 };
  if (count === 5) return { use: 1, adjustment: 0 };
  if (count === 6) return { use: 2, adjustment: -1 };
  if (count <= 8) return { use: 2, adjustment: 0 };
  if (count <= 11) return { use: 3, adjustment: 0 };
  if (count <= 14) return { use: 4, adjustment: 0 };
  if (count <= 16) return { use: 5, adjustment: 0 };
  if (count <= 18) return { use: 6, adjustment: 0 };
  if (count === 19) return { use: 7, adjustment: 0 };
  return { use: 8, adjustment: 0 };
}

/**
 * The handicap index from score differentials, most recent last: of the most recent 20, the
 * average of the lowest 8 (fewer, with an adjustment, for a shorter record), rounded to a tenth,
 * at most 54.0. Null with fewer than 3 differentials.
 */
export function handicapIndex(differentials: number[]): number | null {
  const recent = differentials.slice(-SCORING_RECORD_SIZE);
  const rule = indexRule(recent.length);
  if (!rule) return null;
  const lowest = [...recent].sort((a, b) => a - b).slice(0, rule.use);
  const average = lowest.reduce((s, d) => s + d, 0) / rule.use;
  return Math.min(MAX_HANDICAP_INDEX, roundTenth(roundTenth(average) + rule.adjustment));
}

/** Soft cap: the part of an increase above this many strokes over the low index is halved. */
export const SOFT_CAP = 3;
/** Hard cap: the index never rises more than this over the low index. */
export const HARD_CAP = 5;

/**
 * Applies the soft and hard caps to a calculated index against the golfer's low handicap index
 * (the lowest of the last 365 days). Only meaningful once the record holds 20 scores; pass a null
 * low index otherwise and the calculated index is returned unchanged.
 * Example: calculated 11.6, low 6.5 -> 6.5 + 3 + (5.1 - 3) / 2 = 10.55 -> 10.6.
 */
export function applyCaps(calculated: number, lowIndex: number | null): number {
  if (lowIndex === null) return calculated;
  const increase = calculated - lowIndex;
  if (increase <= SOFT_CAP) return calculated;
  const soft = lowIndex + SOFT_CAP + (increase - SOFT_CAP) / 2;
  return roundTenth(Math.min(soft, lowIndex + HARD_CAP));
}

/**
 * The exceptional score reduction (WHS 5.9) for a new differential against the index before it:
 * 7.0 to 9.9 below the index cuts 1.0, 10.0 or more cuts 2.0, from each of the most recent 20
 * differentials (the new one included). Pass the unrounded differential: a 13.04 against an index
 * of 20.0 is 6.96 below, not exceptional, though it posts as 13.0. The difference is only cleaned
 * of binary noise (20 - 13.0 stays exactly 7), never rounded to a tenth.
 */
export function exceptionalScoreReduction(differential: number, indexBefore: number | null): number {
  if (indexBefore === null) return 0;
  const below = roundHalfUp(indexBefore - differential, 9);
  if (below >= 10) return 2;
  if (below >= 7) return 1;
  return 0;
}
