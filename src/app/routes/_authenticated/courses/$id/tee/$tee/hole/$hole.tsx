import { createFileRoute } from '@tanstack/react-router';
import { CourseHoleNotFound } from '@/app/pages/HoleNotFound.tsx';
import { CourseById } from '@/app/pages/DocumentById.tsx';
import { HolePage } from '@/features/courses/hole/HolePage.tsx';
import { holeNumber } from '@/app/pages/summaries.ts';

export const Route = createFileRoute('/_authenticated/courses/$id/tee/$tee/hole/$hole')({
  component: CourseHoleRoute,
});

function CourseHoleRoute() {
  const { id, tee, hole } = Route.useParams();
  return (
    <CourseById id={id}>
      {(course) => {
        const found = course.tees?.find((t) => t.id === tee);
        const number = found ? holeNumber(hole, found.holes.length) : null;
        if (!found || number === null) {
          return (
            <CourseHoleNotFound
              courseId={id}
              courseName={course.name}
              teeParam={tee}
              holeParam={hole}
              tee={found ? { name: found.name, holeCount: found.holes.length } : null}
            />
          );
        }
        return <HolePage course={course} tee={found} number={number} />;
      }}
    </CourseById>
  );
}
