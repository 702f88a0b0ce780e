import { createFileRoute } from '@tanstack/react-router';
import { useCourse } from '../../../../../data/hooks/documents.ts';
import { DocumentPage } from '../../../../pages/DocumentPage.tsx';
import { PlaceholderPage } from '../../../../pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/courses/$id/stats')({
  component: CourseStatsRoute,
});

function CourseStatsRoute() {
  const { id } = Route.useParams();
  const { course: doc, ...state } = useCourse(id);
  const lookup = { doc, ...state };
  return (
    <DocumentPage kind="courses" id={id} lookup={lookup}>
      {(course) => (
        <PlaceholderPage
          title={`${course.name}: statistics`}
          comingSoon="Your statistics on this course, hole by hole, come in a later release."
          params={{ id }}
        />
      )}
    </DocumentPage>
  );
}
