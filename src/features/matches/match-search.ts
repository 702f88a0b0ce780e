// The search params of /matches (the calendar's "plan a tee time" link prefills the new match form).
// The route's validateSearch reads them at boot, so they live apart from the form and its imports.
import { parseIsoDate } from '../../domain/calendar/local-date.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A valid 'YYYY-MM-DD' calendar date, or undefined. */
export function searchDate(value: unknown): string | undefined {
  return typeof value === 'string' && parseIsoDate(value) ? value : undefined;
}

/** A valid 'HH:mm' time, or undefined. */
export function searchTime(value: unknown): string | undefined {
  return typeof value === 'string' && TIME.test(value) ? value : undefined;
}
