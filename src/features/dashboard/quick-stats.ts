// The dashboard's quick statistics over the golfer's cards (newest first), from the domain totals.
import { cardTotals, type HoleScore } from '../../domain/index.ts';

export interface QuickStats {
  /** Cards with at least one hole played. */
  rounds: number;
  /** Average Stableford points of the last `window` rounds played, one decimal; null with none. */
  averageStableford: number | null;
  bestStableford: number | null;
  /** Putts per hole holed out over those of the rounds with putts recorded, two decimals. */
  puttsPerHole: number | null;
  /** Share of recorded fairways hit, in whole percent. */
  fairwaysHitPercent: number | null;
  /** Greens in regulation in whole percent, over the rounds with putts recorded; null with none. */
  girPercent: number | null;
}

/** How many recent rounds the averages cover. */
export const STATS_WINDOW = 10;

function round(n: number, places: number): number {
  const f = 10 ** places;
  return Math.round(n * f) / f;
}

export function quickStats(cards: readonly { holes: readonly HoleScore[] }[], window = STATS_WINDOW): QuickStats {
  const played = cards.map((c) => cardTotals(c.holes)).filter((t) => t.holesPlayed > 0);
  const recent = played.slice(0, window);
  const sum = (pick: (t: (typeof recent)[number]) => number) => recent.reduce((s, t) => s + pick(t), 0);
  // Putts and greens in regulation are known only on cards with putts recorded (docs/GOLF.md,
  // "Statistics", round figures): a card without putts would count every green as missed.
  const withPutts = recent.filter((t) => t.putts > 0);
  const holedOut = withPutts.reduce((s, t) => s + t.girPossible, 0);
  const fairways = sum((t) => t.fairwaysPossible);
  return {
    rounds: played.length,
    averageStableford: recent.length === 0 ? null : round(sum((t) => t.stableford) / recent.length, 1),
    bestStableford: played.length === 0 ? null : Math.max(...played.map((t) => t.stableford)),
    puttsPerHole: holedOut === 0 ? null : round(withPutts.reduce((s, t) => s + t.putts, 0) / holedOut, 2),
    fairwaysHitPercent: fairways === 0 ? null : Math.round((100 * sum((t) => t.fairwaysHit)) / fairways),
    girPercent: holedOut === 0 ? null : Math.round((100 * withPutts.reduce((s, t) => s + t.gir, 0)) / holedOut),
  };
}
