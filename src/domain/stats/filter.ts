// Which cards a statistics filter keeps.
import type { StatsCard, StatsFilter } from './types.ts';

export function matchesFilter(card: StatsCard, filter: StatsFilter): boolean {
  if (filter.from !== undefined && card.date < filter.from) return false;
  if (filter.to !== undefined && card.date > filter.to) return false;
  if (filter.courseId !== undefined && card.courseId !== filter.courseId) return false;
  if (filter.teeType !== undefined && card.teeType !== filter.teeType) return false;
  if (filter.holeCount !== undefined && card.holes.length !== filter.holeCount) return false;
  if (filter.competitionOnly === true && !card.isCompetition) return false;
  return true;
}

/**
 * A stable key for a filter, equal for filters that keep the same cards (field order and missing
 * vs. undefined fields do not matter): a UI memoises the statistics per (cards, key).
 */
export function filterKey(filter: StatsFilter): string {
  return JSON.stringify([
    filter.from ?? null,
    filter.to ?? null,
    filter.courseId ?? null,
    filter.teeType ?? null,
    filter.holeCount ?? null,
    filter.competitionOnly === true,
  ]);
}
