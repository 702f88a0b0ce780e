import { createFileRoute } from '@tanstack/react-router';
import { StatisticsPage } from '@/features/statistics/StatisticsPage.tsx';
import { cleanStatsSearch, parseStatsSearch, type StatsSearch } from '@/ui/stats-filters/stats-search.ts';

export const Route = createFileRoute('/_authenticated/statistics')({
  validateSearch: (search: Record<string, unknown>): StatsSearch => parseStatsSearch(search),
  component: StatisticsRoute,
});

function StatisticsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <StatisticsPage search={search} onSearchChange={(next) => void navigate({ search: cleanStatsSearch(next), replace: true })} />;
}
