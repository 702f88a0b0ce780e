// The statistics page in one call: a pure function of (cards, filter), so a UI memoises it per
// filter (see filterKey) and recomputes only when the cards or the filter change. One pass over
// the holes of the kept cards; 1,000 rounds take a few milliseconds.
import { matchesFilter } from './filter.ts';
import type { RoundFigures } from './round-figures.ts';
import { roundFigures } from './round-figures.ts';
import type { StatisticsSummary } from './summary.ts';
import { summarise } from './summary.ts';
import type { TrendPoint } from './trends.ts';
import { trendSeries } from './trends.ts';
import type { StatsCard, StatsFilter } from './types.ts';

/** Rounds shown in the trend charts by default. */
export const TREND_ROUNDS = 20;

export interface Statistics {
  summary: StatisticsSummary;
  /** The last rounds, oldest first. */
  trends: TrendPoint[];
}

/**
 * The statistics of the cards the filter keeps; cards with no hole played are left out. `figuresOf`
 * is `roundFigures` or a memo of it (a card's figures depend on the card alone, so an app keeps them
 * per card and a change of filter only adds them up again).
 */
export function computeStatistics(
  cards: readonly StatsCard[],
  filter: StatsFilter = {},
  trendRounds = TREND_ROUNDS,
  figuresOf: (card: StatsCard) => RoundFigures = roundFigures,
): Statistics {
  const rounds: RoundFigures[] = [];
  for (const card of cards) {
    if (!matchesFilter(card, filter)) continue;
    const r = figuresOf(card);
    if (r.holesPlayed > 0) rounds.push(r);
  }
  return { summary: summarise(rounds), trends: trendSeries(rounds, trendRounds) };
}
