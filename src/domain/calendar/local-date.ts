// Calendar days as 'YYYY-MM-DD' strings in the device's local time. A day is a calendar date, not an
// instant: it is what the URL carries and what the grid is keyed by, and it never shifts when the
// clocks change. Instants (epoch ms) are only made from it at the edge, for queries (day-range.ts).
// No date-fns here: the route guards read calendar URLs at boot, so this file is in the first download.

/** A local calendar date written 'YYYY-MM-DD', e.g. '2026-11-23'. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local midnight that starts `date`, or null when `date` is not a real 'YYYY-MM-DD' date. */
export function parseIsoDate(date: string): Date | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setFullYear, not new Date(y, m, d): the constructor reads years 0-99 as 1900-1999.
  const local = new Date(2000, 0, 1);
  local.setFullYear(year, month - 1, day);
  local.setHours(0, 0, 0, 0);
  // Rolled over (2026-02-30 became March 2nd): not a date.
  if (Number.isNaN(local.getTime()) || local.getFullYear() !== year || local.getMonth() !== month - 1 || local.getDate() !== day) return null;
  return local;
}

/** Like parseIsoDate for dates the program made itself: a wrong one is a bug, so it throws. */
export function localDateOf(date: IsoDate): Date {
  const local = parseIsoDate(date);
  if (!local) throw new RangeError(`Not a 'YYYY-MM-DD' date: ${JSON.stringify(date)}`);
  return local;
}

/** The local calendar date of an instant (epoch ms or Date). */
export function isoDateOf(instant: number | Date): IsoDate {
  // By hand rather than date-fns' format, whose tables would come into the first download.
  const date = new Date(instant);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** Today's local date. `now` is a parameter so callers and tests can pin the clock. */
export function todayIso(now: number | Date = Date.now()): IsoDate {
  return isoDateOf(now);
}

export function isToday(date: IsoDate, now: number | Date = Date.now()): boolean {
  return date === isoDateOf(now);
}
