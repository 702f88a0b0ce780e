// The score differential of one score card (WHS 2024, Rules 2.2, 3.1, 3.2, 5.1), from the card's
// hole scores and its tee's rating. The strokes received are worked out again from the index the
// golfer had before the round, not read from the card: a card may have been played off a manual
// handicap, while net double bogey (Rule 3.1b) is defined by the course handicap from the index.
import type { TeeType } from '../enums.ts';
import { distributeExtraShots, strokeIndexesOn18 } from '../extra-shots.ts';
import { courseHandicap, STANDARD_SLOPE } from '../handicap.ts';
import { roundTenth } from '../rounding.ts';
import { NOT_PLAYED } from '../types.ts';
import { adjustedGrossScore, hasEnoughHolesForHandicap } from './adjusted-gross-score.ts';
import { expectedDifferential, ratingOfHolesPlayed } from './expected-score.ts';

/** What the handicap needs of a card: its holes, the date and the tee it was played from. */
export interface HandicapCard {
  id: string;
  /** Epoch milliseconds of the round. */
  date: number;
  teeType: TeeType;
  /** The tee's course rating (an 18-hole rating, also for a 9-hole tee); missing or 0 = unrated. */
  courseRating?: number | null;
  /** The tee's slope; missing or 0 = unrated. */
  slope?: number | null;
  /** Playing conditions calculation of the day; 0 when unknown (we have no field data). */
  pcc?: number;
  holes: readonly { number: number; par: number; hcp: number; shotCount: number }[];
}

/** Why a card does or does not count for handicap. Deleted cards are never passed in: the data
 * layer does not return them. */
export type HandicapAcceptance = 'acceptable' | 'pitch-and-putt' | 'unrated-tee' | 'not-9-or-18-holes' | 'not-enough-holes';

const isSet = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * Whether a card counts: a rated Golf or PAR3 tee (WHS 2024 rates courses from 750 yards per nine,
 * so par-3 courses count; pitch and putt is not rated), a round of 9 or 18 holes, and enough holes
 * played (Rule 2.2: 10 of 18, all of 9). A picked-up hole counts as played. We have no "finished"
 * flag on a card, so a round still in play counts once it has enough holes.
 */
export function handicapAcceptance(card: HandicapCard): HandicapAcceptance {
  if (card.teeType === 'Pitch and Putt') return 'pitch-and-putt';
  if (!isSet(card.courseRating) || !isSet(card.slope)) return 'unrated-tee';
  const count = card.holes.length;
  if (count !== 9 && count !== 18) return 'not-9-or-18-holes';
  const played = card.holes.filter((h) => h.shotCount !== NOT_PLAYED).length;
  return hasEnoughHolesForHandicap(played, count) ? 'acceptable' : 'not-enough-holes';
}

export interface CardScore {
  /** Adjusted gross score of the holes played (net double bogey, par + 5 without an index). */
  adjustedGrossScore: number;
  holesPlayed: number;
  /** The 18-hole score differential; null for a 9-hole card of a golfer without an index yet,
   * which waits to be combined with the next 9-hole card (see handicapFromCards). */
  differential: number | null;
  /** For a 9-hole card: the differential of the nine alone. */
  nineHoleDifferential: number | null;
}

/**
 * The differential of an acceptable card (check handicapAcceptance first), given the index in
 * force before the round (null before the golfer has one).
 * - Every hole played: (113 / slope) x (AGS - rating - PCC), rounded to 0.1 (Rule 5.1a).
 * - 10 to 17 holes of 18 (Rule 5.1a, 2024): the differential of the holes played, against the
 *   rating of those holes (ratingOfHolesPlayed), rounded, plus the expected differential of the
 *   holes not played. Without an index there is no expected score, so the holes not played score
 *   par (net par with no strokes received) and the round is rated as a whole.
 * - 9 holes (Rule 5.1b, 2024): the 9-hole differential plus the expected 9-hole differential;
 *   without an index the 9-hole differential is returned alone, to be combined.
 */
export function cardDifferential(card: HandicapCard, indexBefore: number | null): CardScore {
  const holes = [...card.holes].sort((a, b) => a.number - b.number);
  const slope = isSet(card.slope) ? card.slope : STANDARD_SLOPE;
  const rating = card.courseRating ?? 0;
  const pcc = card.pcc ?? 0;
  const teePar = holes.reduce((s, h) => s + h.par, 0);
  const extras =
    indexBefore === null
      ? holes.map(() => 0)
      : distributeExtraShots(
          courseHandicap({ handicap: indexBefore, teeType: card.teeType, slope, courseRating: rating, par: teePar, holeCount: holes.length }),
          strokeIndexesOn18(holes.map((h) => h.hcp)),
        );
  const withExtras = holes.map((h, i) => ({ par: h.par, shotCount: h.shotCount, extraShots: extras[i] ?? 0 }));
  const played = withExtras.filter((h) => h.shotCount !== NOT_PLAYED);
  const hasIndex = indexBefore !== null;
  const ags = adjustedGrossScore(played, hasIndex);
  const playedPar = played.reduce((s, h) => s + h.par, 0);
  const n = played.length;
  const ofPlayed = roundTenth(
    (STANDARD_SLOPE / slope) *
      (ags - ratingOfHolesPlayed({ courseRating: rating, teePar, teeHoles: holes.length, playedPar, playedHoles: n }) - (pcc * n) / 18),
  );
  const base = { adjustedGrossScore: ags, holesPlayed: n };
  if (holes.length === 9) {
    const differential = indexBefore === null ? null : roundTenth(ofPlayed + expectedDifferential(indexBefore, 9));
    return { ...base, differential, nineHoleDifferential: ofPlayed };
  }
  if (n === holes.length) return { ...base, differential: ofPlayed, nineHoleDifferential: null };
  if (indexBefore === null) {
    const whole = adjustedGrossScore(withExtras, false);
    return { ...base, differential: roundTenth((STANDARD_SLOPE / slope) * (whole - rating - pcc)), nineHoleDifferential: null };
  }
  return { ...base, differential: roundTenth(ofPlayed + expectedDifferential(indexBefore, holes.length - n)), nineHoleDifferential: null };
}
