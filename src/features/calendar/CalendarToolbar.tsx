// Previous / Today / Next and the Month / Week / Day switcher. Each is a link to a calendar URL
// (`?view=...&date=...`): the view can be bookmarked, shared, reloaded, and Back returns to it.
import { Link } from '@tanstack/react-router';
import { CALENDAR_VIEWS, nextView, previousView, todayView, type CalendarViewState } from '../../domain/index.ts';
import { periodTitle, VIEW_LABEL } from './period.ts';

export function CalendarToolbar({ state }: { state: CalendarViewState }) {
  const unit = state.view;
  return (
    <div className="calendar-toolbar">
      <nav className="calendar-views" aria-label="Calendar view">
        {CALENDAR_VIEWS.map((view) => (
          <Link
            key={view}
            to="/calendar"
            search={{ view, date: state.date }}
            className={`calendar-views__link${view === state.view ? ' calendar-views__link--on' : ''}`}
            aria-current={view === state.view ? 'page' : undefined}
          >
            {VIEW_LABEL[view]}
          </Link>
        ))}
      </nav>
      <div className="calendar-steps">
        <Link to="/calendar" search={previousView(state)} className="button calendar-steps__arrow" aria-label={`Previous ${unit}`}>
          <span aria-hidden="true">‹</span>
        </Link>
        <h2 className="calendar-period" aria-live="polite">
          {periodTitle(state)}
        </h2>
        <Link to="/calendar" search={nextView(state)} className="button calendar-steps__arrow" aria-label={`Next ${unit}`}>
          <span aria-hidden="true">›</span>
        </Link>
        <Link to="/calendar" search={todayView(state)} className="button calendar-steps__today">
          Today
        </Link>
      </div>
    </div>
  );
}
