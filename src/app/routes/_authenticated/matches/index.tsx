import { createFileRoute } from '@tanstack/react-router';
import { MatchesPage } from '@/features/matches/MatchesPage.tsx';
import { searchDate, searchTime } from '@/features/matches/match-search.ts';

interface MatchesSearch {
  date?: string | undefined;
  time?: string | undefined;
}

export const Route = createFileRoute('/_authenticated/matches/')({
  // The calendar links here with a tee time; values that are not a real date or time are ignored.
  // Both keys are always returned: the router lays the validated search over the raw one, so a key
  // left out would let the raw value through.
  validateSearch: (search: Record<string, unknown>): MatchesSearch => ({
    date: searchDate(search.date),
    time: searchTime(search.time),
  }),
  component: MatchesRoute,
});

function MatchesRoute() {
  const { date, time } = Route.useSearch();
  return <MatchesPage key={`${date ?? ''}T${time ?? ''}`} date={date} time={time} />;
}
