// A golfer's handicap index after each score: differentials in order, exceptional score
// reductions carried forward, caps against the low index of the preceding 365 days.
import { roundTenth } from '../rounding.ts';
import { applyCaps, exceptionalScoreReduction, handicapIndex, SCORING_RECORD_SIZE } from './handicap-index.ts';

const YEAR_MS = 365 * 86_400_000;

export interface ScoreRecord {
  /** As posted: rounded to a tenth. */
  differential: number;
  /** Before rounding, when known: what the exceptional score reduction compares (WHS Rule 5.9). */
  exact?: number;
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
 * A scoring record replayed one score at a time, oldest first. Kept as a stepper because a 9-hole
 * or incomplete round needs the index in force before it (WHS 2024 expected score) to get its
 * differential at all: the caller reads `current`, works out the differential, then posts it.
 */
export interface IndexReplay {
  /** The index in force now (before the next score); null while fewer than 3 scores exist. */
  readonly current: number | null;
  /** Posts a score (dates must not go backwards) and returns the index after it. */
  post(score: ScoreRecord): IndexAfterScore;
  /** The differentials as they stand now, oldest first, exceptional score cuts applied. */
  differentials(): readonly number[];
}

/**
 * - An exceptional score lowers it and the 19 differentials before it by 1 or 2 (later scores are
 *   not touched, as in WHS).
 * - With 20 or more scores, the calculated index is capped against the lowest index reached in
 *   the 365 days before the score (counting only indexes reached with a full record of 20).
 */
export function createIndexReplay(): IndexReplay {
  const diffs: number[] = [];
  const fullRecordIndexes: { date: number; index: number }[] = [];
  let current: number | null = null;
  return {
    get current() {
      return current;
    },
    post(s) {
      diffs.push(s.differential);
      const cut = exceptionalScoreReduction(s.exact ?? s.differential, current);
      if (cut > 0) {
        for (let i = Math.max(0, diffs.length - SCORING_RECORD_SIZE); i < diffs.length; i++) {
          diffs[i] = roundTenth((diffs[i] ?? 0) - cut);
        }
      }
      let index = handicapIndex(diffs);
      if (index !== null && diffs.length >= SCORING_RECORD_SIZE) {
        let low: number | null = null;
        for (const r of fullRecordIndexes) {
          if (r.date > s.date - YEAR_MS && (low === null || r.index < low)) low = r.index;
        }
        index = applyCaps(index, low);
        fullRecordIndexes.push({ date: s.date, index });
      }
      current = index;
      return { date: s.date, differential: diffs[diffs.length - 1] ?? s.differential, index };
    },
    differentials: () => diffs,
  };
}

/** Replays a scoring record (sorted here by date) and returns the index after each score. */
export function handicapHistory(scores: readonly ScoreRecord[]): IndexAfterScore[] {
  const replay = createIndexReplay();
  return [...scores].sort((a, b) => a.date - b.date).map((s) => replay.post(s));
}
