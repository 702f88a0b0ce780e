// The title of what a view shows: "November 2026", "23–29 November 2026", "Monday, 23 November 2026",
// in the golfer's locale (docs/ARCHITECTURE.md, "Languages").
import type { Locale } from 'date-fns';
import { localDateOf, longDateLabel, monthLabel, weekOf, type CalendarViewState, type WeekStart } from '../../domain/index.ts';

export function periodTitle({ view, date }: CalendarViewState, { locale, dateFns, weekStartsOn }: { locale: string; dateFns: Locale; weekStartsOn: WeekStart }): string {
  if (view === 'month') return monthLabel(date, dateFns);
  if (view === 'day') return longDateLabel(date, dateFns);
  const days = weekOf(date, weekStartsOn);
  const first = localDateOf(days[0] ?? date);
  const last = localDateOf(days[6] ?? date);
  // Intl says a range the locale's way: "23–29 November 2026", "November 23 – 29, 2026", "23–29 de noviembre de 2026".
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).formatRange(first, last);
}

/** A day without its year (the period above says it): "Monday 23 November", "lunes, 23 de noviembre". */
export function dayHeading(date: string, locale: string): string {
  return localDateOf(date).toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long' });
}
