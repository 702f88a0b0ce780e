// The days a calendar shows: a month as weeks of seven days, Monday first (the golfers are in
// Europe; ISO 8601 weeks). Days are stepped with date-fns on local calendar dates (setDate), never
// by adding 86,400,000 ms: a day is 23 or 25 hours long when the clocks change.
import { eachDayOfInterval, endOfMonth, endOfWeek, startOfMonth, startOfWeek } from 'date-fns';
import { isoDateOf, localDateOf, type IsoDate } from './local-date.ts';

/** Weeks start on Monday everywhere in the calendar. */
export const WEEK_OPTIONS = { weekStartsOn: 1 } as const;

/** The column headers of a week, Monday first. */
export const WEEKDAYS = [
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
  { short: 'Sun', long: 'Sunday' },
] as const;

/** One cell of a month grid. */
export interface CalendarDay {
  date: IsoDate;
  /** 1-31. */
  dayOfMonth: number;
  /** False for the days of the previous or next month that fill the first and last weeks. */
  inMonth: boolean;
}

/** The weeks (Monday to Sunday) that cover the month of `date`: 4 to 6 rows of 7 days. */
export function monthWeeks(date: IsoDate): CalendarDay[][] {
  const local = localDateOf(date);
  const month = local.getMonth();
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(local), WEEK_OPTIONS),
    end: endOfWeek(endOfMonth(local), WEEK_OPTIONS),
  });
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < days.length; i += 7) {
    weeks.push(
      days.slice(i, i + 7).map((day) => ({ date: isoDateOf(day), dayOfMonth: day.getDate(), inMonth: day.getMonth() === month })),
    );
  }
  return weeks;
}

/** The seven dates of the week (Monday to Sunday) that holds `date`. */
export function weekOf(date: IsoDate): IsoDate[] {
  const local = localDateOf(date);
  return eachDayOfInterval({ start: startOfWeek(local, WEEK_OPTIONS), end: endOfWeek(local, WEEK_OPTIONS) }).map(isoDateOf);
}
