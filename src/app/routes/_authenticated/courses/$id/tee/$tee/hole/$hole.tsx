import { createFileRoute, Link } from '@tanstack/react-router';
import { NotFoundState } from '@/ui/NotFoundState.tsx';
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
            <NotFoundState
              title={found ? 'Hole not found' : 'Tee not found'}
              message={
                found
                  ? `The ${found.name} tee of ${course.name} has ${found.holes.length} holes; there is no hole "${hole}".`
                  : `${course.name} has no tee "${tee}".`
              }
              action={
                <Link to="/courses/$id" params={{ id }} className="button">
                  Back to {course.name}
                </Link>
              }
            />
          );
        }
        return <HolePage course={course} tee={found} number={number} />;
      }}
    </CourseById>
  );
}
