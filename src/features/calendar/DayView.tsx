// The day: its hours from the morning to the evening, each with the tee times that start in it (in
// full: course, tee, players, format, the match and its cards) and a link to plan one at that hour.
import { longDateLabel, type IsoDate } from '../../domain/index.ts';
import { hourLabel, planTime } from './plan.ts';
import { PlanLink } from './PlanLink.tsx';
import { TeeTimeDetails } from './TeeTimeDetails.tsx';
import type { TeeTime } from './tee-times.ts';

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
  const label = longDateLabel(date);
  return (
    <div className="calendar-dayview">
      {!loading && teeTimes.length === 0 && (
        <p className="calendar-empty">
          No tee times on this day —{' '}
          <PlanLink date={date} time={planTime(date)} className="">
            plan one
          </PlanLink>{' '}
          or pick an hour below.
        </p>
      )}
      <ol className="calendar-hours" aria-label={`Hours of ${label}`}>
        {dayHours(teeTimes).map((hour) => {
          const inHour = teeTimes.filter((t) => new Date(t.date).getHours() === hour);
          const time = hourLabel(hour);
          return (
            <li key={hour} className="calendar-hour">
              <span className="calendar-hour__label">{time}</span>
              <div className="calendar-hour__body">
                {inHour.map((t) => (
                  <TeeTimeDetails key={t.key} teeTime={t} />
                ))}
              </div>
              <PlanLink date={date} time={time} label={`Plan a tee time at ${time}`} className="calendar-hour__plan">
                <span aria-hidden="true">+</span>
              </PlanLink>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
