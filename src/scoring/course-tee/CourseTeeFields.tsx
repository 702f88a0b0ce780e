// The course and tee a round is played on: the two selects the new-round, new-match and tournament
// round forms share (choosing another course clears the tee, which belongs to it: the form gets both at once). The selects list the
// courses on the phone; with `savedBy`, the course search on the server (CourseFinder) offers every other
// one: a course chosen there is saved to the golfer's courses and selected as soon as the sync has
// brought it (docs/ARCHITECTURE.md, "Course directory").
import { useMemo, useState } from 'react';
import type { CourseHit } from '../../data/directory.ts';
import { useDomainWords } from '../../data/domain-words.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useDistanceUnit } from '../../data/hooks/use-distance-unit.ts';
import { useT } from '../../i18n/catalog.ts';
import { scoringText } from '../i18n/index.ts';
import type { CourseDoc } from '../../data/types.ts';
import { saveCourse } from '../../data/writes/users.ts';
import { FieldError } from '../../ui/FieldError.tsx';
import { CourseFinder } from './CourseFinder.tsx';

export interface CourseTeeFieldsProps {
  /** Prefix of the inputs' ids (unique on the page). */
  idPrefix: string;
  courses: readonly Pick<CourseDoc, 'id' | 'name' | 'tees'>[];
  /** The chosen course and tee ("" for none); a form passes its own values, which hold both. */
  value: CourseTee;
  /** A course or tee chosen: a new course comes with no tee. */
  onChange: (value: CourseTee) => void;
  errors: { course?: string; tee?: string };
  /** Shown instead of "Choose a course…" when there is none to choose. */
  noCoursesText?: string;
  /** Why course and tee cannot change (they are then disabled and this says so). */
  locked?: string;
  /** The golfer who saves a course chosen on the server: given, the course search is offered. */
  savedBy?: string;
}

export interface CourseTee {
  courseId: string;
  teeId: string;
}

export function CourseTeeFields({ idPrefix, courses, value, onChange, errors, noCoursesText, locked, savedBy }: CourseTeeFieldsProps) {
  const { courseId, teeId } = value;
  const onCourse = (next: string) => onChange({ courseId: next, teeId: '' });
  const t = useT(scoringText);
  const words = useDomainWords();
  const id = (name: string) => `${idPrefix}-${name}`;
  const course = courses.find((c) => c.id === courseId);
  const tees = course?.tees ?? [];
  const [arriving, setArriving] = useState<CourseHit | null>(null);
  const onPhone = useMemo(() => new Set(courses.map((c) => c.id)), [courses]);
  const waiting = arriving !== null && arriving.id === courseId && !course;
  const teeDescription = errors.tee ? id('tee-error') : locked ? id('tee-help') : undefined;
  return (
    <>
      <div className="field">
        <label htmlFor={id('course')}>{t('courseTee.course')}</label>
        <select
          id={id('course')}
          value={courseId}
          disabled={locked !== undefined}
          aria-invalid={errors.course ? true : undefined}
          aria-describedby={errors.course ? id('course-error') : undefined}
          onChange={(e) => onCourse(e.target.value)}
        >
          <option value="">{courses.length === 0 && noCoursesText ? noCoursesText : t('courseTee.chooseCourse')}</option>
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          {waiting && <option value={arriving.id}>{t('courseTee.arriving', { name: arriving.name })}</option>}
        </select>
        <FieldError id={id('course-error')} message={errors.course} />
      </div>
      {savedBy !== undefined && locked === undefined && <ChooseOnServer idPrefix={idPrefix} savedBy={savedBy} onPhone={onPhone} onChosen={(hit) => {
        setArriving(hit);
        onCourse(hit.id);
      }} />}
      <div className="field">
        <label htmlFor={id('tee')}>{t('courseTee.tee')}</label>
        <select
          id={id('tee')}
          value={teeId}
          disabled={!course || locked !== undefined}
          aria-invalid={errors.tee ? true : undefined}
          aria-describedby={teeDescription}
          onChange={(e) => onChange({ courseId, teeId: e.target.value })}
        >
          <option value="">{waiting ? t('courseTee.teesArriving') : course && tees.length === 0 ? t('courseTee.noTees') : t('courseTee.chooseTee')}</option>
          {tees.map((tee) => (
            <option key={tee.id} value={tee.id}>
              {t('courseTee.teeOption', { name: tee.name, count: tee.holeCount, type: words.teeType(tee.type) })}
            </option>
          ))}
        </select>
        <FieldError id={id('tee-error')} message={errors.tee} />
        {locked && (
          <div id={id('tee-help')} className="field-description">
            {locked}
          </div>
        )}
      </div>
    </>
  );
}

/** The course search of a form: a course chosen is saved to the golfer's courses (the sync brings it). */
function ChooseOnServer({ idPrefix, savedBy, onPhone, onChosen }: { idPrefix: string; savedBy: string; onPhone: ReadonlySet<string>; onChosen: (hit: CourseHit) => void }) {
  const t = useT(scoringText);
  const db = useGolfDatabase();
  const unit = useDistanceUnit(savedBy);
  return (
    <CourseFinder
      idPrefix={`${idPrefix}-server`}
      actionText={t('courseFinder.choose')}
      actionName={(hit) => t('courseFinder.chooseNamed', { name: hit.name })}
      onPhone={onPhone}
      unit={unit}
      onPick={async (hit) => {
        await saveCourse(db, savedBy, hit.id);
        onChosen(hit);
      }}
    />
  );
}
