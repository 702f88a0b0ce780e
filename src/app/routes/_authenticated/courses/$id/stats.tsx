import { createFileRoute } from '@tanstack/react-router';
import { CourseById } from '@/app/pages/DocumentById.tsx';
import { CourseStatsPage } from '@/features/courses/stats/CourseStatsPage.tsx';
import { cleanStatsSearch, parseStatsSearch, type StatsSearch } from '@/ui/stats-filters/stats-search.ts';

export const Route = createFileRoute('/_authenticated/courses/$id/stats')({
  validateSearch: (search: Record<string, unknown>): StatsSearch => {
    // The course is the page's own: no course filter here.
    const { course: _course, ...rest } = parseStatsSearch(search);
    return rest;
  },
  component: CourseStatsRoute,
});

function CourseStatsRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CourseById id={id}>
      {(course) => (
        <CourseStatsPage course={course} search={search} onSearchChange={(next) => void navigate({ search: cleanStatsSearch(next), replace: true })} />
      )}
    </CourseById>
  );
}
