// Keyboard moves of a month grid's roving focus, as the WAI-ARIA APG date picker grid defines them:
// arrows by day and week, Home/End to the week's first/last day (the locale's week), PageUp/PageDown by month (with Shift
// by year), Enter or Space opens the day. Pure, so the component only maps the answer onto the DOM.
import { addDays, addMonths, addYears, endOfWeek, startOfWeek } from 'date-fns';
import { isoDateOf, localDateOf, type IsoDate } from './local-date.ts';
import { ISO_WEEK_START, type WeekStart } from './month-grid.ts';

/** The parts of a KeyboardEvent that matter here. */
export interface GridKey {
  key: string;
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** The date to focus, 'open' to open the focused day, or null when the key is not the grid's (the
 * caller then leaves the event to the browser). */
export function gridKeyTarget(focused: IsoDate, event: GridKey, weekStartsOn: WeekStart = ISO_WEEK_START): IsoDate | 'open' | null {
  // Alt+Arrow (history), Ctrl+Home, Cmd+Arrow... belong to the browser and the screen reader.
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const day = localDateOf(focused);
  const yearly = event.shiftKey === true;
  switch (event.key) {
    case 'ArrowLeft':
      return isoDateOf(addDays(day, -1));
    case 'ArrowRight':
      return isoDateOf(addDays(day, 1));
    case 'ArrowUp':
      return isoDateOf(addDays(day, -7));
    case 'ArrowDown':
      return isoDateOf(addDays(day, 7));
    case 'Home':
      return isoDateOf(startOfWeek(day, { weekStartsOn }));
    case 'End':
      return isoDateOf(endOfWeek(day, { weekStartsOn }));
    case 'PageUp':
      return isoDateOf(yearly ? addYears(day, -1) : addMonths(day, -1));
    case 'PageDown':
      return isoDateOf(yearly ? addYears(day, 1) : addMonths(day, 1));
    case 'Enter':
    case ' ':
      return 'open';
    default:
      return null;
  }
}
