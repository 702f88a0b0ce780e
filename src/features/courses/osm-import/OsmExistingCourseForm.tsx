// Putting the previewed geometry onto a course already in the app (one the golfer may change): the tee's
// holes get the map's coordinates and obstacles by hole number; par, stroke index, distances and notes
// stay as the golfer set them, and coordinates already there are kept unless "Replace" is ticked.
import { useState, type FormEvent } from 'react';
import { mergeGeometry, type OsmCourse, type OsmHolePart } from '@/domain/course-import/osm/index.ts';
import type { CourseDoc } from '@/data/types.ts';
import { useT } from '@/i18n/catalog.ts';
import { coursesText } from '../i18n/index.ts';
import { partText } from './preview-text.ts';

export interface ExistingCourseFormProps {
  course: OsmCourse;
  /** The courses the golfer may change, the likeliest first. */
  courses: readonly CourseDoc[];
  initialCourseId?: string;
  busy: boolean;
  onPut: (input: { courseId: string; teeId: string; replace: boolean }) => void;
}

export function OsmExistingCourseForm({ course, courses, initialCourseId, busy, onPut }: ExistingCourseFormProps) {
  const t = useT(coursesText);
  const [courseId, setCourseId] = useState(initialCourseId ?? courses[0]?.id ?? '');
  const target = courses.find((c) => c.id === courseId);
  const tees = target?.tees ?? [];
  const [teeId, setTeeId] = useState(tees[0]?.id ?? '');
  const tee = tees.find((one) => one.id === teeId) ?? tees[0];
  const [replace, setReplace] = useState(false);
  const changes = tee ? mergeGeometry(tee.holes, course, replace).changes : [];

  /** "Hole 3: tee, green front from the map; keeps its green middle." */
  const changeText = (c: (typeof changes)[number]) => {
    const words = (list: readonly OsmHolePart[], obstacleCount?: number) => list.map((part) => partText(t, part, obstacleCount)).join(', ');
    const values = { number: c.number, filled: words(c.filled, c.obstacleCount), kept: words(c.kept) };
    if (c.filled.length > 0) return c.kept.length > 0 ? t('osm.change.filledKept', values) : t('osm.change.filled', values);
    return c.kept.length > 0 ? t('osm.change.nothingKept', values) : t('osm.change.nothing', values);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target && tee) onPut({ courseId: target.id, teeId: tee.id, replace });
  };

  return (
    <form className="form osm-existing" onSubmit={submit} aria-labelledby="osm-existing-title" noValidate>
      <h3 id="osm-existing-title">{t('osm.existing.title')}</h3>
      <div className="field">
        <label htmlFor="osm-target-course">{t('osm.existing.course')}</label>
        <select
          id="osm-target-course"
          value={courseId}
          onChange={(e) => {
            setCourseId(e.target.value);
            setTeeId(courses.find((c) => c.id === e.target.value)?.tees?.[0]?.id ?? '');
          }}
        >
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {tees.length === 0 ? (
        <p className="notice">{t('osm.existing.noTees')}</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor="osm-target-tee">{t('osm.existing.tee')}</label>
            <select id="osm-target-tee" value={tee?.id ?? ''} onChange={(e) => setTeeId(e.target.value)}>
              {tees.map((tee) => (
                <option key={tee.id} value={tee.id}>
                  {t('osm.existing.teeOption', { name: tee.name, count: tee.holeCount })}
                </option>
              ))}
            </select>
          </div>
          <label className="check">
            <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} />
            {t('osm.existing.replace')}
          </label>
          <p className="muted">{t('osm.existing.stay')}</p>
          {changes.length === 0 ? (
            <p className="notice">{t('osm.existing.nothing')}</p>
          ) : (
            <ul className="osm-changes" aria-label={t('osm.existing.changes')}>
              {changes.map((c) => (
                <li key={c.number}>{changeText(c)}</li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className="osm-actions">
        <button type="submit" className="button button-primary" disabled={busy || !tee || changes.every((c) => c.filled.length === 0)}>
          {busy ? t('osm.existing.saving') : t('osm.existing.put', { name: target?.name ?? t('osm.theCourse') })}
        </button>
      </div>
    </form>
  );
}
