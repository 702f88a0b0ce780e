import { createFileRoute } from '@tanstack/react-router';
import { MatchesPage } from '@/features/matches/MatchesPage.tsx';
import { searchDate, searchTime } from '@/features/matches/match-form.ts';

interface MatchesSearch {
  date?: string;
  time?: string;
}

export const Route = createFileRoute('/_authenticated/matches/')({
  // The calendar links here with a tee time; values that are not a real date or time are ignored.
  validateSearch: (search: Record<string, unknown>): MatchesSearch => {
    const date = searchDate(search.date);
    const time = searchTime(search.time);
    return { ...(date ? { date } : {}), ...(time ? { time } : {}) };
  },
  component: MatchesRoute,
});

function MatchesRoute() {
  const { date, time } = Route.useSearch();
  return <MatchesPage key={`${date ?? ''}T${time ?? ''}`} date={date} time={time} />;
}
