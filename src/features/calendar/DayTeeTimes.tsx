// One day's tee times as compact links under a heading that opens the day, with a link to plan one
// (the month view's focused day, each day of the week view).
import { Link } from '@tanstack/react-router';
import { isToday, longDateLabel, type IsoDate } from '../../domain/index.ts';
import { dayHeading } from './period.ts';
import { planTime } from './plan.ts';
import { PlanLink } from './PlanLink.tsx';
import { TeeTimeLink } from './TeeTimeLink.tsx';
import type { TeeTime } from './tee-times.ts';
import { useT } from '../../i18n/catalog.ts';
import { calendarText } from './i18n/index.ts';
import { useCalendarLocale } from './use-calendar-locale.ts';

export interface DayTeeTimesProps {
  date: IsoDate;
  teeTimes: readonly TeeTime[];
  headingLevel: 2 | 3;
  /** Still reading: "No tee times" would be premature. */
  loading: boolean;
}

export function DayTeeTimes({ date, teeTimes, headingLevel, loading }: DayTeeTimesProps) {
  const t = useT(calendarText);
  const { locale, dateFns } = useCalendarLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const today = isToday(date);
  const label = longDateLabel(date, dateFns);
  return (
    <section className={`calendar-day${today ? ' calendar-day--today' : ''}`} aria-label={label}>
      <div className="calendar-day__head">
        <Heading className="calendar-day__title">
          {/* Named by what it shows (the period above says the year), so speech input finds it by its text. */}
          <Link to="/calendar" search={{ view: 'day', date }} aria-current={today ? 'date' : undefined}>
            {dayHeading(date, locale)}
            {today && <span className="calendar-day__today">{t('day.today')}</span>}
          </Link>
        </Heading>
        <PlanLink date={date} time={planTime(date)} label={t('day.plan', { day: label })} className="button calendar-plan">
          {t('day.planShort')}
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
        !loading && <p className="calendar-day__empty muted">{t('day.none')}</p>
      )}
    </section>
  );
}
