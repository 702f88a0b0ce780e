// /courses: every course, sorted by name (the query's order), with a search, a way to add one, and
// delete for the courses the golfer may change.
import { Link, useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { useCourses } from '@/data/hooks/lists.ts';
import { useGolfDatabase } from '@/data/hooks/database.ts';
import { deleteCourse, upsertCourse } from '@/data/writes/courses.ts';
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
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const deferredQuery = useDeferredValue(query);
  const shown = results.filter((c) => matchesSearch(c.name, deferredQuery));

  const create = async (name: string) => {
    const course = await upsertCourse(db, { name, creatorId: access.uid });
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
    </section>
  );
}
