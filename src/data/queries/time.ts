// Date ranges of docs/PRODUCT.md, "7. Data calls", as half-open intervals [from, to) of epoch milliseconds.
import { epochMsField } from '../../../schemas/parts.ts';

export const DAY_MS = 86_400_000;
/** The largest instant the schemas accept: "no upper bound". */
export const END_OF_TIME = epochMsField.maximum;

export interface Range {
  from: number;
  to: number;
}

/** Local midnight of the day containing `instant`. */
export function startOfLocalDay(instant: number | Date): number {
  const d = new Date(instant);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** One day as docs/PRODUCT.md, "7. Data calls", defines it: 86,400,000 ms from local midnight (on the two
 * daylight-saving change days this is an hour more or less than the calendar day). */
export function dayRange(day: number | Date): Range {
  const from = startOfLocalDay(day);
  return { from, to: from + DAY_MS };
}

/** A calendar year in local time. */
export function yearRange(year: number): Range {
  return { from: new Date(year, 0, 1).getTime(), to: new Date(year + 1, 0, 1).getTime() };
}

/** From an instant onward. */
export function fromRange(from: number | Date): Range {
  return { from: new Date(from).getTime(), to: END_OF_TIME };
}
