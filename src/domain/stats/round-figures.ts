// Everything the statistics need from one card, in a single pass over its holes. The summary and
// the trends are sums and averages of these, so a card is read once however many figures use it.
import { RESULT_HIT, RESULT_NO_DATA } from '../enums.ts';
import { hasFairway, holeStrokes, isGreenInRegulation, isPickedUp, isPlayed, stablefordPoints } from '../scoring.ts';
import type { ScaledRound } from '../par-comparison.ts';
import { pointsLostToPar, scaleToFullRound } from '../par-comparison.ts';
import { holeStrokesGained } from './strokes-gained.ts';
import type { ParType, StatsCard } from './types.ts';

/** Fairway result codes (docs/GOLF.md, "Holes"): 2 gone left, 3 gone right; 4-6 other misses. */
const GONE_LEFT = 2;
const GONE_RIGHT = 3;

export interface Ratio {
  /** Holes that could count. */
  chances: number;
  /** Holes that did. */
  made: number;
}

export interface ParTypeFigures {
  holes: number;
  pointsLost: number;
  /** Holes where strokes gained could be measured, and their sum. */
  sgHoles: number;
  strokesGained: number;
}

/** Holes by score against par (gross). A picked-up hole counts as double bogey or worse. */
export interface ScoreDistribution {
  eagleOrBetter: number;
  birdie: number;
  par: number;
  bogey: number;
  doubleOrWorse: number;
}

export interface RoundFigures {
  cardId: string;
  date: number;
  holeCount: number;
  holesPlayed: number;
  /** Every hole on the card played (picked up counts): strokes are then a round's score. */
  complete: boolean;
  strokes: number;
  stableford: number;
  pointsLost: number;
  byPar: Record<ParType, ParTypeFigures>;
  scaled: ScaledRound | null;
  /** Par 4 and 5 holes with the tee shot recorded: hit, gone left, gone right, other misses. */
  fairways: { recorded: number; hit: number; left: number; right: number; other: number };
  /** Putts were recorded on this card (at least one hole holed out with putts). Putting, GIR,
   * scrambling and sand saves need putts, so a card without any is left out of those. */
  puttsRecorded: boolean;
  putts: number;
  /** Holes holed out: the putting, GIR, scrambling and sand-save figures are over these. */
  holedOut: number;
  gir: Ratio;
  puttsOnGir: number;
  onePutts: number;
  threePutts: number;
  scrambling: Ratio;
  sandSaves: Ratio;
  penalties: number;
  distribution: ScoreDistribution;
  strokesGained: { holes: number; total: number };
}

const emptyPar = (): ParTypeFigures => ({ holes: 0, pointsLost: 0, sgHoles: 0, strokesGained: 0 });

const isParType = (par: number): par is ParType => par === 3 || par === 4 || par === 5;

/**
 * The figures of one card. Definitions (holes not played count for nothing):
 * - GIR: strokes - putts <= par - 2 on a hole holed out.
 * - Scrambling: a hole holed out that missed the green in regulation; made when par or better.
 * - Sand save: a hole holed out with at least one bunker shot that missed the green in regulation;
 *   made when par or better. Cards record how many bunker shots, not where from, so a fairway
 *   bunker counts as well as a greenside one (the tour's definition takes greenside bunkers only).
 * - 1-putt / 3-putt: holes holed out with exactly 1 / 3 or more putts.
 * - Picked-up holes have no real stroke count: they count their net double bogey in strokes and
 *   points lost, as double bogey or worse, and are left out of GIR, putting, scrambling, sand saves
 *   and strokes gained.
 */
export function roundFigures(card: StatsCard): RoundFigures {
  const byPar: Record<ParType, ParTypeFigures> = { 3: emptyPar(), 4: emptyPar(), 5: emptyPar() };
  const fairways = { recorded: 0, hit: 0, left: 0, right: 0, other: 0 };
  const distribution: ScoreDistribution = { eagleOrBetter: 0, birdie: 0, par: 0, bogey: 0, doubleOrWorse: 0 };
  const gir: Ratio = { chances: 0, made: 0 };
  const scrambling: Ratio = { chances: 0, made: 0 };
  const sandSaves: Ratio = { chances: 0, made: 0 };
  const sg = { holes: 0, total: 0 };
  let holesPlayed = 0;
  let strokes = 0;
  let stableford = 0;
  let pointsLost = 0;
  let putts = 0;
  let holedOut = 0;
  let puttsOnGir = 0;
  let onePutts = 0;
  let threePutts = 0;
  let penalties = 0;

  for (const h of card.holes) {
    if (!isPlayed(h)) continue;
    holesPlayed += 1;
    const s = holeStrokes(h, h.extraShots);
    strokes += s;
    stableford += stablefordPoints(h, h.extraShots);
    const lost = pointsLostToPar(h);
    pointsLost += lost;
    penalties += h.penaltyCount;
    const parType = isParType(h.par) ? byPar[h.par] : null;
    if (parType) {
      parType.holes += 1;
      parType.pointsLost += lost;
    }
    const overPar = s - h.par;
    if (isPickedUp(h) || overPar >= 2) distribution.doubleOrWorse += 1;
    else if (overPar <= -2) distribution.eagleOrBetter += 1;
    else if (overPar === -1) distribution.birdie += 1;
    else if (overPar === 0) distribution.par += 1;
    else distribution.bogey += 1;
    if (hasFairway(h) && h.fairway !== RESULT_NO_DATA) {
      fairways.recorded += 1;
      if (h.fairway === RESULT_HIT) fairways.hit += 1;
      else if (h.fairway === GONE_LEFT) fairways.left += 1;
      else if (h.fairway === GONE_RIGHT) fairways.right += 1;
      else fairways.other += 1;
    }
    if (h.shotCount <= 0) continue;
    // Holed out from here on.
    holedOut += 1;
    putts += h.puttCount;
    if (h.puttCount === 1) onePutts += 1;
    if (h.puttCount >= 3) threePutts += 1;
    gir.chances += 1;
    if (isGreenInRegulation(h)) {
      gir.made += 1;
      puttsOnGir += h.puttCount;
    } else {
      const saved = h.shotCount <= h.par ? 1 : 0;
      scrambling.chances += 1;
      scrambling.made += saved;
      if (h.bunkerCount > 0) {
        sandSaves.chances += 1;
        sandSaves.made += saved;
      }
    }
    const gained = holeStrokesGained(h);
    if (gained !== null) {
      sg.holes += 1;
      sg.total += gained;
      if (parType) {
        parType.sgHoles += 1;
        parType.strokesGained += gained;
      }
    }
  }

  return {
    cardId: card.id,
    date: card.date,
    holeCount: card.holes.length,
    holesPlayed,
    complete: holesPlayed > 0 && holesPlayed === card.holes.length,
    strokes,
    stableford,
    pointsLost,
    byPar,
    scaled: scaleToFullRound(card.holes, card.teeType),
    fairways,
    puttsRecorded: putts > 0,
    putts,
    holedOut,
    gir,
    puttsOnGir,
    onePutts,
    threePutts,
    scrambling,
    sandSaves,
    penalties,
    distribution,
    strokesGained: sg,
  };
}
