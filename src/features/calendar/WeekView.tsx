// The week: the locale's seven days (Monday to Sunday, or Sunday to Saturday), each with its tee times in time order.
import { useMemo } from 'react';
import { teeTimesByDay, weekOf, type IsoDate } from '../../domain/index.ts';
import { DayTeeTimes } from './DayTeeTimes.tsx';
import { planTime } from './plan.ts';
import { PlanLink } from './PlanLink.tsx';
import type { TeeTime } from './tee-times.ts';
import { useT } from '../../i18n/catalog.ts';
import { calendarText } from './i18n/index.ts';
import { useCalendarLocale } from './use-calendar-locale.ts';

export function WeekView({ date, teeTimes, loading }: { date: IsoDate; teeTimes: readonly TeeTime[]; loading: boolean }) {
  const t = useT(calendarText);
  const { weekStartsOn } = useCalendarLocale();
  const byDay = useMemo(() => teeTimesByDay(teeTimes), [teeTimes]);
  return (
    <div className="calendar-week">
      {!loading && teeTimes.length === 0 && (
        <p className="calendar-empty">
          {t('week.empty')}{' '}
          <PlanLink date={date} time={planTime(date)} className="">
            {t('dayView.planOne')}
          </PlanLink>
          .
        </p>
      )}
      {weekOf(date, weekStartsOn).map((day) => (
        <DayTeeTimes key={day} date={day} teeTimes={byDay.get(day) ?? []} headingLevel={3} loading={loading} />
      ))}
    </div>
  );
}
