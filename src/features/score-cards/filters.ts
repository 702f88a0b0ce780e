// Filtering and sorting the score card list: date range, course, competition; four orders.
import type { ScoreCardDoc } from '../../data/types.ts';
import { scoreCardsText, type ScoreCardsKey } from './i18n/index.ts';

export type CompetitionFilter = 'all' | 'competition' | 'casual';
export type CardSort = 'newest' | 'oldest' | 'stableford' | 'strokes';

export interface CardFilters {
  /** Local dates as the date inputs hold them ("2025-06-01"); '' = open. Both ends are included. */
  from: string;
  to: string;
  courseId: string;
  competition: CompetitionFilter;
  sort: CardSort;
}

export const NO_FILTERS: CardFilters = { from: '', to: '', courseId: '', competition: 'all', sort: 'newest' };

/** The sorts and their messages (the score cards' catalog). */
export const SORT_OPTIONS: readonly { value: CardSort; label: ScoreCardsKey }[] = [
  { value: 'newest', label: 'filters.newest' },
  { value: 'oldest', label: 'filters.oldest' },
  { value: 'stableford', label: 'filters.stableford' },
  { value: 'strokes', label: 'filters.strokes' },
];

/** Local midnight of a "yyyy-mm-dd" date, or null when empty or invalid. */
function localDay(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime();
}

/** One local day later than `startOfDay` (calendar arithmetic, right across daylight-saving changes). */
function nextDay(startOfDay: number): number {
  const d = new Date(startOfDay);
  d.setDate(d.getDate() + 1);
  return d.getTime();
}

export function filterCards<C extends Pick<ScoreCardDoc, 'date' | 'courseId' | 'isCompetition' | 'stableford' | 'shotCount'>>(
  cards: readonly C[],
  f: CardFilters,
): C[] {
  const from = localDay(f.from);
  const toDay = localDay(f.to);
  const to = toDay === null ? null : nextDay(toDay);
  const kept = cards.filter(
    (c) =>
      (from === null || c.date >= from) &&
      (to === null || c.date < to) &&
      (f.courseId === '' || c.courseId === f.courseId) &&
      (f.competition === 'all' || c.isCompetition === (f.competition === 'competition')),
  );
  const by: Record<CardSort, (a: C, b: C) => number> = {
    newest: (a, b) => b.date - a.date,
    oldest: (a, b) => a.date - b.date,
    stableford: (a, b) => b.stableford - a.stableford || b.date - a.date,
    // A card with no holes played has 0 strokes: it goes last, not first.
    strokes: (a, b) => (a.shotCount || Infinity) - (b.shotCount || Infinity) || b.date - a.date,
  };
  return kept.sort(by[f.sort]);
}

/** The courses the golfer has cards on, by name, for the course filter. */
export function coursesOf(cards: readonly Pick<ScoreCardDoc, 'courseId' | 'courseName'>[]): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const c of cards) if (!seen.has(c.courseId)) seen.set(c.courseId, c.courseName);
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** What is wrong with the dates, in words (a "To" before "From" matches nothing), or null. */
export function dateRangeProblem(f: Pick<CardFilters, 'from' | 'to'>): string | null {
  if (f.from !== '' && f.to !== '' && f.to < f.from) return scoreCardsText.t('filters.badRange');
  return null;
}
