// The tee-time calendar's date logic: local calendar days, month grids, views, keys, tee times, .ics.
export { isoDateOf, isToday, localDateOf, parseIsoDate, todayIso } from './local-date.ts';
export { longDateLabel, monthLabel } from './date-labels.ts';
export type { IsoDate } from './local-date.ts';
export { ISO_WEEK_START, monthWeeks, weekdayNames, weekOf } from './month-grid.ts';
export type { CalendarDay, WeekStart } from './month-grid.ts';
export { dayRange, daysRange, viewRange } from './day-range.ts';
export type { TimeRange } from './day-range.ts';
export { CALENDAR_VIEWS, nextView, parseViewState, previousView, serializeViewState, todayView } from './view-state.ts';
export type { CalendarView, CalendarViewState } from './view-state.ts';
export { gridKeyTarget } from './grid-keys.ts';
export type { GridKey } from './grid-keys.ts';
export { ENGLISH_TEE_TIME_WORDS, saidName, saidRound, saidTeeTime, teeTimeClock, teeTimeName, teeTimesByDay } from './tee-times.ts';
export type { SaidTeeTime, TeeTimeNameParts, TeeTimeWords } from './tee-times.ts';
export {
  ENGLISH_ICS_WORDS,
  escapeIcsText,
  foldIcsLine,
  ICS_PRODID,
  ICS_UID_DOMAIN,
  icsUtcTime,
  matchesToIcs,
  MINUTES_PER_HOLE,
  roundDurationMinutes,
} from './ics.ts';
export type { IcsMatch, IcsOptions, IcsWords } from './ics.ts';
