// "Plan a tee time": the contract with the matches page, whose new-match form reads `date` and
// `time` from /matches?date=YYYY-MM-DD&time=HH:mm. A client-side link, so it works offline.
import { isoDateOf, type IsoDate } from '../../domain/index.ts';

export interface PlanSearch {
  date: IsoDate;
  /** 'HH:mm', 24-hour local time. */
  time: string;
}

/** The time a day's plan link proposes: 09:00, or today the next full hour while there is light to
 * play (an early morning or a late evening proposes 09:00, which the golfer changes in the form). */
export const DEFAULT_PLAN_TIME = '09:00';
const LAST_PROPOSED_HOUR = 19;

export function planTime(date: IsoDate, now: number | Date = Date.now()): string {
  const instant = new Date(now);
  if (date !== isoDateOf(instant)) return DEFAULT_PLAN_TIME;
  const next = instant.getHours() + 1;
  return next >= 9 && next <= LAST_PROPOSED_HOUR ? `${String(next).padStart(2, '0')}:00` : DEFAULT_PLAN_TIME;
}

/** "09:00" for an hour of the day view's slots: the plan link's `time`. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** An hour of the day view as the golfer's clock says it: "09:00", "9:00 AM" (docs/ARCHITECTURE.md, "Languages"). */
export function hourText(hour: number, locale: string): string {
  // A 24-hour clock writes the hour in two digits ("07:00"), a 12-hour one does not ("7:00 AM").
  const h12 = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12 === true;
  return new Date(2026, 0, 1, hour).toLocaleTimeString(locale, { hour: h12 ? 'numeric' : '2-digit', minute: '2-digit' });
}
