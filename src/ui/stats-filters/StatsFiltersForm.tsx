// The filters of the statistics pages: period, course, tee type, 9 or 18 holes, competitions only.
// Controlled: the page keeps the value in the URL search params.
import { useId } from 'react';
import { TEE_TYPE_OPTIONS, type TeeType } from '../../domain/index.ts';
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
  const set = <K extends keyof StatsSearch>(key: K, v: StatsSearch[K] | undefined) => {
    const next = { ...value };
    if (v === undefined) delete next[key];
    else next[key] = v;
    onChange(next);
  };
  const errorId = `${id}-period-error`;
  return (
    <form className="stats-filters" aria-label="Filter rounds" onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          value={value.from ?? ''}
          aria-invalid={periodError ? true : undefined}
          aria-describedby={periodError ? errorId : undefined}
          onChange={(e) => set('from', e.target.value || undefined)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          value={value.to ?? ''}
          aria-invalid={periodError ? true : undefined}
          aria-describedby={periodError ? errorId : undefined}
          onChange={(e) => set('to', e.target.value || undefined)}
        />
      </div>
      {periodError && (
        <p id={errorId} role="alert" className="alert alert-error stats-filters-wide">
          {periodError}
        </p>
      )}
      {courses && (
        <div className="field stats-filters-wide">
          <label htmlFor={`${id}-course`}>Course</label>
          <select id={`${id}-course`} value={value.course ?? ''} onChange={(e) => set('course', e.target.value || undefined)}>
            <option value="">All courses</option>
            {value.course !== undefined && !courses.some((c) => c.id === value.course) && <option value={value.course}>A course not on this device</option>}
            {courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-tee`}>Tee type</label>
        <select id={`${id}-tee`} value={value.tee ?? ''} onChange={(e) => set('tee', (e.target.value || undefined) as TeeType | undefined)}>
          <option value="">All tee types</option>
          {TEE_TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-holes`}>Holes</label>
        <select
          id={`${id}-holes`}
          value={value.holes === undefined ? '' : String(value.holes)}
          onChange={(e) => set('holes', e.target.value === '9' ? 9 : e.target.value === '18' ? 18 : undefined)}
        >
          <option value="">9 and 18 holes</option>
          <option value="18">18 holes</option>
          <option value="9">9 holes</option>
        </select>
      </div>
      <label className="check stats-filters-wide">
        <input type="checkbox" checked={value.competition === true} onChange={(e) => set('competition', e.target.checked ? true : undefined)} />
        Competition rounds only
      </label>
      {hasStatsFilters(value) && (
        <button type="button" className="button stats-filters-wide" onClick={() => onChange({})}>
          Clear filters
        </button>
      )}
    </form>
  );
}
