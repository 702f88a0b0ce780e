// The filters above the score card list.
import { useId } from 'react';
import { dateRangeProblem, SORT_OPTIONS, type CardFilters, type CardSort, type CompetitionFilter } from './filters.ts';

export interface CardFiltersFormProps {
  value: CardFilters;
  courses: readonly { id: string; name: string }[];
  onChange: (filters: CardFilters) => void;
}

export function CardFiltersForm({ value, courses, onChange }: CardFiltersFormProps) {
  const id = useId();
  const set = <K extends keyof CardFilters>(key: K, v: CardFilters[K]) => onChange({ ...value, [key]: v });
  return (
    <form className="card-filters" aria-label="Filter score cards" onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} type="date" value={value.from} onChange={(e) => set('from', e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>To</label>
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
        <label htmlFor={`${id}-course`}>Course</label>
        <select id={`${id}-course`} value={value.courseId} onChange={(e) => set('courseId', e.target.value)}>
          <option value="">All courses</option>
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-competition`}>Rounds</label>
        <select
          id={`${id}-competition`}
          value={value.competition}
          onChange={(e) => set('competition', e.target.value as CompetitionFilter)}
        >
          <option value="all">All rounds</option>
          <option value="competition">Competitions</option>
          <option value="casual">Casual rounds</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-sort`}>Sort</label>
        <select id={`${id}-sort`} value={value.sort} onChange={(e) => set('sort', e.target.value as CardSort)}>
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
