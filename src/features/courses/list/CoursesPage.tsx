// /courses: the golfer's courses, the ones this phone keeps (created, saved, played or in a match;
// docs/ARCHITECTURE.md, "Course directory"), sorted by name (the query's order), with a search among
// them, a way to add one, and delete for the courses the golfer may change; and every other course, found
// on the server by name or place and saved to "My courses" from there.
import { Link, useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState } from 'react';
import type { CourseHit } from '@/data/directory.ts';
import { useUserData } from '@/data/hooks/documents.ts';
import { useDistanceUnit } from '@/data/hooks/use-distance-unit.ts';
import { useCourses } from '@/data/hooks/lists.ts';
import { useGolfDatabase } from '@/data/hooks/database.ts';
import { deleteCourse, upsertCourse } from '@/data/writes/courses.ts';
import { saveCourse, unsaveCourse } from '@/data/writes/users.ts';
import { CourseFinder } from '@/scoring/course-tee/CourseFinder.tsx';
import { ConfirmButton } from '@/ui/ConfirmButton.tsx';
import { CourseNameForm } from '../form/CourseNameForm.tsx';
import { useT } from '@/i18n/catalog.ts';
import { coursesText } from '../i18n/index.ts';
import { useCourseAccess } from '../use-course-access.ts';
import { matchesSearch } from './search.ts';
import '../courses.css';

export function CoursesPage() {
  const t = useT(coursesText);
  const db = useGolfDatabase();
  const access = useCourseAccess();
  const navigate = useNavigate();
  const { results, loading, error } = useCourses();
  const { userData } = useUserData(access.uid);
  const unit = useDistanceUnit(access.uid);
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
        <h1 id="courses-title">{t('list.title')}</h1>
        {!adding && (
          <div className="course-actions">
            <button type="button" className="button button-primary" onClick={() => setAdding(true)}>
              {t('list.new')}
            </button>
            <Link to="/courses/import-osm" className="button">
              {t('list.fromOsm')}
            </Link>
          </div>
        )}
      </div>
      {adding && <CourseNameForm title={t('list.new')} submitLabel={t('list.create')} onSubmit={create} onCancel={() => setAdding(false)} />}
      <h2>{t('list.mine')}</h2>
      <p className="muted">{t('list.mineHelp')}</p>
      <div className="field course-search">
        <label htmlFor="course-search">{t('list.search')}</label>
        <input
          id="course-search"
          type="search"
          value={query}
          placeholder={t('list.searchPlaceholder')}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="alert alert-error">
          {t('list.readFailed', { error })}
        </p>
      )}
      {!loading && !error && (
        <p className="muted" role="status">
          {results.length === 0
            ? t('list.empty')
            : shown.length === 0
              ? t('list.noMatch', { query: deferredQuery.trim() })
              : t('list.count', { shown: shown.length, count: results.length })}
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
                  {tees.length === 0 ? t('list.noTees') : tees.map((tee) => t('list.teeHoles', { name: tee.name, count: tee.holeCount })).join(' · ')}
                </span>
              </Link>
              {access.canEdit(course) && (
                <ConfirmButton
                  label={t('list.delete')}
                  ariaLabel={t('list.deleteNamed', { name: course.name })}
                  title={t('course.deleteQuestion', { name: course.name })}
                  description={t('course.deleteDescription')}
                  confirmLabel={t('course.delete')}
                  onConfirm={async () => {
                    await deleteCourse(db, course.id);
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      <h2>{t('list.others')}</h2>
      <CourseFinder
        idPrefix="courses"
        onPhone={onPhone}
        unit={unit}
        actionText={(hit: CourseHit) => (saved[hit.id] ? t('list.unsave') : t('list.save'))}
        actionName={(hit: CourseHit) => (saved[hit.id] ? t('list.unsaveNamed', { name: hit.name }) : t('list.saveNamed', { name: hit.name }))}
        onPick={async (hit: CourseHit) => {
          if (saved[hit.id]) await unsaveCourse(db, access.uid, hit.id);
          else await saveCourse(db, access.uid, hit.id);
        }}
      />
    </section>
  );
}
