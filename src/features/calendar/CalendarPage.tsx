// /calendar: the golfer's tee times by month, week or day, from the local database (it works with no
// signal). The view and the day are the URL's (`?view=month|week|day&date=YYYY-MM-DD`).
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { viewRange, type CalendarViewState, type IsoDate } from '../../domain/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { CalendarToolbar } from './CalendarToolbar.tsx';
import { DayView } from './DayView.tsx';
import { ExportIcsButton } from './ExportIcsButton.tsx';
import { MonthView } from './MonthView.tsx';
import { useT } from '../../i18n/catalog.ts';
import { calendarText } from './i18n/index.ts';
import { useCalendarLocale } from './use-calendar-locale.ts';
import { useTeeTimes } from './use-tee-times.ts';
import { WeekView } from './WeekView.tsx';
import './calendar.css';

export function CalendarPage({ state }: { state: CalendarViewState }) {
  const navigate = useNavigate();
  const { view, date } = state;
  const t = useT(calendarText);
  const { weekStartsOn, gather } = useCalendarLocale();
  const range = useMemo(() => viewRange({ view, date }, weekStartsOn), [view, date, weekStartsOn]);
  const { teeTimes, loading, error } = useTeeTimes(range, gather);

  // Moving the grid's focus replaces the URL (Back leaves the calendar, not each day visited);
  // opening a day is a step Back returns from.
  const focusDate = (next: IsoDate) => void navigate({ to: '/calendar', search: { view: 'month', date: next }, replace: true });
  const openDate = (next: IsoDate) => void navigate({ to: '/calendar', search: { view: 'day', date: next } });

  return (
    <section className="page calendar" aria-labelledby="calendar-title">
      <div className="calendar-header">
        <h1 id="calendar-title">{t('page.title')}</h1>
        <ExportIcsButton />
      </div>
      <CalendarToolbar state={state} />
      <Alert tone="error">{error ? t('page.readError', { error }) : null}</Alert>
      {/* The view stays mounted while a new period loads (the grid keeps its focus); it only holds
          back its "no tee times" message until the answer is in. */}
      {view === 'month' ? (
        <MonthView date={date} teeTimes={teeTimes} onFocusDate={focusDate} onOpenDate={openDate} loading={loading} />
      ) : view === 'week' ? (
        <WeekView date={date} teeTimes={teeTimes} loading={loading} />
      ) : (
        <DayView date={date} teeTimes={teeTimes} loading={loading} />
      )}
    </section>
  );
}
