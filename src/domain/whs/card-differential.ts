// The score differential of one score card (WHS 2024, Rules 2.2, 3.1, 3.2, 5.1), from the card's
// hole scores and its tee's rating. The strokes received are worked out again from the index the
// golfer had before the round, not read from the card: a card may have been played off a manual
// handicap, while net double bogey (Rule 3.1b) is defined by the course handicap from the index.
import type { TeeType } from '../enums.ts';
import { distributeExtraShots, distributeNineHoleShots, strokeIndexesOn18 } from '../extra-shots.ts';
import { courseHandicap, nineHoleCourseHandicapExact, STANDARD_SLOPE } from '../handicap.ts';
import { nineOf } from '../nine.ts';
import { roundHalfUp, roundTenth } from '../rounding.ts';
import { NOT_PLAYED, type NineRating } from '../types.ts';
import { adjustedGrossScore, hasEnoughHolesForHandicap } from './adjusted-gross-score.ts';
import { expectedDifferential, expectedDifferentialExact, ratingOfHolesPlayed } from './expected-score.ts';

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
  /** The tee's number of holes; a card may hold fewer (a 9-hole match on an 18-hole tee). Taken as
   * the card's own when missing. */
  teeHoleCount?: number | null;
  /** The tee's nines rated on their own (an 18-hole tee's `front9` / `back9`): a round of one nine
   * uses them (Rules 5.1b, 6.1). */
  front9?: NineRating | null;
  back9?: NineRating | null;
  /** Playing conditions calculation of the day; 0 when unknown (we have no field data). */
  pcc?: number;
  holes: readonly { number: number; par: number; hcp: number; shotCount: number }[];
}

/** Why a card does or does not count for handicap. Deleted cards are never passed in: the data
 * layer does not return them. */
export type HandicapAcceptance = 'acceptable' | 'pitch-and-putt' | 'unrated-tee' | 'not-9-or-18-holes' | 'not-enough-holes';

const isSet = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

type CardHole = HandicapCard['holes'][number];

/**
 * The nine a card is scored on as a 9-hole round: a 9-hole card (a 9-hole tee, or one nine of an
 * 18-hole tee), or an 18-hole card of which exactly holes 1-9 or 10-18 were played, all nine
 * (WHS 2024, Rule 2.2b: a 9-hole score needs the nine played; fewer than 10 holes of 18 make no
 * 18-hole score). Null for a card scored over 18 holes. Holes ordered by number.
 */
function nineScored(card: HandicapCard): { holes: CardHole[]; rating: NineRating | null } | null {
  const holes = [...card.holes].sort((a, b) => a.number - b.number);
  const played = holes.filter((h) => h.shotCount !== NOT_PLAYED);
  const teeHoles = card.teeHoleCount ?? holes.length;
  let nine: CardHole[] | null = null;
  if (holes.length === 9) nine = holes;
  else if (holes.length === 18 && played.length === 9) {
    const which = nineOf({ holeCount: 18, holes }, played.map((h) => h.number));
    if (which) nine = played;
  }
  if (!nine) return null;
  // A 9-hole tee is rated as a nine: half its 18-hole rating, its slope (Rules 5.1b and 6.1).
  if (teeHoles === 9) {
    return { holes: nine, rating: isSet(card.courseRating) && isSet(card.slope) ? { cr: card.courseRating / 2, slope: card.slope } : null };
  }
  // The nine's own rating, when the tee is an 18-hole one that has it.
  const which = teeHoles === 18 ? nineOf({ holeCount: 18, holes: [] }, nine.map((h) => h.number)) : null;
  const own = which === 'front' ? card.front9 : which === 'back' ? card.back9 : null;
  return { holes: nine, rating: own && isSet(own.cr) && isSet(own.slope) ? own : null };
}

/**
 * Whether a card counts: at least one hole played (a card with none, such as tomorrow's match
 * card, is no round yet and counts as too few holes), a rated Golf or PAR3 tee (WHS 2024 rates
 * courses from 750 yards per nine, so par-3 courses count; pitch and putt is not rated), a round
 * of 9 or 18 holes, and enough holes played (Rule 2.2: 10 of 18, all of 9; a front or back nine
 * played in full on an 18-hole card is a 9-hole score). A picked-up hole counts as played. We
 * have no "finished" flag on a card, so a round still in play counts once it has enough holes.
 */
