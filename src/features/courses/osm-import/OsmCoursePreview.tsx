// The preview of a course built from OpenStreetMap, before anything is written: per hole what the map
// gave and what it lacks, each hole drawn offline, the elements left out and why; then where to save it.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { playedTwice, type OsmCourse } from '@/domain/course-import/osm/index.ts';
import type { CourseDoc } from '@/data/types.ts';
import type { NewOsmCourse } from '@/data/writes/osm-course.ts';
import { OsmAttribution } from '@/ui/OsmAttribution.tsx';
import { OsmExistingCourseForm } from './OsmExistingCourseForm.tsx';
import { OsmHoleRow } from './OsmHoleRow.tsx';
import { OsmNewCourseForm } from './OsmNewCourseForm.tsx';
import { useT } from '@/i18n/catalog.ts';
import { coursesText } from '../i18n/index.ts';
import { hasGeometry, noteText } from './preview-text.ts';

export interface OsmCoursePreviewProps {
  course: OsmCourse;
  /** Courses the golfer may change. */
  editable: readonly CourseDoc[];
  /** A course of the app already made from the same element. */
  already: CourseDoc | null;
  busy: boolean;
  onCreate: (course: OsmCourse, input: Omit<NewOsmCourse, 'creatorId'>) => void;
  onPut: (course: OsmCourse, input: { courseId: string; teeId: string; replace: boolean }) => void;
  onBack: () => void;
}

export function OsmCoursePreview({ course: built, editable, already, busy, onCreate, onPut, onBack }: OsmCoursePreviewProps) {
  const t = useT(coursesText);
  const [twice, setTwice] = useState(false);
  const canEditAlready = already !== null && editable.some((c) => c.id === already.id);
  const [target, setTarget] = useState<'new' | 'existing'>(canEditAlready ? 'existing' : 'new');
  const course = twice ? playedTwice(built) : built;
  const usable = hasGeometry(course.holes);
  const complete = course.holes.filter((h) => h.tee && h.green?.front && h.green.back).length;

  return (
    <section aria-labelledby="osm-preview-title" className="osm-preview">
      <h2 id="osm-preview-title">{course.name}</h2>
      <OsmAttribution />
      <p>
        {course.element
          ? t('osm.summaryElement', { count: course.holeCount, element: course.element, complete })
          : t('osm.summary', { count: course.holeCount, complete })}
      </p>
      {already && (
        <p className="notice" role="note">
          <Link to="/courses/$id" params={{ id: already.id }}>
            {already.name}
          </Link>{' '}
          {canEditAlready ? t('osm.alreadyEditable') : t('osm.already')}
        </p>
      )}
      {course.notes.length > 0 && (
        <details className="osm-notes">
          <summary>
            {t('osm.leftOut', { count: course.notes.length })}
          </summary>
          <ul>
            {course.notes.map((n, i) => (
              <li key={i}>{noteText(t, n)}</li>
            ))}
          </ul>
        </details>
      )}
      {built.holeCount === 9 && (
        <label className="check">
          <input type="checkbox" checked={twice} onChange={(e) => setTwice(e.target.checked)} />
          {t('osm.twice')}
        </label>
      )}
      <ul className="osm-holes" aria-label={t('osm.holes')}>
        {course.holes.map((h) => (
          <OsmHoleRow key={h.number} hole={h} courseName={course.name} />
        ))}
      </ul>
      {!usable ? (
        <p className="notice" role="note">
          {t('osm.unusable')}
        </p>
      ) : (
        <>
          <fieldset className="osm-target">
            <legend>{t('osm.saveAs')}</legend>
            <label className="check">
              <input type="radio" name="osm-target" checked={target === 'new'} onChange={() => setTarget('new')} />
              {t('osm.asNew')}
            </label>
            <label className="check">
              <input type="radio" name="osm-target" checked={target === 'existing'} disabled={editable.length === 0} onChange={() => setTarget('existing')} />
              {editable.length === 0 ? t('osm.ontoNone') : t('osm.onto')}
            </label>
          </fieldset>
          {target === 'new' ? (
            <OsmNewCourseForm key={`${course.element}-${course.holeCount}`} course={course} busy={busy} onCreate={(input) => onCreate(course, input)} />
          ) : (
            <OsmExistingCourseForm
              course={course}
              courses={editable}
              {...(canEditAlready && already ? { initialCourseId: already.id } : {})}
              busy={busy}
              onPut={(input) => onPut(course, input)}
            />
          )}
        </>
      )}
      <div className="osm-actions">
        <button type="button" className="button" onClick={onBack}>
          {t('osm.back')}
        </button>
      </div>
    </section>
  );
}
