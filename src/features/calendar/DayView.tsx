// The day: its hours from the morning to the evening, each with the tee times that start in it (in
// full: course, tee, players, format, the match and its cards) and a link to plan one at that hour.
import { longDateLabel, type IsoDate } from '../../domain/index.ts';
import { hourLabel, hourText, planTime } from './plan.ts';
import { PlanLink } from './PlanLink.tsx';
import { TeeTimeDetails } from './TeeTimeDetails.tsx';
import type { TeeTime } from './tee-times.ts';
import { useT } from '../../i18n/catalog.ts';
import { calendarText } from './i18n/index.ts';
import { useCalendarLocale } from './use-calendar-locale.ts';

/** The hours a golfer tees off in; a tee time outside them adds its hour. */
const FIRST_HOUR = 7;
const LAST_HOUR = 19;

export function dayHours(teeTimes: readonly TeeTime[]): number[] {
  const hours = new Set<number>();
  for (let h = FIRST_HOUR; h <= LAST_HOUR; h++) hours.add(h);
  for (const t of teeTimes) hours.add(new Date(t.date).getHours());
  return [...hours].sort((a, b) => a - b);
}

export function DayView({ date, teeTimes, loading }: { date: IsoDate; teeTimes: readonly TeeTime[]; loading: boolean }) {
  const t = useT(calendarText);
  const { locale, dateFns } = useCalendarLocale();
  const label = longDateLabel(date, dateFns);
  return (
    <div className="calendar-dayview">
      {!loading && teeTimes.length === 0 && (
        <p className="calendar-empty">
          {t('dayView.empty')}{' '}
          <PlanLink date={date} time={planTime(date)} className="">
            {t('dayView.planOne')}
          </PlanLink>{' '}
          {t('dayView.emptyAfter')}
        </p>
      )}
      <ol className="calendar-hours" aria-label={t('dayView.hours', { day: label })}>
        {dayHours(teeTimes).map((hour) => {
          const inHour = teeTimes.filter((t) => new Date(t.date).getHours() === hour);
          const time = hourLabel(hour);
          const shown = hourText(hour, locale);
          return (
            <li key={hour} className="calendar-hour">
              <span className="calendar-hour__label">{shown}</span>
              <div className="calendar-hour__body">
                {inHour.map((t) => (
                  <TeeTimeDetails key={t.key} teeTime={t} />
                ))}
              </div>
              <PlanLink date={date} time={time} label={t('dayView.planAt', { time: shown })} className="calendar-hour__plan">
                <span aria-hidden="true">+</span>
              </PlanLink>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
