// The score that brings the index down, and the index after a given score (docs/GOLF.md, "The score
// that lowers the index"): the golfer's record as handicapFromCards left it, one more score posted on
// a copy of it (its differential as any card's, its caps and exceptional score cut as any score's).
import { roundTenth } from '../rounding.ts';
import type { Nine } from '../nine.ts';
import type { TeeLike } from '../types.ts';
import { differentialOfScore, type RatedRound } from './card-differential.ts';
import type { HandicapFromCards } from './handicap-from-cards.ts';
import { HARD_CAP, SOFT_CAP } from './handicap-index.ts';
import { createIndexReplay } from './history.ts';

/** Scores a golfer needs before an index exists (Rule 5.2a). */
export const SCORES_FOR_AN_INDEX = 3;

/** What a projection needs of the golfer's computed handicap. */
export type HandicapRecord = Pick<HandicapFromCards, 'index' | 'history' | 'record' | 'state' | 'pendingNineExact'>;

const isSet = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * The round a score on the tee would be, for the index: a rated Golf or PAR3 tee of 18 holes, or of 9
 * holes rated as a nine (half its stored 18-hole rating, its slope). With `nine`, one nine of an
 * 18-hole tee played as a 9-hole score, rated as cardDifferential rates it (docs/GOLF.md, "9-hole
 * rounds"): the nine's own rating and slope when the tee has them, else half the 18-hole rating and
 * the 18-hole slope. Null for a Pitch and Putt or unrated tee, or one of another number of holes: its
 * rounds do not count (handicapAcceptance).
 */
export function ratedRoundOnTee(tee: Pick<TeeLike, 'type' | 'cr' | 'slope' | 'holeCount' | 'holes' | 'front9' | 'back9'>, nine?: Nine): RatedRound | null {
  if (tee.type === 'Pitch and Putt' || !isSet(tee.cr) || !isSet(tee.slope)) return null;
  const holes = tee.holeCount ?? tee.holes.length;
  if (holes === 18 && nine) {
    const own = nine === 'front' ? tee.front9 : tee.back9;
    if (own && isSet(own.cr) && isSet(own.slope)) return { holes: 9, rating: own.cr, slope: own.slope };
    return { holes: 9, rating: tee.cr / 2, slope: tee.slope };
  }
  if (holes === 18) return { holes: 18, rating: tee.cr, slope: tee.slope };
  if (holes === 9) return { holes: 9, rating: tee.cr / 2, slope: tee.slope };
  return null;
}

export interface IndexProjection {
  /** The adjusted gross score projected. */
  score: number;
  /** Its differential as it would count (a nine combined as the rules say; after an exceptional score cut). */
  differential: number;
  /** The index after it, caps applied. */
  index: number;
  /** The index before the caps. */
  calculated: number;
  /** The low index the caps compared against; null when they could not apply. */
  lowIndex: number | null;
  /** Which cap held the index: soft (the rise above 3.0 halved) or hard (low + 5.0); null for none. */
  cap: 'soft' | 'hard' | null;
}

/**
 * The index after one more score of `score` (adjusted gross) on the round, dated `date` (not before
 * the last score). Null while the golfer has no index, or when a 9-hole score would only wait for a
 * second nine. A nine already waiting (played before the index existed) is combined with a 9-hole
 * score, as handicapFromCards would: the two 9-hole differentials added unrounded.
 */
export function projectIndex(handicap: HandicapRecord, round: RatedRound, score: number, date: number): IndexProjection | null {
  const indexBefore = handicap.state.current;
  if (indexBefore === null) return null;
  const d = differentialOfScore(score, round, indexBefore);
  let differential = d.differential;
  let exact = d.differentialExact;
  if (round.holes === 9 && handicap.pendingNineExact !== null && d.nineHoleDifferentialExact !== null) {
    exact = handicap.pendingNineExact + d.nineHoleDifferentialExact;
    differential = roundTenth(exact);
  }
  if (differential === null || exact === null) return null;
  const last = handicap.history[handicap.history.length - 1]?.date ?? date;
  const after = createIndexReplay(handicap.state).project({ differential, exact, date: Math.max(date, last) });
  if (after.index === null || after.calculated === null) return null;
  // applyCaps: above a rise of 3.0 the soft cap halves the rest; past a rise of 7.0 that would still
  // exceed low + 5.0, and the hard cap holds.
  const rise = after.lowIndex === null ? 0 : after.calculated - after.lowIndex;
  const cap = rise <= SOFT_CAP ? null : SOFT_CAP + (rise - SOFT_CAP) / 2 > HARD_CAP ? 'hard' : 'soft';
  return { score, differential: after.differential, index: after.index, calculated: after.calculated, lowIndex: after.lowIndex, cap };
}

/** The scores a projection takes: one stroke a hole, the least a round can score, to 15 a hole. */
export function scoreBounds(round: Pick<RatedRound, 'holes'>): { min: number; max: number } {
  return { min: round.holes, max: round.holes * 15 };
}

export type IndexTarget =
  /** Fewer than 3 scores: how many more make an index, and whether a nine waits for its pair. */
  | { kind: 'needs-scores'; scoresNeeded: number; nineWaiting: boolean }
  /** The highest adjusted gross score that lowers the index, and the index it would give. */
  | { kind: 'lower'; score: number; index: number; indexAfter: number; highestCounting: number | null }
  /** No score on the round lowers the index now (the caps hold it, or the score leaving the record
   * of 20 counted). */
  | { kind: 'none'; index: number };

/** Before an index exists: the scores still needed (an 18-hole round is one, two nines make one). */
export function scoresNeeded(handicap: Pick<HandicapRecord, 'history' | 'pendingNineExact'>): Extract<IndexTarget, { kind: 'needs-scores' }> {
  return {
    kind: 'needs-scores',
    scoresNeeded: Math.max(1, SCORES_FOR_AN_INDEX - handicap.history.length),
    nineWaiting: handicap.pendingNineExact !== null,
  };
}

/**
 * The score that brings the index down on a round (docs/GOLF.md, "The score that lowers the index"):
 * the highest whole adjusted gross score whose posting gives an index below the current one. Its
 * differential has to replace the highest counting differential, and by enough to move the
 * rounded average; the projection also counts the score leaving a record of 20, the adjustment of a
 * short record, the caps and an exceptional score, so the number said is one that does lower it.
 * Before an index exists: the scores still needed.
 */
export function targetScore(handicap: HandicapRecord, round: RatedRound, date: number): IndexTarget {
  const index = handicap.index;
  if (index === null) return scoresNeeded(handicap);
  const lowers = (score: number) => {
    const p = projectIndex(handicap, round, score, date);
    return p !== null && p.index < index ? p : null;
  };
  // The index only rises with the score (a higher score never gives a lower differential), so the
  // highest score that lowers it is found by halving.
  let { min: low, max: high } = scoreBounds(round);
  let best = lowers(low);
  if (!best) return { kind: 'none', index };
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    const p = lowers(mid);
    if (p) {
      low = mid;
      best = p;
    } else high = mid;
  }
  const top = lowers(high);
  if (top) best = top;
  const counting = handicap.record.filter((e) => e.counts).map((e) => e.differential);
  return { kind: 'lower', score: best.score, index, indexAfter: best.index, highestCounting: counting.length > 0 ? Math.max(...counting) : null };
}
