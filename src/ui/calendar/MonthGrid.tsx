// A month as a WAI-ARIA grid (APG date grid pattern): one tab stop, the focused day; arrows, Home/End
// and PageUp/PageDown move it, Enter/Space or a tap opens the day. The focused day is the caller's
// state (it is in the URL), so the grid only reports moves and always shows the month holding it.
import type { Locale } from 'date-fns';
import { useEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import {
  gridKeyTarget,
  ISO_WEEK_START,
  isToday as isTodayNow,
  longDateLabel,
  monthWeeks,
  weekdayNames,
  type CalendarDay,
  type IsoDate,
  type WeekStart,
} from '../../domain/index.ts';
import './month-grid.css';

export interface MonthGridProps {
  /** The grid's accessible name, e.g. "November 2026". */
  label: string;
  /** The day holding the tab stop; the grid shows its month. */
  focusedDate: IsoDate;
  /** A key or a tap moved to another day: make it the focused date. */
  onFocusDate(date: IsoDate): void;
  /** Enter, Space or a tap: show that day. */
  onOpenDate(date: IsoDate): void;
  /** What a day shows under its number, e.g. dots for its tee times. Visual only (it is hidden from
   * screen readers and must hold nothing interactive): say it in `dayLabel` as well. */
  renderDay?(day: CalendarDay): ReactNode;
  /** A day's accessible name; by default "Monday 23 November 2026". Add what renderDay shows,
   * e.g. "Monday 23 November 2026, 2 tee times". */
  dayLabel?(day: CalendarDay): string;
  /** By default the device clock's today. */
  isToday?(date: IsoDate): boolean;
  /** The first day of the week: the golfer's locale's (src/i18n/formats.ts, `weekStartsOn`); Monday by default. */
  weekStartsOn?: WeekStart;
  /** date-fns' tables of the golfer's locale, for the weekday names and the default day labels. */
  locale?: Locale;
}

const defaultIsToday = (date: IsoDate) => isTodayNow(date);

export function MonthGrid({
  label,
  focusedDate,
  onFocusDate,
  onOpenDate,
  renderDay,
  dayLabel,
  isToday = defaultIsToday,
  weekStartsOn = ISO_WEEK_START,
  locale,
}: MonthGridProps) {
  const labelOf = dayLabel ?? ((day: CalendarDay) => longDateLabel(day.date, locale));
  const weekdays = useMemo(() => weekdayNames(weekStartsOn, locale), [weekStartsOn, locale]);
  const gridRef = useRef<HTMLTableElement>(null);
  // Set by a key that moved the focused date: DOM focus follows it once the new day is rendered
  // (it may be in another month, so the cell does not exist yet). A focused date changed from
  // outside (the page's Previous/Next buttons) must not pull focus into the grid.
  const followFocus = useRef(false);

  useEffect(() => {
    if (!followFocus.current) return;
    followFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusedDate}"]`)?.focus();
  }, [focusedDate]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = gridKeyTarget(focusedDate, event, weekStartsOn);
    if (target === null) return;
    // Arrows, Page keys and Space would otherwise scroll the page.
    event.preventDefault();
    if (target === 'open') onOpenDate(focusedDate);
    else if (target !== focusedDate) {
      followFocus.current = true;
      onFocusDate(target);
    }
  };

  return (
    <table ref={gridRef} role="grid" aria-label={label} className="month-grid" onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <th key={weekday.short} role="columnheader" scope="col" abbr={weekday.long} className="month-grid__weekday">
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(focusedDate, weekStartsOn).map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => {
              const today = isToday(day.date);
              const classes = ['month-grid__day'];
              if (!day.inMonth) classes.push('month-grid__day--outside');
              if (today) classes.push('month-grid__day--today');
              return (
                <td
                  key={day.date}
                  role="gridcell"
                  data-date={day.date}
                  tabIndex={day.date === focusedDate ? 0 : -1}
                  aria-label={labelOf(day)}
                  aria-current={today ? 'date' : undefined}
                  className={classes.join(' ')}
                  // A tap or click focuses the cell first: that day becomes the tab stop.
                  onFocus={() => {
                    if (day.date !== focusedDate) onFocusDate(day.date);
                  }}
                  // Safari may not focus on a click: the tapped day becomes the tab stop anyway.
                  onClick={() => {
                    if (day.date !== focusedDate) onFocusDate(day.date);
                    onOpenDate(day.date);
                  }}
                >
                  <div className="month-grid__content" aria-hidden="true">
                    <span className="month-grid__number">{day.dayOfMonth}</span>
                    {renderDay?.(day)}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
