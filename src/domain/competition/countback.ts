// Deciding ties by matching score cards (countback). R&A Committee Procedures 5A(6) "Matching
// scorecards": the best score of the last round, then of the last 9, 6, 3 holes and the last hole;
// for rounds shorter than 18 holes "the number of holes used may be adjusted", so a 9-hole round
// uses its last 6, 3 and 1. The last holes are the highest hole numbers (holes 10-18, 13-18, 16-18,
// 18), as the R&A and USGA recommend for a multiple tee start too. In a handicap stroke play event
// one-half, one-third, one-sixth and one-eighteenth of the handicap come off those scores
// (proportionally, n / holes of the round, on a 9-hole round), without rounding the fractions; where
// strokes are given hole by hole (Stableford, four-ball better ball) the holes' own net scores and
// points count. The R&A's further steps (the first nine's last 6, 3, 1) are not applied: a tie the
// steps above leave stays a tie.
import { scoredTotals, rankFigure } from './scored-totals.ts';
import type { RankBasis, ScoredHole } from './types.ts';

/** The lengths of the last-holes segments matched on a round of `holeCount` holes. */
export function countbackSegments(holeCount: number): number[] {
  return [9, 6, 3, 1].filter((n) => n < holeCount);
}

export interface CountbackRound {
  holes: readonly ScoredHole[];
  /** Holes of the round (9 or 18). */
  holeCount: number;
}

export interface CountbackOptions {
  basis: RankBasis;
  /** Net stroke play with one ball per player or side: deduct fractions of the round's handicap
   * from the last holes' gross instead of adding up the holes' net scores. */
  handicapFractions: boolean;
  /** Whether the event has more than one round, so the last round's score is matched first. */
  multiRound: boolean;
}

function lastHoles(holes: readonly ScoredHole[], n: number): ScoredHole[] {
  return [...holes].sort((a, b) => b.number - a.number).slice(0, n);
}

/**
 * A segment's figure, lower is better, scaled by the round's hole count so that handicap fractions
 * stay whole numbers: gross x holes - handicap x n compares as gross - handicap x n / holes.
 */
function segmentFigure(round: CountbackRound, n: number, options: CountbackOptions): number {
  const segment = lastHoles(round.holes, n);
  const sum = (f: (h: ScoredHole) => number) => segment.reduce((s, h) => s + (h.outcome === 'not-played' ? 0 : f(h)), 0);
  switch (options.basis) {
    case 'stableford':
      return -sum((h) => h.points) * round.holeCount;
    case 'gross':
      return sum((h) => h.gross) * round.holeCount;
    case 'net': {
      if (!options.handicapFractions) return sum((h) => h.net) * round.holeCount;
      const handicap = round.holes.reduce((s, h) => s + h.extraShots, 0);
      return sum((h) => h.gross) * round.holeCount - handicap * n;
    }
  }
}

/** The figures matched in turn, lower is better: the last round's (multi-round events), then each
 * last-holes segment. */
export function countbackFigures(round: CountbackRound, options: CountbackOptions): number[] {
  const figures = options.multiRound ? [rankFigure(scoredTotals(round.holes), options.basis)] : [];
  return [...figures, ...countbackSegments(round.holeCount).map((n) => segmentFigure(round, n, options))];
}

/** Compares two competitors' countback figures: negative when the first wins, 0 when still tied. */
export function compareCountback(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
