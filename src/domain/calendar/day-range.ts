// Instants for the local database's queries: `[start, end)` in epoch ms, from local midnight to the
// next local midnight. On the days the clocks change that is 23 or 25 hours, which is why the end is
// the next day's midnight and not start + 86,400,000 (the "one day" query of docs/PRODUCT.md,
// "7. Data calls", would lose or repeat an hour of tee times twice a year).
import { addDays, startOfDay } from 'date-fns';
import { localDateOf, type IsoDate } from './local-date.ts';
import { ISO_WEEK_START, monthWeeks, weekOf, type WeekStart } from './month-grid.ts';
import type { CalendarViewState } from './view-state.ts';

/** Epoch ms: `start` included, `end` excluded. */
export interface TimeRange {
  start: number;
  end: number;
}

/** From the start of `first` to the start of the day after `last`. */
export function daysRange(first: IsoDate, last: IsoDate): TimeRange {
  return {
    start: startOfDay(localDateOf(first)).getTime(),
    end: startOfDay(addDays(localDateOf(last), 1)).getTime(),
  };
}

export function dayRange(date: IsoDate): TimeRange {
  return daysRange(date, date);
}

/** What a view shows: the whole grid for a month (its leading and trailing days too), the seven days
 * of a week (from `weekStartsOn`), one day for a day. */
export function viewRange({ view, date }: CalendarViewState, weekStartsOn: WeekStart = ISO_WEEK_START): TimeRange {
  if (view === 'day') return dayRange(date);
  const days = view === 'week' ? weekOf(date, weekStartsOn) : monthWeeks(date, weekStartsOn).flat().map((d) => d.date);
  return daysRange(days[0] ?? date, days[days.length - 1] ?? date);
}
