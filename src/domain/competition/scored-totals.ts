// Totals of a competitor's scored holes, and the figure a ranking compares.
import type { RankBasis, ScoredHole } from './types.ts';

export interface ScoredTotals {
  /** Holes with a score (holed out or picked up). */
  holesPlayed: number;
  gross: number;
  net: number;
  points: number;
  /** Par of the holes played. */
  par: number;
  grossToPar: number;
  netToPar: number;
}

export function scoredTotals(holes: readonly ScoredHole[]): ScoredTotals {
  const played = holes.filter((h) => h.outcome !== 'not-played');
  const sum = (f: (h: ScoredHole) => number) => played.reduce((s, h) => s + f(h), 0);
  const gross = sum((h) => h.gross);
  const net = sum((h) => h.net);
  const par = sum((h) => h.par);
  return { holesPlayed: played.length, gross, net, points: sum((h) => h.points), par, grossToPar: gross - par, netToPar: net - par };
}

/** Stableford points a net par earns: the pace of a golfer playing to handicap. */
export const POINTS_PER_NET_PAR = 2;

/**
 * The figure to rank on, lower is better. Competitors on a live board have played different numbers
 * of holes, so each is measured against what a net (or gross) par golfer would have by then: strokes
 * relative to par of the holes played, and in Stableford the points minus 2 per hole played (negated,
 * so that lower is better). Once everyone has played the same holes this orders exactly as the total
 * strokes or points.
 */
export function rankFigure(totals: ScoredTotals, basis: RankBasis): number {
  switch (basis) {
    case 'stableford':
      return POINTS_PER_NET_PAR * totals.holesPlayed - totals.points;
    case 'net':
      return totals.netToPar;
    case 'gross':
      return totals.grossToPar;
  }
}
