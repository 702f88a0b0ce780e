// The filters above the score card list.
import { useId } from 'react';
import { dateRangeProblem, SORT_OPTIONS, type CardFilters, type CardSort, type CompetitionFilter } from './filters.ts';
import { useT } from '../../i18n/catalog.ts';
import { scoreCardsText } from './i18n/index.ts';

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
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
        <input id={`${id}-from`} type="date" value={value.from} onChange={(e) => set('from', e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={value.to}
          min={value.from || undefined}
          aria-invalid={dateRangeProblem(value) ? true : undefined}
          onChange={(e) => set('to', e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-course`}>{t('filters.course')}</label>
        <select id={`${id}-course`} value={value.courseId} onChange={(e) => set('courseId', e.target.value)}>
          <option value="">{t('filters.allCourses')}</option>
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
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
