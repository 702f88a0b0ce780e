// A golfer's handicap index after each score: differentials in order, exceptional score
// reductions carried forward, caps against the low index of the preceding 365 days.
import { roundTenth } from '../rounding.ts';
import { applyCaps, exceptionalScoreReduction, handicapIndex, SCORING_RECORD_SIZE } from './handicap-index.ts';

const YEAR_MS = 365 * 86_400_000;

export interface ScoreRecord {
  differential: number;
  /** Epoch milliseconds of the round. */
  date: number;
}

export interface IndexAfterScore {
  date: number;
  /** The differential as it counted when posted (after its own exceptional score reduction). */
  differential: number;
  /** The index once this score is posted; null while fewer than 3 scores exist. */
  index: number | null;
}

/**
 * Replays a scoring record (sorted here by date) and returns the index after each score.
 * - An exceptional score lowers it and the 19 differentials before it by 1 or 2 (later scores are
 *   not touched, as in WHS).
 * - With 20 or more scores, the calculated index is capped against the lowest index reached in
 *   the 365 days before the score (counting only indexes reached with a full record of 20).
 */
export function handicapHistory(scores: readonly ScoreRecord[]): IndexAfterScore[] {
  const ordered = [...scores].sort((a, b) => a.date - b.date);
  const diffs: number[] = [];
  const out: IndexAfterScore[] = [];
  const fullRecordIndexes: { date: number; index: number }[] = [];
  let current: number | null = null;
  for (const s of ordered) {
    diffs.push(s.differential);
    const cut = exceptionalScoreReduction(s.differential, current);
    if (cut > 0) {
      for (let i = Math.max(0, diffs.length - SCORING_RECORD_SIZE); i < diffs.length; i++) {
        diffs[i] = roundTenth((diffs[i] ?? 0) - cut);
      }
    }
    let index = handicapIndex(diffs);
    if (index !== null && diffs.length >= SCORING_RECORD_SIZE) {
      const window = fullRecordIndexes.filter((r) => r.date > s.date - YEAR_MS).map((r) => r.index);
      index = applyCaps(index, window.length > 0 ? Math.min(...window) : null);
      fullRecordIndexes.push({ date: s.date, index });
    }
    current = index;
    out.push({ date: s.date, differential: diffs[diffs.length - 1] ?? s.differential, index });
  }
  return out;
}
