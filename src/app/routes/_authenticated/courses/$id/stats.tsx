import { createFileRoute } from '@tanstack/react-router';
import { CourseById } from '@/app/pages/DocumentById.tsx';
import { CourseStatsPage } from '@/features/courses/stats/CourseStatsPage.tsx';

export const Route = createFileRoute('/_authenticated/courses/$id/stats')({
  component: CourseStatsRoute,
});

function CourseStatsRoute() {
  const { id } = Route.useParams();
  return (
    <CourseById id={id}>
      {(course) => <CourseStatsPage course={course} />}
    </CourseById>
  );
}
