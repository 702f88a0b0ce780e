// My matches from now onward (the "from now onward" query of docs/PRODUCT.md, "7. Data calls"), for the .ics
// export. `now` is fixed when the page opens, so the live query is not rebuilt on every render.
import { useMemo, useState } from 'react';
import { useCourses, useMatchesFromNow, useScoreCardsBetween, useTournaments, useUsers } from '../../data/hooks/lists.ts';
import { END_OF_TIME } from '../../data/queries/time.ts';
import { useSessionUid } from '../../session/use-session.ts';
import { shortName } from '../../golfers/golfer-name.ts';
import { gatherTeeTimes, type GatherWords, type TeeTime } from './tee-times.ts';

export interface UpcomingTeeTimes {
  teeTimes: TeeTime[];
  /** The golfer's own name, for the file. */
  myName: string | null;
  loading: boolean;
}

export function useUpcomingTeeTimes(words: GatherWords): UpcomingTeeTimes {
  const me = useSessionUid();
  const [now] = useState(() => Date.now());
  const matches = useMatchesFromNow(now);
  // The matches' cards give the tees played.
  const cards = useScoreCardsBetween({ from: now, to: END_OF_TIME });
  const courses = useCourses();
  const users = useUsers();
  const tournaments = useTournaments();
  const loading = matches.loading || cards.loading || courses.loading || users.loading || tournaments.loading;
  return useMemo(() => {
    const userDocs = users.results;
    return {
      teeTimes: gatherTeeTimes({
        me,
        matches: matches.results,
        cards: cards.results,
        courses: courses.results,
        users: userDocs,
        tournaments: tournaments.results,
      }, words),
      myName: shortName(userDocs.find((u) => u.id === me)),
      loading,
    };
  }, [me, matches.results, cards.results, courses.results, users.results, tournaments.results, loading, words]);
}
