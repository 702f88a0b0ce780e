// Card totals and the front nine / back nine / total split (docs/GOLF.md, "Stableford, net and card totals").
import { RESULT_HIT, RESULT_NO_DATA } from './enums.ts';
import { hasFairway, holeStrokes, isGreenInRegulation, isPlayed, netStrokes, stablefordPoints } from './scoring.ts';
import type { HoleScore } from './types.ts';

export interface CardTotals {
  /** Holes with strokes or picked up. */
  holesPlayed: number;
  /** Strokes, a picked-up hole counting par + extra shots + 2. */
  strokes: number;
  /** Strokes minus the extra shots of the holes played. */
  net: number;
  stableford: number;
  /** Par of the holes played. */
  par: number;
  /** Strokes minus par of the holes played (gross). */
  toPar: number;
  /** Net strokes minus par of the holes played. */
  netToPar: number;
  /** Extra shots of the holes played. */
  extraShots: number;
  putts: number;
  /** Par 4 and 5 holes played with the tee shot recorded as "Fairway". */
  fairwaysHit: number;
  /** Par 4 and 5 holes played whose tee shot was recorded (code other than 0 "No data"): a hole
   * left unrecorded says nothing about the fairway, so it does not lower the percentage. */
  fairwaysPossible: number;
  /** Holes holed out on the green in regulation (strokes - putts <= par - 2). */
  gir: number;
  /** Holes holed out (shot count > 0): the holes a GIR could be judged on. */
  girPossible: number;
  bunkerShots: number;
  penalties: number;
}

export const EMPTY_TOTALS: Readonly<CardTotals> = Object.freeze({
  holesPlayed: 0,
  strokes: 0,
  net: 0,
  stableford: 0,
  par: 0,
  toPar: 0,
  netToPar: 0,
  extraShots: 0,
  putts: 0,
  fairwaysHit: 0,
  fairwaysPossible: 0,
  gir: 0,
  girPossible: 0,
  bunkerShots: 0,
  penalties: 0,
});

/** Totals of a list of holes; holes not played (shot count 0) count for nothing. */
export function cardTotals(holes: readonly HoleScore[]): CardTotals {
  const t: CardTotals = { ...EMPTY_TOTALS };
  for (const h of holes) {
    if (!isPlayed(h)) continue;
    t.holesPlayed += 1;
    t.strokes += holeStrokes(h, h.extraShots);
    t.net += netStrokes(h, h.extraShots);
    t.stableford += stablefordPoints(h, h.extraShots);
    t.par += h.par;
    t.extraShots += h.extraShots;
    t.putts += h.puttCount;
    t.bunkerShots += h.bunkerCount;
    t.penalties += h.penaltyCount;
    if (hasFairway(h) && h.fairway !== RESULT_NO_DATA) {
      t.fairwaysPossible += 1;
      if (h.fairway === RESULT_HIT) t.fairwaysHit += 1;
    }
    if (h.shotCount > 0) {
      t.girPossible += 1;
      if (isGreenInRegulation(h)) t.gir += 1;
    }
  }
  t.toPar = t.strokes - t.par;
  t.netToPar = t.net - t.par;
  return t;
}

/** The totals a score card document keeps beside its holes: every write and the sync merge use this. */
export function storedCardTotals(holes: readonly HoleScore[]): { shotCount: number; stableford: number } {
  const t = cardTotals(holes);
  return { shotCount: t.strokes, stableford: t.stableford };
}

export interface CardSplit {
  /** The first nine holes by number (holes 1-9 of an 18-hole card, or the whole of a 9-hole card). */
  front: CardTotals;
  /** The holes after the first nine (empty totals on a 9-hole card). */
  back: CardTotals;
  total: CardTotals;
}

/** Front nine, back nine and total, as the full card view shows them. */
export function splitCard(holes: readonly HoleScore[]): CardSplit {
  const ordered = [...holes].sort((a, b) => a.number - b.number);
  return {
    front: cardTotals(ordered.slice(0, 9)),
    back: cardTotals(ordered.slice(9)),
    total: cardTotals(ordered),
  };
}