export function handicapAcceptance(card: HandicapCard): HandicapAcceptance {
  const played = card.holes.filter((h) => h.shotCount !== NOT_PLAYED).length;
  if (played === 0) return 'not-enough-holes';
  if (card.teeType === 'Pitch and Putt') return 'pitch-and-putt';
  if (!isSet(card.courseRating) || !isSet(card.slope)) return 'unrated-tee';
  const count = card.holes.length;
  if (count !== 9 && count !== 18) return 'not-9-or-18-holes';
  if (hasEnoughHolesForHandicap(played, count)) return 'acceptable';
  return count === 18 && nineScored(card) !== null ? 'acceptable' : 'not-enough-holes';
}

export interface CardScore {
  /** Adjusted gross score of the holes played (net double bogey, par + 5 without an index). */
  adjustedGrossScore: number;
  holesPlayed: number;
  /** The 18-hole score differential; null for a 9-hole score of a golfer without an index yet,
   * which waits to be combined with the next one (see handicapFromCards). */
  differential: number | null;
  /** The same before rounding: what the exceptional score reduction compares (Rule 5.9). */
  differentialExact: number | null;
  /** For a 9-hole score: the differential of the nine alone, rounded, and before rounding (two
   * nines are combined unrounded, Rule 5.1b). */
  nineHoleDifferential: number | null;
  nineHoleDifferentialExact: number | null;
}

/** Strokes received per hole from the index (none without one), from the 18-hole course handicap.
 * Holes of one nine of an 18-hole tee without that nine's rating count their par twice against the
 * 18-hole rating: the strokes are about the full tee's, as they fall on the nine. */
function strokesFromIndex(card: HandicapCard, holes: readonly CardHole[], indexBefore: number | null, slope: number, rating: number): number[] {
  if (indexBefore === null) return holes.map(() => 0);
  const par = (holes.reduce((s, h) => s + h.par, 0) * 18) / holes.length;
  return distributeExtraShots(
    courseHandicap({ handicap: indexBefore, teeType: card.teeType, slope, courseRating: rating, par, holeCount: 18 }),
    strokeIndexesOn18(holes.map((h) => h.hcp)),
  );
}

/**
 * A 9-hole score (Rule 5.1b, 2024). With the nine's own rating (a 9-hole tee's is half its rating):
 * net double bogey from the 9-hole course handicap (Rule 6.1), spread over the nine, and
 * (113 / 9-hole slope) x (AGS - 9-hole rating - PCC / 2). One nine of an 18-hole tee without its own
 * rating: the 18-hole rating halved, the 18-hole slope and the full tee's strokes.
 */
function nineHoleScore(card: HandicapCard, nine: { holes: CardHole[]; rating: NineRating | null }, indexBefore: number | null): CardScore {
  const { holes, rating: own } = nine;
  const pcc = card.pcc ?? 0;
  const par = holes.reduce((s, h) => s + h.par, 0);
  let slope: number;
  let rating: number;
  let extras: number[];
  if (own) {
    slope = own.slope;
    rating = own.cr;
    extras =
      indexBefore === null
        ? holes.map(() => 0)
        : distributeNineHoleShots(
            roundHalfUp(nineHoleCourseHandicapExact({ handicapIndex: indexBefore, nineRating: own.cr, nineSlope: own.slope, par })),
            holes.map((h) => h.hcp),
          );
  } else {
    slope = isSet(card.slope) ? card.slope : STANDARD_SLOPE;
    const eighteen = card.courseRating ?? 0;
    rating = ratingOfHolesPlayed({ courseRating: eighteen, teePar: par, teeHoles: 9, playedPar: par, playedHoles: 9 });
    extras = strokesFromIndex(card, holes, indexBefore, slope, eighteen);
  }
  const ags = adjustedGrossScore(
    holes.map((h, i) => ({ par: h.par, shotCount: h.shotCount, extraShots: extras[i] ?? 0 })),
    indexBefore !== null,
  );
  return {
    adjustedGrossScore: ags,
    holesPlayed: holes.filter((h) => h.shotCount !== NOT_PLAYED).length,
    ...differentialOfScore(ags, { holes: 9, rating, slope, pcc }, indexBefore),
  };
}

/** A round rated as a whole: 18 holes, or a nine with its 9-hole rating (a 9-hole tee's is half its
 * stored rating). */
export interface RatedRound {
  holes: 9 | 18;
  /** The rating of the holes played: the course rating, or the nine's. */
  rating: number;
  slope: number;
  /** Playing conditions calculation; 0 when unknown (we have no field data). */
  pcc?: number;
}

