// Calendar days in words. Apart from local-date.ts because date-fns' format (and its locale tables)
// should load with the pages that show these labels, not with the route guards that parse dates.
import { format } from 'date-fns';
import { localDateOf, type IsoDate } from './local-date.ts';

/** "Monday 23 November 2026": the full name of a day, for accessible names and headings. */
export function longDateLabel(date: IsoDate): string {
  return format(localDateOf(date), 'EEEE d MMMM yyyy');
}

/** "November 2026". */
export function monthLabel(date: IsoDate): string {
  return format(localDateOf(date), 'MMMM yyyy');
}
