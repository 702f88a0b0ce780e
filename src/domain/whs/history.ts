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

/** The index after a score with what the caps did (WHS Rule 5.8): what a projection shows. */
export interface CappedIndexAfterScore extends IndexAfterScore {
  /** The index the lowest differentials make, before the caps. */
  calculated: number | null;
  /** The low index the caps compared against (the lowest of the 365 days before the score reached
   * with a full record of 20); null when no cap could apply. */
  lowIndex: number | null;
}

/** A replay's state as plain data, so a projection can resume from it (see target-score.ts). */
export interface ReplayState {
  /** Every differential posted, oldest first, exceptional score cuts applied. */
  readonly differentials: readonly number[];
  /** The indexes reached with a full record of 20, with their dates: where the low index comes from. */
  readonly fullRecordIndexes: readonly { date: number; index: number }[];
  /** The index in force; null while fewer than 3 scores exist. */
  readonly current: number | null;
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
  /** The index a score would give, with the caps it met, leaving the record as it is. */
  project(score: ScoreRecord): CappedIndexAfterScore;
  /** The differentials as they stand now, oldest first, exceptional score cuts applied. */
  differentials(): readonly number[];
  /** A copy of the state, to resume from (createIndexReplay(state)). */
  state(): ReplayState;
}

interface MutableState {
  differentials: number[];
  fullRecordIndexes: { date: number; index: number }[];
  current: number | null;
}

/** Posts a score onto a state (changing it): the exceptional score cut, the index, the caps. */
function postOnto(state: MutableState, s: ScoreRecord): CappedIndexAfterScore {
  const diffs = state.differentials;
  diffs.push(s.differential);
  const cut = exceptionalScoreReduction(s.exact ?? s.differential, state.current);
  if (cut > 0) {
    for (let i = Math.max(0, diffs.length - SCORING_RECORD_SIZE); i < diffs.length; i++) {
      diffs[i] = roundTenth((diffs[i] ?? 0) - cut);
    }
  }
  const calculated = handicapIndex(diffs);
  let index = calculated;
  let low: number | null = null;
  if (calculated !== null && diffs.length >= SCORING_RECORD_SIZE) {
    for (const r of state.fullRecordIndexes) {
      if (r.date > s.date - YEAR_MS && (low === null || r.index < low)) low = r.index;
    }
    index = applyCaps(calculated, low);
    state.fullRecordIndexes.push({ date: s.date, index });
  }
  state.current = index;
  return { date: s.date, differential: diffs[diffs.length - 1] ?? s.differential, index, calculated, lowIndex: low };
}

const copyOf = (s: ReplayState): MutableState => ({
  differentials: [...s.differentials],
  fullRecordIndexes: s.fullRecordIndexes.map((r) => ({ ...r })),
  current: s.current,
});

/**
 * - An exceptional score lowers it and the 19 differentials before it by 1 or 2 (later scores are
 *   not touched, as in WHS).
 * - With 20 or more scores, the calculated index is capped against the lowest index reached in
 *   the 365 days before the score (counting only indexes reached with a full record of 20).
 * `from`: a state to resume from (copied); an empty record by default.
 */
export function createIndexReplay(from?: ReplayState): IndexReplay {
  const state = copyOf(from ?? { differentials: [], fullRecordIndexes: [], current: null });
  return {
    get current() {
      return state.current;
    },
    post(s) {
      const { date, differential, index } = postOnto(state, s);
      return { date, differential, index };
    },
    project: (s) => postOnto(copyOf(state), s),
    differentials: () => state.differentials,
    state: () => copyOf(state),
  };
}

/** Replays a scoring record (sorted here by date) and returns the index after each score. */
export function handicapHistory(scores: readonly ScoreRecord[]): IndexAfterScore[] {
  const replay = createIndexReplay();
  return [...scores].sort((a, b) => a.date - b.date).map((s) => replay.post(s));
}
