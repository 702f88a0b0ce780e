// Which figure a match or tournament ranks on.
import type { ScoringMode } from '../enums.ts';
import type { RankBasis } from './types.ts';

/** Stableford ranks on points; Strokes on net strokes, or gross strokes for a scratch event. */
export function rankBasisOf(scoringMode: ScoringMode, handicapped = true): RankBasis {
  if (scoringMode === 'Stableford') return 'stableford';
  return handicapped ? 'net' : 'gross';
}
