// The statistics filters as URL search params (/statistics?from=2025-04-01&holes=18...). Parsing never
// throws: a value that makes no sense is dropped, so a hand-edited or old link still opens the page.
// The routes validate their search with this file on every page's first load, so it carries no
// message catalog (the filter it makes is in stats-filter.ts).
import { TEE_TYPE_OPTIONS, type TeeType } from '../../domain/index.ts';

export interface StatsSearch {
  /** Local dates "YYYY-MM-DD", both included. */
  from?: string;
  to?: string;
  course?: string;
  tee?: TeeType;
  holes?: 9 | 18;
  competition?: true;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a "YYYY-MM-DD" date; null when it is no real date (2025-02-30). */
export function localDayStart(value: string): number | null {
  const m = DATE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const date = new Date(y, mo, d);
  return date.getFullYear() === y && date.getMonth() === mo && date.getDate() === d ? date.getTime() : null;
}

/** The last millisecond of a local day (the next local midnight - 1, right across clock changes). */
export function localDayEnd(value: string): number | null {
  const start = localDayStart(value);
  if (start === null) return null;
  const next = new Date(start);
  next.setDate(next.getDate() + 1);
  return next.getTime() - 1;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);

/** The search params as the route gets them (TanStack Router parses numbers and booleans). */
export function parseStatsSearch(raw: Record<string, unknown>): StatsSearch {
  const out: StatsSearch = {};
  const from = text(raw.from);
  const to = text(raw.to);
  if (from !== undefined && localDayStart(from) !== null) out.from = from;
  if (to !== undefined && localDayStart(to) !== null) out.to = to;
  const course = text(raw.course);
  if (course !== undefined) out.course = course;
  const tee = TEE_TYPE_OPTIONS.find((o) => o.value === raw.tee);
  if (tee) out.tee = tee.value;
  const holes = Number(raw.holes);
  if (holes === 9 || holes === 18) out.holes = holes;
  if (raw.competition === true || raw.competition === 'true' || raw.competition === 1 || raw.competition === '1') out.competition = true;
  return out;
}

/** Drops empty values, so the URL carries only the filters in use. */
export function cleanStatsSearch(search: StatsSearch): StatsSearch {
  return parseStatsSearch(search as Record<string, unknown>);
}

/** Whether any filter is set. */
export const hasStatsFilters = (search: StatsSearch): boolean => Object.keys(cleanStatsSearch(search)).length > 0;
