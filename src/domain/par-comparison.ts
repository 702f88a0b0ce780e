// The product's statistics (docs/GOLF.md, "Statistics"): points lost to par, rounds scaled to a full round,
// and the per-hole averages of the course stats page.
import type { TeeType } from './enums.ts';
import { RESULT_HIT, RESULT_NO_DATA } from './enums.ts';
import { hasFairway, holeStrokes, isGreenInRegulation, isPlayed, stablefordPoints } from './scoring.ts';
import { roundTenth as round1 } from './rounding.ts';
import { cardTotals } from './totals.ts';
import type { CardLike, HoleScore } from './types.ts';

/** Weight of a point lost on a par 3 (docs/PRODUCT.md, "9. Constants and limits"). */
export const PAR3_POINTS_LOST_FACTOR = 0.94;

/**
 * Stableford points lost against par, without handicap, on one hole.
 * The product says "two minus the score relative to par, floored at 0" (docs/GOLF.md, "Statistics"). We read
 * that as the points the hole would score off scratch (2 - (strokes - par), at least 0, at most 2 for this
 * purpose) subtracted from the 2 of a par, which is min(2, max(0, strokes - par)): a par or better loses
 * nothing, a bogey 1, a double bogey or worse 2. Par 3 holes weigh 0.94. A picked-up hole counts its strokes
 * (par + extra shots + 2, so at least a double bogey); a hole not played loses nothing.
 */
export function pointsLostToPar(hole: { par: number; shotCount: number; extraShots: number }): number {
  if (!isPlayed(hole)) return 0;
  const overPar = holeStrokes(hole, hole.extraShots) - hole.par;
  const lost = Math.min(2, Math.max(0, overPar));
  return hole.par === 3 ? lost * PAR3_POINTS_LOST_FACTOR : lost;
}

/** Points lost to par over a card (unrounded; round for display). */
export function cardPointsLostToPar(holes: readonly HoleScore[]): number {
  return holes.reduce((sum, h) => sum + pointsLostToPar(h), 0);
}

/** Par of a full round: 72 on Golf tees, 54 on the others (PAR3, Pitch and Putt). */
export function fullRoundPar(teeType: TeeType): number {
  return teeType === 'Golf' ? 72 : 54;
}

export interface ScaledRound {
  /** strokes x fullPar / par of the holes played. */
  strokes: number;
  /** stableford x 18 / holes played. */
  stableford: number;
  /** points lost to par x 18 / holes played. */
  pointsLost: number;
  /** strokes - fullPar, after scaling. */
  toPar: number;
}

/**
 * A round as if it were a full 18-hole round of par 72 (Golf) or 54 (other tees), so rounds on
 * different courses and 9-hole rounds can be compared. The exact formulas:
 *   fullPar   = 72 for a Golf tee, 54 otherwise
 *   strokes'  = strokes x fullPar / P        (P = par of the holes played)
 *   stableford' = stableford x 18 / N        (N = holes played)
 *   pointsLost' = pointsLost x 18 / N
 * A complete 9-hole round (N = 9, P = its par) is thereby doubled and then scaled to the full par:
 * 9 holes of par 36 in 45 strokes -> 45 x 72 / 36 = 90. An incomplete round is extrapolated from the
 * holes played. Figures are rounded to a tenth. Null when no hole was played.
 */
export function scaleToFullRound(holes: readonly HoleScore[], teeType: TeeType): ScaledRound | null {
  const t = cardTotals(holes);
  if (t.holesPlayed === 0 || t.par <= 0) return null;
  const fullPar = fullRoundPar(teeType);
  const strokes = round1((t.strokes * fullPar) / t.par);
  return {
    strokes,
    stableford: round1((t.stableford * 18) / t.holesPlayed),
    pointsLost: round1((cardPointsLostToPar(holes) * 18) / t.holesPlayed),
    toPar: round1(strokes - fullPar),
  };
}

export interface HoleAverage {
  number: number;
  /** The par most often recorded for this hole number (tees of a course may differ). */
  par: number;
  /** Rounds in which the hole was played (including picked up). */
  rounds: number;
  /** Averages over those rounds; null when the hole was never played. */
  strokes: number | null;
  putts: number | null;
  stableford: number | null;
  /** Percent of recorded tee shots that found the fairway (par 4 and 5); null when none recorded. */
  fairwayHitPercent: number | null;
  /** Percent of holed-out holes reached in regulation; null when none. */
  girPercent: number | null;
}

interface Acc {
  pars: Map<number, number>;
  rounds: number;
  strokes: number;
  putts: number;
  stableford: number;
  fairwayPossible: number;
  fairwayHit: number;
  girPossible: number;
  gir: number;
}

/**
 * Per-hole averages over many rounds (the course stats page), one entry per hole number that occurs
 * on any card, by number. Holes not played are left out of every average; a picked-up hole counts
 * its strokes (par + extra shots + 2) and 0 points but is no GIR chance.
 */
export function holeAverages(cards: readonly CardLike[]): HoleAverage[] {
  const byNumber = new Map<number, Acc>();
  for (const card of cards) {
    for (const h of card.holes) {
      let a = byNumber.get(h.number);
      if (!a) {
        a = { pars: new Map(), rounds: 0, strokes: 0, putts: 0, stableford: 0, fairwayPossible: 0, fairwayHit: 0, girPossible: 0, gir: 0 };
        byNumber.set(h.number, a);
      }
      a.pars.set(h.par, (a.pars.get(h.par) ?? 0) + 1);
      if (!isPlayed(h)) continue;
      a.rounds += 1;
      a.strokes += holeStrokes(h, h.extraShots);
      a.putts += h.puttCount;
      a.stableford += stablefordPoints(h, h.extraShots);
      if (hasFairway(h) && h.fairway !== RESULT_NO_DATA) {
        a.fairwayPossible += 1;
        if (h.fairway === RESULT_HIT) a.fairwayHit += 1;
      }
      if (h.shotCount > 0) {
        a.girPossible += 1;
        if (isGreenInRegulation(h)) a.gir += 1;
      }
    }
  }
  return [...byNumber.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, a]) => ({
      number,
      par: mostFrequent(a.pars),
      rounds: a.rounds,
      strokes: average(a.strokes, a.rounds),
      putts: average(a.putts, a.rounds),
      stableford: average(a.stableford, a.rounds),
      fairwayHitPercent: percent(a.fairwayHit, a.fairwayPossible),
      girPercent: percent(a.gir, a.girPossible),
    }));
}

function average(sum: number, n: number): number | null {
  return n === 0 ? null : round1(sum / n);
}

function percent(hit: number, possible: number): number | null {
  return possible === 0 ? null : round1((100 * hit) / possible);
}

function mostFrequent(counts: Map<number, number>): number {
  let best = 0;
  let bestCount = -1;
  for (const [value, count] of counts) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}
