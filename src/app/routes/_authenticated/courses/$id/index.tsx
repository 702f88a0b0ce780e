import { createFileRoute } from '@tanstack/react-router';
import { CourseById } from '@/app/pages/DocumentById.tsx';
import { CourseNotOnPhone } from '@/features/courses/detail/CourseNotOnPhone.tsx';
import { CoursePage } from '@/features/courses/detail/CoursePage.tsx';

export const Route = createFileRoute('/_authenticated/courses/$id/')({
  component: CourseRoute,
});

function CourseRoute() {
  const { id } = Route.useParams();
  return (
    <CourseById id={id} missing={(notFound) => <CourseNotOnPhone id={id} notFound={notFound} />}>
      {(course) => <CoursePage course={course} />}
    </CourseById>
  );
}
