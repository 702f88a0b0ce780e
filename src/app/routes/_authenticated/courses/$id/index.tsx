import { createFileRoute } from '@tanstack/react-router';
import { useCourse } from '../../../../../data/hooks/documents.ts';
import { DocumentPage } from '../../../../pages/DocumentPage.tsx';
import { PlaceholderPage } from '../../../../pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/courses/$id/')({
  component: CourseRoute,
});

function CourseRoute() {
  const { id } = Route.useParams();
  const { course: doc, ...state } = useCourse(id);
  const lookup = { doc, ...state };
  return (
    <DocumentPage kind="courses" id={id} lookup={lookup}>
      {(course) => (
        <PlaceholderPage
          title={course.name}
          comingSoon="The course page with its tees and holes comes in a later release."
          params={{ id, tees: String(course.tees?.length ?? 0) }}
        />
      )}
    </DocumentPage>
  );
}
