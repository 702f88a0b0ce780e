// The filters above the score card list: the period and the course as the statistics filter them
// (src/ui/stats-filters/FilterFields.tsx), then the kind of round and the order.
import { useId } from 'react';
import { dateRangeProblem, SORT_OPTIONS, type CardFilters, type CardSort, type CompetitionFilter } from './filters.ts';
import { useT } from '../../i18n/catalog.ts';
import { scoreCardsText } from './i18n/index.ts';
import { CourseFilter, PeriodFields } from '../../ui/stats-filters/FilterFields.tsx';

export interface CardFiltersFormProps {
  value: CardFilters;
  courses: readonly { id: string; name: string }[];
  onChange: (filters: CardFilters) => void;
}

export function CardFiltersForm({ value, courses, onChange }: CardFiltersFormProps) {
  const t = useT(scoreCardsText);
  const id = useId();
  const set = <K extends keyof CardFilters>(key: K, v: CardFilters[K]) => onChange({ ...value, [key]: v });
  return (
    <form className="card-filters" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
      <PeriodFields
        id={id}
        from={value.from}
        to={value.to}
        onFrom={(date) => set('from', date)}
        onTo={(date) => set('to', date)}
        invalid={dateRangeProblem(value) ? { from: false, to: true } : undefined}
        toAfterFrom
      />
      <CourseFilter id={id} value={value.courseId} courses={courses} onChange={(courseId) => set('courseId', courseId)} />
      <div className="field">
        <label htmlFor={`${id}-competition`}>{t('filters.rounds')}</label>
        <select
          id={`${id}-competition`}
          value={value.competition}
          onChange={(e) => set('competition', e.target.value as CompetitionFilter)}
        >
          <option value="all">{t('filters.allRounds')}</option>
          <option value="competition">{t('filters.competitions')}</option>
          <option value="casual">{t('filters.casual')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
        <select id={`${id}-sort`} value={value.sort} onChange={(e) => set('sort', e.target.value as CardSort)}>
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {t(o.label)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
