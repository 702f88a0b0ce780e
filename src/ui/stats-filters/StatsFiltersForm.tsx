// The filters of the statistics pages: period, course, tee type, 9 or 18 holes, competitions only.
// Controlled: the page keeps the value in the URL search params.
import { useId } from 'react';
import type { TeeType } from '../../domain/index.ts';
import { useT } from '../../i18n/catalog.ts';
import { useEnumLabels } from '../enum-labels.ts';
import { CourseFilter, PeriodFields } from './FilterFields.tsx';
import { filtersText } from './i18n/index.ts';
import { hasStatsFilters, type StatsSearch } from './stats-search.ts';
import './stats-filters.css';

export interface StatsFiltersFormProps {
  value: StatsSearch;
  onChange: (value: StatsSearch) => void;
  /** The courses to choose from; without them the form has no course filter (a course's own page). */
  courses?: readonly { id: string; name: string }[];
  /** Shown under the period, e.g. the "To before From" message. */
  periodError?: string | null;
}

export function StatsFiltersForm({ value, onChange, courses, periodError }: StatsFiltersFormProps) {
  const id = useId();
  const t = useT(filtersText);
  const { teeTypeOptions } = useEnumLabels();
  const set = <K extends keyof StatsSearch>(key: K, v: StatsSearch[K] | undefined) => {
    const next = { ...value };
    if (v === undefined) delete next[key];
    else next[key] = v;
    onChange(next);
  };
  const errorId = `${id}-period-error`;
  return (
    <form className="stats-filters" aria-label={t('filters.name')} onSubmit={(e) => e.preventDefault()}>
      <PeriodFields
        id={id}
        from={value.from ?? ''}
        to={value.to ?? ''}
        onFrom={(date) => set('from', date || undefined)}
        onTo={(date) => set('to', date || undefined)}
        invalid={periodError ? { from: true, to: true, errorId } : undefined}
      />
      {periodError && (
        <p id={errorId} role="alert" className="alert alert-error stats-filters-wide">
          {periodError}
        </p>
      )}
      {courses && (
        <CourseFilter id={id} value={value.course ?? ''} courses={courses} onChange={(course) => set('course', course || undefined)} className="stats-filters-wide" />
      )}
      <div className="field">
        <label htmlFor={`${id}-tee`}>{t('filters.teeType')}</label>
        <select id={`${id}-tee`} value={value.tee ?? ''} onChange={(e) => set('tee', (e.target.value || undefined) as TeeType | undefined)}>
          <option value="">{t('filters.allTeeTypes')}</option>
          {teeTypeOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-holes`}>{t('filters.holes')}</label>
        <select
          id={`${id}-holes`}
          value={value.holes === undefined ? '' : String(value.holes)}
          onChange={(e) => set('holes', e.target.value === '9' ? 9 : e.target.value === '18' ? 18 : undefined)}
        >
          <option value="">{t('filters.bothHoleCounts')}</option>
          <option value="18">{t('filters.holes18')}</option>
          <option value="9">{t('filters.holes9')}</option>
        </select>
      </div>
      <label className="check stats-filters-wide">
        <input type="checkbox" checked={value.competition === true} onChange={(e) => set('competition', e.target.checked ? true : undefined)} />
        {t('filters.competitionOnly')}
      </label>
      {hasStatsFilters(value) && (
        <button type="button" className="button stats-filters-wide" onClick={() => onChange({})}>
          {t('filters.clear')}
        </button>
      )}
    </form>
  );
}
