import { describe, expect, it } from 'vitest';
import {
  dayRange,
  isToday,
  localDateOf,
  longDateLabel,
  monthLabel,
  monthWeeks,
  parseIsoDate,
  todayIso,
  viewRange,
  weekOf,
  type CalendarDay,
} from '../../../../src/domain/index.ts';
import { daysBetween, inTimeZone } from './time-zone.ts';

const HOUR = 3_600_000;

/** First and last date of every week. */
function spans(weeks: CalendarDay[][]): string[] {
  return weeks.map((week) => `${week[0]?.date}..${week[6]?.date}`);
}

/** Every week has 7 days, starts on a Monday, and the days follow each other one calendar day apart. */
function expectWellFormed(weeks: CalendarDay[][]): void {
  const days = weeks.flat();
  for (const week of weeks) {
    expect(week).toHaveLength(7);
    expect(localDateOf(week[0]?.date ?? '').getDay()).toBe(1);
  }
  for (let i = 1; i < days.length; i++) expect(daysBetween(days[i - 1]?.date ?? '', days[i]?.date ?? '')).toBe(1);
}

function monthChecks() {
  it('covers December 2026 from Monday 30 November to Sunday 3 January 2027', () => {
    const weeks = monthWeeks('2026-12-15');
    expectWellFormed(weeks);
    expect(spans(weeks)).toEqual([
      '2026-11-30..2026-12-06',
      '2026-12-07..2026-12-13',
      '2026-12-14..2026-12-20',
      '2026-12-21..2026-12-27',
      '2026-12-28..2027-01-03',
    ]);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-11-30', dayOfMonth: 30, inMonth: false });
    expect(weeks[0]?.[1]).toEqual({ date: '2026-12-01', dayOfMonth: 1, inMonth: true });
    expect(weeks[4]?.[3]).toEqual({ date: '2026-12-31', dayOfMonth: 31, inMonth: true });
    expect(weeks[4]?.[4]).toEqual({ date: '2027-01-01', dayOfMonth: 1, inMonth: false });
  });

  it('covers January 2027, which starts on a Friday and ends on a Sunday', () => {
    const weeks = monthWeeks('2027-01-01');
    expectWellFormed(weeks);
    expect(spans(weeks)).toEqual([
      '2026-12-28..2027-01-03',
      '2027-01-04..2027-01-10',
      '2027-01-11..2027-01-17',
      '2027-01-18..2027-01-24',
      '2027-01-25..2027-01-31',
    ]);
    expect(weeks[0]?.map((d) => d.inMonth)).toEqual([false, false, false, false, true, true, true]);
    expect(weeks[4]?.every((d) => d.inMonth)).toBe(true);
  });

  it('has six rows when the month starts on a Sunday and four for a February from Monday to Sunday', () => {
    const november = monthWeeks('2026-11-30');
    expectWellFormed(november);
    expect(spans(november)).toEqual([
      '2026-10-26..2026-11-01',
      '2026-11-02..2026-11-08',
      '2026-11-09..2026-11-15',
      '2026-11-16..2026-11-22',
      '2026-11-23..2026-11-29',
      '2026-11-30..2026-12-06',
    ]);
    const february = monthWeeks('2027-02-10');
    expect(spans(february)).toEqual(['2027-02-01..2027-02-07', '2027-02-08..2027-02-14', '2027-02-15..2027-02-21', '2027-02-22..2027-02-28']);
    expect(february.flat().every((d) => d.inMonth)).toBe(true);
  });

  it('gives the week of a date from Monday to Sunday, across the year end', () => {
    expect(weekOf('2027-01-01')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(weekOf('2026-11-23')[0]).toBe('2026-11-23');
    expect(weekOf('2026-11-29')[0]).toBe('2026-11-23');
  });
}

describe('month grid (default zone)', () => {
  monthChecks();
});

describe('month grid and day ranges in Europe/Madrid (summer time ends 25 Oct 2026, starts 29 Mar 2026)', () => {
  inTimeZone('Europe/Madrid');
  monthChecks();

  it('lists every October 2026 day once, though 25 October has 25 hours', () => {
    const weeks = monthWeeks('2026-10-01');
    expectWellFormed(weeks);
    const dates = weeks.flat().map((d) => d.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.filter((d) => d.startsWith('2026-10'))).toHaveLength(31);
    expect(weekOf('2026-10-28')).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
  });

  it('lists every March 2026 day once, though 29 March has 23 hours', () => {
    const weeks = monthWeeks('2026-03-15');
    expectWellFormed(weeks);
    const dates = weeks.flat().map((d) => d.date);
    expect(dates.filter((d) => d.startsWith('2026-03'))).toHaveLength(31);
    expect(weekOf('2026-03-29')).toEqual(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29']);
  });

  it('spans a day from local midnight to the next local midnight: 23, 24 or 25 hours', () => {
    const spring = dayRange('2026-03-29');
    expect(spring.end - spring.start).toBe(23 * HOUR);
    expect(new Date(spring.start).getHours()).toBe(0);
    expect(new Date(spring.end).getDate()).toBe(30);
    expect(new Date(spring.end).getHours()).toBe(0);
    const autumn = dayRange('2026-10-25');
    expect(autumn.end - autumn.start).toBe(25 * HOUR);
    expect(new Date(autumn.end).getHours()).toBe(0);
    const plain = dayRange('2026-11-23');
    expect(plain.end - plain.start).toBe(24 * HOUR);
    // Madrid is UTC+1 in November: the day starts at 23:00 UTC the evening before.
    expect(new Date(plain.start).toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });

  it('spans a week with the hour the clocks go back: 7 days and 1 hour', () => {
    const week = viewRange({ view: 'week', date: '2026-10-21' });
    expect(week.end - week.start).toBe((7 * 24 + 1) * HOUR);
    expect(new Date(week.start).getDate()).toBe(19);
    expect(new Date(week.end).getDate()).toBe(26);
  });
});

describe('month grid and day ranges in America/New_York (summer time 8 Mar to 1 Nov 2026)', () => {
  inTimeZone('America/New_York');
  monthChecks();

  it('keeps the days of November 2026 apart although the month starts with a 25-hour day', () => {
    const weeks = monthWeeks('2026-11-01');
    expectWellFormed(weeks);
    expect(weeks[0]?.[6]).toEqual({ date: '2026-11-01', dayOfMonth: 1, inMonth: true });
    expect(dayRange('2026-11-01').end - dayRange('2026-11-01').start).toBe(25 * HOUR);
    expect(dayRange('2026-03-08').end - dayRange('2026-03-08').start).toBe(23 * HOUR);
  });
});

describe('view ranges', () => {
  it('spans the whole grid of a month, its leading and trailing days included', () => {
    const range = viewRange({ view: 'month', date: '2026-11-10' });
    expect(range).toEqual({ start: new Date(2026, 9, 26).getTime(), end: new Date(2026, 11, 7).getTime() });
  });
  it('spans one day for the day view', () => {
    expect(viewRange({ view: 'day', date: '2026-12-31' })).toEqual(dayRange('2026-12-31'));
    expect(dayRange('2026-12-31').end).toBe(new Date(2027, 0, 1).getTime());
  });
});

describe('dates', () => {
  it('reads only real YYYY-MM-DD dates', () => {
    expect(parseIsoDate('2028-02-29')?.getTime()).toBe(new Date(2028, 1, 29).getTime());
    for (const wrong of ['2027-02-29', '2026-13-01', '2026-2-3', '2026-02-03T10:00', '', 'today']) {
      expect(parseIsoDate(wrong)).toBeNull();
    }
    expect(() => localDateOf('2026-02-30')).toThrow(RangeError);
  });
  it('tells today from the local clock', () => {
    const lateEvening = new Date(2026, 10, 23, 23, 59).getTime();
    expect(todayIso(lateEvening)).toBe('2026-11-23');
    expect(isToday('2026-11-23', lateEvening)).toBe(true);
    expect(isToday('2026-11-24', lateEvening)).toBe(false);
  });
  it('names days and months in full', () => {
    expect(longDateLabel('2026-11-23')).toBe('Monday 23 November 2026');
    expect(monthLabel('2027-01-01')).toBe('January 2027');
  });
});
