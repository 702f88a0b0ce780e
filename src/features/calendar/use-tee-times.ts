// The golfer's tee times in a period, live from the local database (so the calendar works with no
// signal). Matches are read with the calendar-year query (docs/PRODUCT.md, "7. Data calls"): one year, or two
// when the period crosses New Year (a month grid's trailing days, a week from Monday 29 December).
import { useMemo, useState } from 'react';
import type { TimeRange } from '../../domain/index.ts';
import { useCourses, useMatchesInYear, useScoreCardsBetween, useTournaments, useUsers } from '../../data/hooks/lists.ts';
import type { MatchDoc } from '../../data/types.ts';
import { useSessionUid } from '../../session/use-session.ts';
import { gatherTeeTimes, type GatherWords, type TeeTime } from './tee-times.ts';

export interface TeeTimesState {
  teeTimes: TeeTime[];
  loading: boolean;
  /** The first read error, as the database gave it. */
  error: string | null;
}

export function useTeeTimes(range: TimeRange, words: GatherWords): TeeTimesState {
  const me = useSessionUid();
  const firstYear = new Date(range.start).getFullYear();
  const lastYear = new Date(range.end - 1).getFullYear();
  const first = useMatchesInYear(firstYear);
  const last = useMatchesInYear(lastYear);
  // Every card of the period, not only mine: a match's cards give its tees and its card links.
  const cards = useScoreCardsBetween({ from: range.start, to: range.end });
  const courses = useCourses();
  const users = useUsers();
  const tournaments = useTournaments();

  const teeTimes = useMemo(() => {
    const byId = new Map<string, MatchDoc>();
    for (const match of [...first.results, ...last.results]) byId.set(match.id, match);
    const matches = [...byId.values()].filter((m) => m.date >= range.start && m.date < range.end);
    return gatherTeeTimes({
      me,
      matches,
      cards: cards.results,
      courses: courses.results,
      users: users.results,
      tournaments: tournaments.results,
    }, words);
  }, [me, first.results, last.results, cards.results, courses.results, users.results, tournaments.results, range.start, range.end, words]);

  const states = [first, last, cards, courses, users, tournaments];
  const loading = states.some((s) => s.loading);
  // While the next period's queries answer (a few milliseconds), keep showing what is known of it
  // from the last answer: the view stays mounted (the month grid keeps the keyboard focus) and the
  // days both periods share do not flicker.
  // (State set while rendering, React's pattern for a value derived from the previous render.)
  const [lastKnown, setLastKnown] = useState<TeeTime[]>([]);
  if (!loading && lastKnown !== teeTimes) setLastKnown(teeTimes);
  const shown = loading ? lastKnown.filter((t) => t.date >= range.start && t.date < range.end) : teeTimes;
  return {
    teeTimes: shown,
    loading,
    error: states.find((s) => s.error !== null)?.error ?? null,
  };
}
