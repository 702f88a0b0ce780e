// The domain filter (StatsFilter) that the statistics pages' search params make, or why there is none
// (docs/ARCHITECTURE.md, "Statistics, handicap index and charts").
import type { StatsFilter } from '../../domain/index.ts';
import { filtersText } from './i18n/index.ts';
import { localDayEnd, localDayStart, type StatsSearch } from './stats-search.ts';

export type StatsFilterResult = { filter: StatsFilter; error: null } | { filter: null; error: string };

/** The domain filter, or why there is none: a "To" date before the "From" date keeps no round at
 * all, and a golfer must be told so rather than shown empty figures. The page that shows the error
 * reads `useT(filtersText)`, so the message is in the golfer's language once it has loaded. */
export function statsFilterOf(search: StatsSearch): StatsFilterResult {
  const from = search.from === undefined ? null : localDayStart(search.from);
  const to = search.to === undefined ? null : localDayEnd(search.to);
  if (from !== null && to !== null && to < from) {
    return { filter: null, error: filtersText.t('filters.toBeforeFrom', { to: search.to, from: search.from }) };
  }
  const filter: StatsFilter = {};
  if (from !== null) filter.from = from;
  if (to !== null) filter.to = to;
  if (search.course !== undefined) filter.courseId = search.course;
  if (search.tee !== undefined) filter.teeType = search.tee;
  if (search.holes !== undefined) filter.holeCount = search.holes;
  if (search.competition === true) filter.competitionOnly = true;
  return { filter, error: null };
}
