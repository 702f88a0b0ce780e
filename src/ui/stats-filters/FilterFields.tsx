// The fields every list of rounds filters by: the period (From, To) and the course. The statistics filters
// (StatsFiltersForm.tsx) and the score card list's (src/features/score-cards) both use them; each form keeps
// its value in its own shape and says what a wrong period means for it.
import { useT } from '../../i18n/catalog.ts';
import { filtersText } from './i18n/index.ts';

export interface PeriodFieldsProps {
  /** The form's useId(), which the fields' ids start with. */
  id: string;
  /** The dates as an <input type="date"> holds them ("" for none). */
  from: string;
  to: string;
  onFrom(date: string): void;
  onTo(date: string): void;
  /** The period's problem: which fields it marks invalid, and the message read with them. */
  invalid?: { from: boolean; to: boolean; errorId?: string };
  /** The date picker of "To" starts at "From". */
  toAfterFrom?: boolean;
}

export function PeriodFields({ id, from, to, onFrom, onTo, invalid, toAfterFrom }: PeriodFieldsProps) {
  const t = useT(filtersText);
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          aria-invalid={invalid?.from ? true : undefined}
          aria-describedby={invalid?.from ? invalid.errorId : undefined}
          onChange={(e) => onFrom(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={toAfterFrom ? from || undefined : undefined}
          aria-invalid={invalid?.to ? true : undefined}
          aria-describedby={invalid?.to ? invalid.errorId : undefined}
          onChange={(e) => onTo(e.target.value)}
        />
      </div>
    </>
  );
}

export interface CourseFilterProps {
  id: string;
  /** The chosen course's id, "" for every course. */
  value: string;
  courses: readonly { id: string; name: string }[];
  onChange(courseId: string): void;
  className?: string;
}

/** Every course or one; a chosen course this device does not list (a link to one gone) stays chosen, named as such. */
export function CourseFilter({ id, value, courses, onChange, className }: CourseFilterProps) {
  const t = useT(filtersText);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={`${id}-course`}>{t('filters.course')}</label>
      <select id={`${id}-course`} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('filters.allCourses')}</option>
        {value !== '' && !courses.some((c) => c.id === value) && <option value={value}>{t('filters.courseNotHere')}</option>}
        {courses.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
