// The month: the grid of weeks with a dot per tee time (the day's accessible name says the count),
// and under it the focused day's tee times as links, since a grid cell holds nothing interactive.
import { useMemo } from 'react';
import { longDateLabel, monthLabel, teeTimesByDay, type CalendarDay, type IsoDate } from '../../domain/index.ts';
import { MonthGrid } from '../../ui/calendar/MonthGrid.tsx';
import { DayTeeTimes } from './DayTeeTimes.tsx';
import { KIND_LABEL, KINDS } from './kinds.ts';
import type { TeeTime } from './tee-times.ts';
import { useT } from '../../i18n/catalog.ts';
import { calendarText } from './i18n/index.ts';
import { useCalendarLocale } from './use-calendar-locale.ts';

/** Dots a day shows before a "+" that says there are more: three fit a 51 px cell. The "+" carries no
 * count: a cell shows its number only, so its name ("Saturday, 28 November 2026, 4 tee times") holds all
 * its visible text (WCAG 2.5.3), and the day's list under the grid shows every tee time. */
const MAX_DOTS = 3;

export interface MonthViewProps {
  date: IsoDate;
  teeTimes: readonly TeeTime[];
  onFocusDate(date: IsoDate): void;
  onOpenDate(date: IsoDate): void;
  /** The period's tee times are still being read. */
  loading: boolean;
}

export function MonthView({ date, teeTimes, onFocusDate, onOpenDate, loading }: MonthViewProps) {
  const t = useT(calendarText);
  const { dateFns, weekStartsOn } = useCalendarLocale();
  const byDay = useMemo(() => teeTimesByDay(teeTimes), [teeTimes]);
  const dayLabel = (day: CalendarDay) => {
    const count = byDay.get(day.date)?.length ?? 0;
    const label = longDateLabel(day.date, dateFns);
    return count > 0 ? t('month.dayCount', { day: label, count }) : label;
  };
  const renderDay = (day: CalendarDay) => {
    const times = byDay.get(day.date) ?? [];
    if (times.length === 0) return null;
    return (
      <span className="month-dots">
        {times.slice(0, MAX_DOTS).map((t) => (
          <span key={t.key} className={`month-dot month-dot--${t.kind}`} />
        ))}
        {times.length > MAX_DOTS && <span className="month-dots__more">+</span>}
      </span>
    );
  };

  return (
    <div className="calendar-month">
      <MonthGrid
        label={monthLabel(date, dateFns)}
        focusedDate={date}
        onFocusDate={onFocusDate}
        onOpenDate={onOpenDate}
        renderDay={renderDay}
        dayLabel={dayLabel}
        weekStartsOn={weekStartsOn}
        locale={dateFns}
      />
      <ul className="calendar-legend" aria-label={t('month.legend')}>
        {KINDS.map((kind) => (
          <li key={kind}>
            <span className={`month-dot month-dot--${kind}`} aria-hidden="true" /> {t(KIND_LABEL[kind])}
          </li>
        ))}
      </ul>
      <DayTeeTimes date={date} teeTimes={byDay.get(date) ?? []} headingLevel={3} loading={loading} />
    </div>
  );
}
