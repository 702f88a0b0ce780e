// Calendar days in words. Apart from local-date.ts because date-fns' format (and its locale tables)
// should load with the pages that show these labels, not with the route guards that parse dates.
import { format, type Locale } from 'date-fns';
import { localDateOf, type IsoDate } from './local-date.ts';

/** "Monday 23 November 2026": the full name of a day, for accessible names and headings. With a
 * date-fns `locale` (the golfer's, docs/ARCHITECTURE.md "Languages"), that locale's full date:
 * "Monday, 23 November 2026", "lunes, 23 de noviembre de 2026". */
export function longDateLabel(date: IsoDate, locale?: Locale): string {
  return format(localDateOf(date), locale ? 'PPPP' : 'EEEE d MMMM yyyy', { locale });
}

/** "November 2026", "noviembre 2026". */
export function monthLabel(date: IsoDate, locale?: Locale): string {
  return format(localDateOf(date), 'LLLL yyyy', { locale });
}
