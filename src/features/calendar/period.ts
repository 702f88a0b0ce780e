// The title of what a view shows: "November 2026", "23 – 29 November 2026", "Monday 23 November 2026".
import { format } from 'date-fns';
import { localDateOf, longDateLabel, monthLabel, weekOf, type CalendarView, type CalendarViewState } from '../../domain/index.ts';

export function periodTitle({ view, date }: CalendarViewState): string {
  if (view === 'month') return monthLabel(date);
  if (view === 'day') return longDateLabel(date);
  const days = weekOf(date);
  const first = localDateOf(days[0] ?? date);
  const last = localDateOf(days[6] ?? date);
  if (first.getFullYear() !== last.getFullYear()) return `${format(first, 'd MMMM yyyy')} – ${format(last, 'd MMMM yyyy')}`;
  if (first.getMonth() !== last.getMonth()) return `${format(first, 'd MMMM')} – ${format(last, 'd MMMM yyyy')}`;
  return `${format(first, 'd')} – ${format(last, 'd MMMM yyyy')}`;
}

/** "month" -> "Month", for the view switcher. */
export const VIEW_LABEL: Record<CalendarView, string> = { month: 'Month', week: 'Week', day: 'Day' };
