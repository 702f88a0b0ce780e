// The week: Monday to Sunday, each day with its tee times in time order.
import { useMemo } from 'react';
import { teeTimesByDay, weekOf, type IsoDate } from '../../domain/index.ts';
import { DayTeeTimes } from './DayTeeTimes.tsx';
import { planTime } from './plan.ts';
import { PlanLink } from './PlanLink.tsx';
import type { TeeTime } from './tee-times.ts';

export function WeekView({ date, teeTimes, loading }: { date: IsoDate; teeTimes: readonly TeeTime[]; loading: boolean }) {
  const byDay = useMemo(() => teeTimesByDay(teeTimes), [teeTimes]);
  return (
    <div className="calendar-week">
      {!loading && teeTimes.length === 0 && (
        <p className="calendar-empty">
          No tee times this week —{' '}
          <PlanLink date={date} time={planTime(date)} className="">
            plan one
          </PlanLink>
          .
        </p>
      )}
      {weekOf(date).map((day) => (
        <DayTeeTimes key={day} date={day} teeTimes={byDay.get(day) ?? []} headingLevel={3} loading={loading} />
      ))}
    </div>
  );
}
