// /courses/$id/stats: the signed-in golfer's rounds on this course, averaged hole by hole by the
// domain (holeAverages): strokes, putts, Stableford points, fairways and greens hit.
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useScoreCardsOfCourse } from '@/data/hooks/lists.ts';
import type { CourseDoc } from '@/data/types.ts';
import { holeAverages } from '@/domain/index.ts';
import { useCourseAccess } from '../use-course-access.ts';
import '../courses.css';

const DASH = '–';
const oneDecimal = (n: number | null) => (n === null ? DASH : n.toFixed(1));
const percent = (n: number | null) => (n === null ? DASH : `${Math.round(n)}%`);

export function CourseStatsPage({ course }: { course: CourseDoc }) {
  const { uid } = useCourseAccess();
  return (
    <section className="page course-stats" aria-labelledby="stats-title">
      <p>
        <Link to="/courses/$id" params={{ id: course.id }}>
          ← {course.name}
        </Link>
      </p>
      <h1 id="stats-title">My statistics: {course.name}</h1>
      <CourseStats courseId={course.id} uid={uid} />
    </section>
  );
}

/** The averages of the golfer `uid` on the course (the page passes the signed-in golfer). */
export function CourseStats({ courseId, uid }: { courseId: string; uid: string }) {
  const { results, loading, error } = useScoreCardsOfCourse(courseId);
  const mine = useMemo(() => results.filter((c) => c.userId === uid), [results, uid]);
  const averages = useMemo(() => holeAverages(mine.map((c) => ({ holes: c.holes }))), [mine]);

  return (
    <>
      {error && (
        <p role="alert" className="alert alert-error">
          Your rounds could not be read: {error}
        </p>
      )}
      {!loading && !error && mine.length === 0 && (
        <p className="notice">You have no rounds on this course yet. Play one and your averages per hole appear here.</p>
      )}
      {mine.length > 0 && (
        <>
          <p>
            Averages over your {mine.length === 1 ? 'round' : `${mine.length} rounds`} here. Fairways count par 4 and 5 holes with a
            recorded tee shot; greens count holes holed out.
          </p>
          <div className="table-scroll">
            <table className="table holes-table stats-table">
              <caption className="visually-hidden">Averages per hole</caption>
              <thead>
                <tr>
                  <th scope="col">Hole</th>
                  <th scope="col">Par</th>
                  <th scope="col">Rounds</th>
                  <th scope="col">Strokes</th>
                  <th scope="col">Putts</th>
                  <th scope="col">Points</th>
                  <th scope="col">Fairway</th>
                  <th scope="col">
                    <abbr title="Greens in regulation">GIR</abbr>
                  </th>
                </tr>
              </thead>
              <tbody>
                {averages.map((a) => (
                  <tr key={a.number}>
                    <th scope="row">{a.number}</th>
                    <td>{a.par}</td>
                    <td>{a.rounds}</td>
                    <td>{oneDecimal(a.strokes)}</td>
                    <td>{oneDecimal(a.putts)}</td>
                    <td>{oneDecimal(a.stableford)}</td>
                    <td>{percent(a.fairwayHitPercent)}</td>
                    <td>{percent(a.girPercent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
