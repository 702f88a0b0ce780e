// Which view the calendar shows and around which day, as it travels in the URL's search params
// (`/calendar?view=week&date=2026-11-23`), so a view can be linked and survives a reload.
import { addDays, addMonths, addWeeks } from 'date-fns';
import { isoDateOf, localDateOf, parseIsoDate, todayIso, type IsoDate } from './local-date.ts';

export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export interface CalendarViewState {
  view: CalendarView;
  /** The day in focus; a month or week view shows the month or week holding it. */
  date: IsoDate;
}

function isView(value: unknown): value is CalendarView {
  return typeof value === 'string' && (CALENDAR_VIEWS as readonly string[]).includes(value);
}

/** Reads the search params (a TanStack Router search object or URLSearchParams). Never throws: a
 * missing or wrong view becomes 'month', a missing or wrong date becomes today, so a hand-edited or
 * old link still opens a calendar. */
export function parseViewState(
  search: Readonly<Record<string, unknown>> | URLSearchParams,
  now: number | Date = Date.now(),
): CalendarViewState {
  const read = (key: string): unknown => (search instanceof URLSearchParams ? search.get(key) : search[key]);
  const view = read('view');
  const date = read('date');
  return {
    view: isView(view) ? view : 'month',
    date: typeof date === 'string' && parseIsoDate(date) ? date : todayIso(now),
  };
}

/** The search params of a view state; `new URLSearchParams(serializeViewState(s))` gives the query. */
export function serializeViewState(state: CalendarViewState): { view: CalendarView; date: IsoDate } {
  return { view: state.view, date: state.date };
}

function shift(state: CalendarViewState, step: 1 | -1): CalendarViewState {
  const local = localDateOf(state.date);
  // addMonths keeps the day where it can and clamps it otherwise (31 January -> 28 February).
  const moved = state.view === 'month' ? addMonths(local, step) : state.view === 'week' ? addWeeks(local, step) : addDays(local, step);
  return { view: state.view, date: isoDateOf(moved) };
}

/** The previous month, week or day, in the same view. */
export function previousView(state: CalendarViewState): CalendarViewState {
  return shift(state, -1);
}

/** The next month, week or day, in the same view. */
export function nextView(state: CalendarViewState): CalendarViewState {
  return shift(state, 1);
}

/** The same view around today. */
export function todayView(state: CalendarViewState, now: number | Date = Date.now()): CalendarViewState {
  return { view: state.view, date: todayIso(now) };
}
