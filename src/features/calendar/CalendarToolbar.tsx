// Previous / Today / Next and the Month / Week / Day switcher. Each is a link to a calendar URL
// (`?view=...&date=...`): the view can be bookmarked, shared, reloaded, and Back returns to it.
import { Link } from '@tanstack/react-router';
import { CALENDAR_VIEWS, nextView, previousView, todayView, type CalendarView, type CalendarViewState } from '../../domain/index.ts';
import { useT, type KeyOf } from '../../i18n/catalog.ts';
import { calendarText } from './i18n/index.ts';
import { periodTitle } from './period.ts';
import { useCalendarLocale } from './use-calendar-locale.ts';

type Key = KeyOf<typeof calendarText>;

const VIEW_LABEL: Record<CalendarView, Key> = { month: 'view.month', week: 'view.week', day: 'view.day' };
const PREVIOUS: Record<CalendarView, Key> = { month: 'toolbar.previousMonth', week: 'toolbar.previousWeek', day: 'toolbar.previousDay' };
const NEXT: Record<CalendarView, Key> = { month: 'toolbar.nextMonth', week: 'toolbar.nextWeek', day: 'toolbar.nextDay' };

export function CalendarToolbar({ state }: { state: CalendarViewState }) {
  const t = useT(calendarText);
  const calendar = useCalendarLocale();
  return (
    <div className="calendar-toolbar">
      <nav className="calendar-views" aria-label={t('toolbar.views')}>
        {CALENDAR_VIEWS.map((view) => (
          <Link
            key={view}
            to="/calendar"
            search={{ view, date: state.date }}
            className={`calendar-views__link${view === state.view ? ' calendar-views__link--on' : ''}`}
            aria-current={view === state.view ? 'page' : undefined}
          >
            {t(VIEW_LABEL[view])}
          </Link>
        ))}
      </nav>
      <div className="calendar-steps">
        <Link to="/calendar" search={previousView(state)} className="button calendar-steps__arrow" aria-label={t(PREVIOUS[state.view])}>
          <span aria-hidden="true">‹</span>
        </Link>
        <h2 className="calendar-period" aria-live="polite">
          {periodTitle(state, calendar)}
        </h2>
        <Link to="/calendar" search={nextView(state)} className="button calendar-steps__arrow" aria-label={t(NEXT[state.view])}>
          <span aria-hidden="true">›</span>
        </Link>
        <Link to="/calendar" search={todayView(state)} className="button calendar-steps__today">
          {t('toolbar.today')}
        </Link>
      </div>
    </div>
  );
}
