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
 * hole not played scores net par (par + strokes received, WHS 3.2; par without an index).
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

/** WHS 5.1: an 18-hole round counts for handicap with at least 14 holes played, a 9-hole round
 * with at least 7. */
export function hasEnoughHolesForHandicap(holesPlayed: number, holeCount: number): boolean {
  return holeCount === 9 ? holesPlayed >= 7 : holesPlayed >= 14;
}
