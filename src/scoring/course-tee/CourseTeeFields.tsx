// The course and tee a round is played on: the two selects the new-round, new-match and tournament
// round forms share (choosing another course clears the tee, which belongs to it). The selects list the
// courses on the phone; with `savedBy`, the course search on the server (CourseFinder) offers every other
// one: a course chosen there is saved to the golfer's courses and selected as soon as the sync has
// brought it (docs/ARCHITECTURE.md, "Course directory").
import { useMemo, useState } from 'react';
import { labelOf, TEE_TYPE_OPTIONS } from '../../domain/index.ts';
import type { CourseHit } from '../../data/directory.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import type { CourseDoc } from '../../data/types.ts';
import { saveCourse } from '../../data/writes/users.ts';
import { FieldError } from '../../ui/FieldError.tsx';
import { CourseFinder } from './CourseFinder.tsx';

export interface CourseTeeFieldsProps {
  /** Prefix of the inputs' ids (unique on the page). */
  idPrefix: string;
  courses: readonly Pick<CourseDoc, 'id' | 'name' | 'tees'>[];
  courseId: string;
  teeId: string;
  /** A new course; the caller clears the tee with it. */
  onCourse: (courseId: string) => void;
  onTee: (teeId: string) => void;
  errors: { course?: string; tee?: string };
  /** Shown instead of "Choose a course…" when there is none to choose. */
  noCoursesText?: string;
  /** Why course and tee cannot change (they are then disabled and this says so). */
  locked?: string;
  /** The golfer who saves a course chosen on the server: given, the course search is offered. */
  savedBy?: string;
}

export function CourseTeeFields({ idPrefix, courses, courseId, teeId, onCourse, onTee, errors, noCoursesText, locked, savedBy }: CourseTeeFieldsProps) {
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
        <label htmlFor={id('course')}>Course</label>
        <select
          id={id('course')}
          value={courseId}
          disabled={locked !== undefined}
          aria-invalid={errors.course ? true : undefined}
          aria-describedby={errors.course ? id('course-error') : undefined}
          onChange={(e) => onCourse(e.target.value)}
        >
          <option value="">{courses.length === 0 && noCoursesText ? noCoursesText : 'Choose a course…'}</option>
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          {waiting && <option value={arriving.id}>{arriving.name} (on its way to this phone…)</option>}
        </select>
        <FieldError id={id('course-error')} message={errors.course} />
      </div>
      {savedBy !== undefined && locked === undefined && <ChooseOnServer idPrefix={idPrefix} savedBy={savedBy} onPhone={onPhone} onChosen={(hit) => {
        setArriving(hit);
        onCourse(hit.id);
      }} />}
      <div className="field">
        <label htmlFor={id('tee')}>Tee</label>
        <select
          id={id('tee')}
          value={teeId}
          disabled={!course || locked !== undefined}
          aria-invalid={errors.tee ? true : undefined}
          aria-describedby={teeDescription}
          onChange={(e) => onTee(e.target.value)}
        >
          <option value="">{waiting ? 'Its tees arrive with the course…' : course && tees.length === 0 ? 'This course has no tees yet' : 'Choose a tee…'}</option>
          {tees.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} · {t.holeCount} holes · {labelOf(TEE_TYPE_OPTIONS, t.type)}
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
  const db = useGolfDatabase();
  return (
    <CourseFinder
      idPrefix={`${idPrefix}-server`}
      actionText="Choose"
      actionName={(hit) => `Choose ${hit.name}`}
      onPhone={onPhone}
      onPick={async (hit) => {
        await saveCourse(db, savedBy, hit.id);
        onChosen(hit);
      }}
    />
  );
}
