// /courses: the golfer's courses, the ones this phone keeps (created, saved, played or in a match;
// docs/ARCHITECTURE.md, "Course directory"), sorted by name (the query's order), with a search among
// them, a way to add one, and delete for the courses the golfer may change; and every other course, found
// on the server by name or place and saved to "My courses" from there.
import { Link, useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState } from 'react';
import type { CourseHit } from '@/data/directory.ts';
import { useUserData } from '@/data/hooks/documents.ts';
import { useCourses } from '@/data/hooks/lists.ts';
import { useGolfDatabase } from '@/data/hooks/database.ts';
import { deleteCourse, upsertCourse } from '@/data/writes/courses.ts';
import { saveCourse, unsaveCourse } from '@/data/writes/users.ts';
import { CourseFinder } from '@/scoring/course-tee/CourseFinder.tsx';
import { ConfirmButton } from '@/ui/ConfirmButton.tsx';
import { CourseNameForm } from '../form/CourseNameForm.tsx';
import { useCourseAccess } from '../use-course-access.ts';
import { matchesSearch } from './search.ts';
import '../courses.css';

export function CoursesPage() {
  const db = useGolfDatabase();
  const access = useCourseAccess();
  const navigate = useNavigate();
  const { results, loading, error } = useCourses();
  const { userData } = useUserData(access.uid);
  const saved = userData?.savedCourses ?? {};
  const onPhone = useMemo(() => new Set(results.map((c) => c.id)), [results]);
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const deferredQuery = useDeferredValue(query);
  const shown = results.filter((c) => matchesSearch(c.name, deferredQuery));

  const create = async (name: string) => {
    const course = await upsertCourse(db, { name, creatorId: access.uid });
    // In "My courses" at once, so every phone of the golfer keeps it (docs/ARCHITECTURE.md, "Course directory").
    await saveCourse(db, access.uid, course.id);
    await navigate({ to: '/courses/$id', params: { id: course.id } });
  };

  return (
    <section className="page courses-page" aria-labelledby="courses-title">
      <div className="page-heading">
        <h1 id="courses-title">Courses</h1>
        {!adding && (
          <button type="button" className="button button-primary" onClick={() => setAdding(true)}>
            New course
          </button>
        )}
      </div>
      {adding && <CourseNameForm title="New course" submitLabel="Create course" onSubmit={create} onCancel={() => setAdding(false)} />}
      <h2>My courses</h2>
      <p className="muted">The courses on this phone: the ones you created, saved, played or have in a match. They work offline.</p>
      <div className="field course-search">
        <label htmlFor="course-search">Search courses</label>
        <input
          id="course-search"
          type="search"
          value={query}
          placeholder="Name of the course"
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="alert alert-error">
          The courses could not be read: {error}
        </p>
      )}
      {!loading && !error && (
        <p className="muted" role="status">
          {results.length === 0
            ? 'No courses on this phone yet: find yours below, or add it.'
            : shown.length === 0
              ? `No course matches "${deferredQuery.trim()}".`
              : `${shown.length} of ${results.length} ${results.length === 1 ? 'course' : 'courses'}`}
        </p>
      )}
      <ul className="course-list">
        {shown.map((course) => {
          const tees = course.tees ?? [];
          return (
            <li key={course.id} className="course-item">
              <Link to="/courses/$id" params={{ id: course.id }} className="course-link">
                <span className="course-name">{course.name}</span>
                <span className="muted course-meta">
                  {tees.length === 0 ? 'No tees yet' : tees.map((t) => `${t.name} (${t.holeCount})`).join(' · ')}
                </span>
              </Link>
              {access.canEdit(course) && (
                <ConfirmButton
                  label="Delete"
                  ariaLabel={`Delete ${course.name}`}
                  title={`Delete ${course.name}?`}
                  description="The course, its tees and holes are removed for every golfer. Score cards already played keep their own copy of the holes."
                  confirmLabel="Delete course"
                  onConfirm={async () => {
                    await deleteCourse(db, course.id);
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      <h2>Every other course</h2>
      <CourseFinder
        idPrefix="courses"
        onPhone={onPhone}
        actionText={(hit: CourseHit) => (saved[hit.id] ? 'Remove' : 'Save')}
        actionName={(hit: CourseHit) => (saved[hit.id] ? `Remove ${hit.name} from my courses` : `Save ${hit.name} to my courses`)}
        onPick={async (hit: CourseHit) => {
          if (saved[hit.id]) await unsaveCourse(db, access.uid, hit.id);
          else await saveCourse(db, access.uid, hit.id);
        }}
      />
    </section>
  );
}
