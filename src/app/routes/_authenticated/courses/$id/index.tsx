import { createFileRoute } from '@tanstack/react-router';
import { useCourse } from '../../../../../data/hooks/documents.ts';
import { DocumentPage } from '../../../../pages/DocumentPage.tsx';
import { CoursePage } from '../../../../../features/courses/detail/CoursePage.tsx';

export const Route = createFileRoute('/_authenticated/courses/$id/')({
  component: CourseRoute,
});

function CourseRoute() {
  const { id } = Route.useParams();
  const { course: doc, ...state } = useCourse(id);
  const lookup = { doc, ...state };
  return (
    <DocumentPage kind="courses" id={id} lookup={lookup}>
      {(course) => <CoursePage course={course} />}
    </DocumentPage>
  );
}
