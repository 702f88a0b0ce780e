// The course and tee a round is played on: the two selects the new-round, new-match and tournament
// round forms share (choosing another course clears the tee, which belongs to it).
import { useDomainWords } from '../../data/domain-words.ts';
import { useT } from '../../i18n/catalog.ts';
import { scoringText } from '../i18n/index.ts';
import type { CourseDoc } from '../../data/types.ts';
import { FieldError } from '../../ui/FieldError.tsx';

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
}

export function CourseTeeFields({ idPrefix, courses, courseId, teeId, onCourse, onTee, errors, noCoursesText, locked }: CourseTeeFieldsProps) {
  const t = useT(scoringText);
  const words = useDomainWords();
  const id = (name: string) => `${idPrefix}-${name}`;
  const course = courses.find((c) => c.id === courseId);
  const tees = course?.tees ?? [];
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
        </select>
        <FieldError id={id('course-error')} message={errors.course} />
      </div>
      <div className="field">
        <label htmlFor={id('tee')}>{t('courseTee.tee')}</label>
        <select
          id={id('tee')}
          value={teeId}
          disabled={!course || locked !== undefined}
          aria-invalid={errors.tee ? true : undefined}
          aria-describedby={teeDescription}
          onChange={(e) => onTee(e.target.value)}
        >
          <option value="">{course && tees.length === 0 ? t('courseTee.noTees') : t('courseTee.chooseTee')}</option>
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
