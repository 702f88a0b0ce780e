import { createFileRoute } from '@tanstack/react-router';
import { useCourse } from '../../../../../data/hooks/documents.ts';
import { DocumentPage } from '../../../../pages/DocumentPage.tsx';
import { CourseStatsPage } from '../../../../../features/courses/stats/CourseStatsPage.tsx';

export const Route = createFileRoute('/_authenticated/courses/$id/stats')({
  component: CourseStatsRoute,
});

function CourseStatsRoute() {
  const { id } = Route.useParams();
  const { course: doc, ...state } = useCourse(id);
  const lookup = { doc, ...state };
  return (
    <DocumentPage kind="courses" id={id} lookup={lookup}>
      {(course) => <CourseStatsPage course={course} />}
    </DocumentPage>
  );
}
