// The days a calendar shows: a month as weeks of seven days, from the first day of the locale's week
// (Monday by default, as ISO 8601; the page passes the golfer's, docs/ARCHITECTURE.md "Languages"). Days are stepped with date-fns on local calendar dates (setDate), never
// by adding 86,400,000 ms: a day is 23 or 25 hours long when the clocks change.
import { eachDayOfInterval, endOfMonth, endOfWeek, format, startOfMonth, startOfWeek, type Locale } from 'date-fns';
import { isoDateOf, localDateOf, type IsoDate } from './local-date.ts';

/** The first day of a week, as date-fns counts: 0 Sunday, 1 Monday ... 6 Saturday. */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Monday: ISO 8601's week, the default when no locale is given. */
export const ISO_WEEK_START: WeekStart = 1;

/** The column headers of a week from `weekStartsOn`, in `locale`'s words ("Mon" / "Monday", "lun" /
 * "lunes"); date-fns' English without a locale. */
export function weekdayNames(weekStartsOn: WeekStart = ISO_WEEK_START, locale?: Locale): { short: string; long: string }[] {
  // 4 January 2026 is a Sunday: the reference week's day `d` is weekday `d`.
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(2026, 0, 4 + ((weekStartsOn + i) % 7));
    return { short: format(day, 'EEE', { locale }), long: format(day, 'EEEE', { locale }) };
  });
}

/** One cell of a month grid. */
export interface CalendarDay {
  date: IsoDate;
  /** 1-31. */
  dayOfMonth: number;
  /** False for the days of the previous or next month that fill the first and last weeks. */
  inMonth: boolean;
}

/** The weeks (from `weekStartsOn`, Monday by default) that cover the month of `date`: 4 to 6 rows of 7 days. */
export function monthWeeks(date: IsoDate, weekStartsOn: WeekStart = ISO_WEEK_START): CalendarDay[][] {
  const local = localDateOf(date);
  const month = local.getMonth();
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(local), { weekStartsOn }),
    end: endOfWeek(endOfMonth(local), { weekStartsOn }),
  });
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < days.length; i += 7) {
    weeks.push(
      days.slice(i, i + 7).map((day) => ({ date: isoDateOf(day), dayOfMonth: day.getDate(), inMonth: day.getMonth() === month })),
    );
  }
  return weeks;
}

/** The seven dates of the week (from `weekStartsOn`, Monday by default) that holds `date`. */
export function weekOf(date: IsoDate, weekStartsOn: WeekStart = ISO_WEEK_START): IsoDate[] {
  const local = localDateOf(date);
  return eachDayOfInterval({ start: startOfWeek(local, { weekStartsOn }), end: endOfWeek(local, { weekStartsOn }) }).map(isoDateOf);
}