export type ScoreDifferential = Pick<CardScore, 'differential' | 'differentialExact' | 'nineHoleDifferential' | 'nineHoleDifferentialExact'>;

/**
 * The differential of an adjusted gross score over a whole rated round, from the index in force
 * before it. 18 holes: (113 / slope) x (AGS - rating - PCC), rounded to 0.1 (Rule 5.1a). A nine
 * (Rule 5.1b): the 9-hole differential (113 / slope) x (AGS - 9-hole rating - PCC / 2), rounded,
 * plus the expected differential of nine holes; without an index the 9-hole differential alone,
 * to be combined with another nine (handicapFromCards).
 */
export function differentialOfScore(ags: number, round: RatedRound, indexBefore: number | null): ScoreDifferential {
  const pcc = round.pcc ?? 0;
  if (round.holes === 18) {
    const exact = (STANDARD_SLOPE / round.slope) * (ags - round.rating - pcc);
    return { differential: roundTenth(exact), differentialExact: exact, nineHoleDifferential: null, nineHoleDifferentialExact: null };
  }
  const exact = (STANDARD_SLOPE / round.slope) * (ags - round.rating - pcc / 2);
  const nine = { nineHoleDifferential: roundTenth(exact), nineHoleDifferentialExact: exact };
  if (indexBefore === null) return { ...nine, differential: null, differentialExact: null };
  return {
    ...nine,
    differential: roundTenth(roundTenth(exact) + expectedDifferential(indexBefore, 9)),
    differentialExact: exact + expectedDifferentialExact(indexBefore, 9),
  };
}

/**
 * The differential of an acceptable card (check handicapAcceptance first), given the index in
 * force before the round (null before the golfer has one).
 * - Every hole played: (113 / slope) x (AGS - rating - PCC), rounded to 0.1 (Rule 5.1a).
 * - 10 to 17 holes of 18 (Rule 5.1a, 2024): the differential of the holes played, against the
 *   rating of those holes (ratingOfHolesPlayed), rounded, plus the expected differential of the
 *   holes not played. Without an index there is no expected score, so the holes not played score
 *   par (net par with no strokes received) and the round is rated as a whole.
 * - A 9-hole score (Rule 5.1b, 2024; nineHoleScore): the 9-hole differential plus the expected
 *   9-hole differential; without an index the 9-hole differential is returned alone, to be combined.
 */
export function cardDifferential(card: HandicapCard, indexBefore: number | null): CardScore {
  const nine = nineScored(card);
  if (nine) return nineHoleScore(card, nine, indexBefore);
  const holes = [...card.holes].sort((a, b) => a.number - b.number);
  const slope = isSet(card.slope) ? card.slope : STANDARD_SLOPE;
  const rating = card.courseRating ?? 0;
  const pcc = card.pcc ?? 0;
  const teePar = holes.reduce((s, h) => s + h.par, 0);
  const extras = strokesFromIndex(card, holes, indexBefore, slope, rating);
  const withExtras = holes.map((h, i) => ({ par: h.par, shotCount: h.shotCount, extraShots: extras[i] ?? 0 }));
  const played = withExtras.filter((h) => h.shotCount !== NOT_PLAYED);
  const ags = adjustedGrossScore(played, indexBefore !== null);
  const playedPar = played.reduce((s, h) => s + h.par, 0);
  const n = played.length;
  const ofPlayedExact =
    (STANDARD_SLOPE / slope) *
    (ags - ratingOfHolesPlayed({ courseRating: rating, teePar, teeHoles: holes.length, playedPar, playedHoles: n }) - (pcc * n) / 18);
  const base = { adjustedGrossScore: ags, holesPlayed: n, nineHoleDifferential: null, nineHoleDifferentialExact: null };
  if (n === holes.length) return { ...base, differential: roundTenth(ofPlayedExact), differentialExact: ofPlayedExact };
  if (indexBefore === null) {
    const whole = adjustedGrossScore(withExtras, false);
    const exact = (STANDARD_SLOPE / slope) * (whole - rating - pcc);
    return { ...base, differential: roundTenth(exact), differentialExact: exact };
  }
  return {
    ...base,
    differential: roundTenth(roundTenth(ofPlayedExact) + expectedDifferential(indexBefore, holes.length - n)),
    differentialExact: ofPlayedExact + expectedDifferentialExact(indexBefore, holes.length - n),
  };
}
