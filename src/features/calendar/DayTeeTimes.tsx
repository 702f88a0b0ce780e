// One day's tee times as compact links under a heading that opens the day, with a link to plan one
// (the month view's focused day, each day of the week view).
import { Link } from '@tanstack/react-router';
import { format } from 'date-fns';
import { isToday, localDateOf, longDateLabel, type IsoDate } from '../../domain/index.ts';
import { planTime } from './plan.ts';
import { PlanLink } from './PlanLink.tsx';
import { TeeTimeLink } from './TeeTimeLink.tsx';
import type { TeeTime } from './tee-times.ts';

export interface DayTeeTimesProps {
  date: IsoDate;
  teeTimes: readonly TeeTime[];
  headingLevel: 2 | 3;
  /** Still reading: "No tee times" would be premature. */
  loading: boolean;
}

export function DayTeeTimes({ date, teeTimes, headingLevel, loading }: DayTeeTimesProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const today = isToday(date);
  const label = longDateLabel(date);
  return (
    <section className={`calendar-day${today ? ' calendar-day--today' : ''}`} aria-label={label}>
      <div className="calendar-day__head">
        <Heading className="calendar-day__title">
          {/* Named by what it shows (the period above says the year), so speech input finds it by its text. */}
          <Link to="/calendar" search={{ view: 'day', date }} aria-current={today ? 'date' : undefined}>
            {format(localDateOf(date), 'EEEE d MMMM')}
            {today && <span className="calendar-day__today"> · Today</span>}
          </Link>
        </Heading>
        <PlanLink date={date} time={planTime(date)} label={`Plan a tee time on ${label}`} className="button calendar-plan">
          + Plan
        </PlanLink>
      </div>
      {teeTimes.length > 0 ? (
        <ul className="calendar-day__list">
          {teeTimes.map((t) => (
            <li key={t.key}>
              <TeeTimeLink teeTime={t} />
            </li>
          ))}
        </ul>
      ) : (
        !loading && <p className="calendar-day__empty muted">No tee times.</p>
      )}
    </section>
  );
}
