// WHS Rule 3.1: the adjusted gross score caps every hole at net double bogey.
import { NOT_PLAYED, PICKED_UP } from '../types.ts';

/** The cap on a hole before the golfer has a handicap index (WHS 3.1b): par + 5. */
export const NO_INDEX_HOLE_CAP = 5;

interface AgsHole {
  par: number;
  shotCount: number;
  /** Strokes received from the full course handicap. */
  extraShots: number;
}

/** Net double bogey of a hole: par + 2 + strokes received; par + 5 without an index. */
export function maximumHoleScore(hole: AgsHole, hasIndex: boolean): number {
  return hasIndex ? hole.par + 2 + hole.extraShots : hole.par + NO_INDEX_HOLE_CAP;
}

/**
 * The adjusted gross score of a round for handicap purposes: each hole's strokes capped at its
 * maximum (net double bogey, or par + 5 without an index); a picked-up hole scores that maximum; a
 * hole not played scores net par (par + strokes received; par without an index). Net par is only
 * the 2024 fallback for holes not played: the index from a golfer's cards (card-differential.ts)
 * sums the holes played alone and adds the expected score of the others.
 */
export function adjustedGrossScore(holes: readonly AgsHole[], hasIndex = true): number {
  let total = 0;
  for (const h of holes) {
    const max = maximumHoleScore(h, hasIndex);
    if (h.shotCount === NOT_PLAYED) total += h.par + (hasIndex ? h.extraShots : 0);
    else if (h.shotCount === PICKED_UP) total += max;
    else total += Math.min(h.shotCount, max);
  }
  return total;
}

/** Holes an 18-hole round needs for handicap (Rules of Handicapping 2024, Rule 2.2a). */
export const MIN_HOLES_EIGHTEEN = 10;
/** Holes a 9-hole round needs (Rule 2.2b, 2024): all nine. */
export const MIN_HOLES_NINE = 9;

/**
 * WHS 2024 (Rule 2.2): an 18-hole round counts for handicap with at least 10 holes played, the
 * holes not played being completed with the golfer's expected score (Rule 3.2, see
 * expected-score.ts); a 9-hole round needs all 9. The 2020 minimums (14 of 18, 7 of 9) were
 * withdrawn in 2024.
 */
export function hasEnoughHolesForHandicap(holesPlayed: number, holeCount: number): boolean {
  return holeCount === 9 ? holesPlayed >= MIN_HOLES_NINE : holesPlayed >= MIN_HOLES_EIGHTEEN;
}
