// One point per round for the trend charts, oldest first.
import { roundHalfUp, roundTenth } from '../rounding.ts';
import type { RoundFigures } from './round-figures.ts';

export interface TrendPoint {
  cardId: string;
  date: number;
  stableford: number;
  /** Null for a round not completed (its strokes are no score). */
  strokes: number | null;
  /** Scaled to a full round of par 72 / 54 (scaleToFullRound); null when nothing was played. */
  scaledStrokes: number | null;
  scaledPointsLost: number | null;
  /** Null when the card has no putts recorded. */
  putts: number | null;
  girPercent: number | null;
  fairwayPercent: number | null;
  /** Strokes gained over the holes that could be measured; null when none could. */
  strokesGained: number | null;
}

/** The last `count` rounds (by date), oldest first. */
export function trendSeries(rounds: readonly RoundFigures[], count: number): TrendPoint[] {
  const ordered = [...rounds].sort((a, b) => a.date - b.date);
  return ordered.slice(Math.max(0, ordered.length - count)).map((r) => ({
    cardId: r.cardId,
    date: r.date,
    stableford: r.stableford,
    strokes: r.complete ? r.strokes : null,
    scaledStrokes: r.scaled?.strokes ?? null,
    scaledPointsLost: r.scaled?.pointsLost ?? null,
    putts: r.puttsRecorded ? r.putts : null,
    girPercent: r.puttsRecorded && r.gir.chances > 0 ? roundTenth((100 * r.gir.made) / r.gir.chances) : null,
    fairwayPercent: r.fairways.recorded > 0 ? roundTenth((100 * r.fairways.hit) / r.fairways.recorded) : null,
    strokesGained: r.strokesGained.holes > 0 ? roundHalfUp(r.strokesGained.total, 2) : null,
  }));
}
