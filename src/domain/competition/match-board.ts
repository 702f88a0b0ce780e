// The live board of a match: one row per player (Individual) or side, ranked per the scoring mode.
import type { PlayMode, ScoringMode } from '../enums.ts';
import { positionLabels, positionsOf } from './positions.ts';
import { rankBasisOf } from './rank-basis.ts';
import { rankFigure, scoredTotals, type ScoredTotals } from './scored-totals.ts';
import { competitors } from './side-scores.ts';
import { thruLabel } from './thru.ts';
import type { CompetitorCard, RankBasis, ScoredHole } from './types.ts';

export interface MatchBoardInput {
  playMode: PlayMode;
  scoringMode: ScoringMode;
  /** Holes of the round (the match's holeCount). */
  holeCount: number;
  cards: readonly CompetitorCard[];
  /** Strokes play ranks on net strokes unless this says 'gross'. */
  basis?: RankBasis;
}

export interface BoardRow extends ScoredTotals {
  /** The player id (Individual) or the side. */
  key: string;
  playerIds: string[];
  holes: ScoredHole[];
  /** Holes played, "F" when the round is complete, "-" before the first hole. */
  thru: string;
  finished: boolean;
  /** Null (label "-") for a competitor who has not started: there is nothing to rank yet. */
  position: number | null;
  positionLabel: string;
}

/**
 * The board, best first. Stableford ranks on points, Strokes on net (or gross) strokes, both against
 * the par of the holes played so that competitors at different holes compare fairly (rankFigure).
 * Equal figures share a position ("T2"); the board does not break ties. Competitors who have not
 * started come last, unranked, in the order given.
 */
export function matchBoard(input: MatchBoardInput): BoardRow[] {
  const basis = input.basis ?? rankBasisOf(input.scoringMode);
  const rows = competitors(input.playMode, input.cards).map((c) => {
    const totals = scoredTotals(c.holes);
    return { ...c, ...totals, thru: thruLabel(totals.holesPlayed, input.holeCount), finished: totals.holesPlayed >= input.holeCount };
  });
  const started = rows.filter((r) => r.holesPlayed > 0);
  const waiting = rows.filter((r) => r.holesPlayed === 0);
  const compare = (a: ScoredTotals, b: ScoredTotals) => rankFigure(a, basis) - rankFigure(b, basis);
  // Array.prototype.sort is stable: equal figures keep the order given.
  started.sort(compare);
  const positions = positionsOf(started, compare);
  const labels = positionLabels(positions);
  return [
    ...started.map((r, i) => ({ ...r, position: positions[i] ?? null, positionLabel: labels[i] ?? '-' })),
    ...waiting.map((r) => ({ ...r, position: null, positionLabel: '-' })),
  ];
}
