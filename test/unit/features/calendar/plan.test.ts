import { describe, expect, it } from 'vitest';
import { hourLabel, planTime } from '../../../../src/features/calendar/plan.ts';
import { periodTitle } from '../../../../src/features/calendar/period.ts';
import { dayHours } from '../../../../src/features/calendar/DayView.tsx';
import type { TeeTime } from '../../../../src/features/calendar/tee-times.ts';

describe('plan links', () => {
  it('propose 09:00, or today the next full hour while it is light', () => {
    const now = new Date(2026, 10, 23, 13, 20);
    expect(planTime('2026-11-24', now)).toBe('09:00');
    expect(planTime('2026-11-23', now)).toBe('14:00');
    expect(planTime('2026-11-23', new Date(2026, 10, 23, 18, 59))).toBe('19:00');
    expect(planTime('2026-11-23', new Date(2026, 10, 23, 19, 5))).toBe('09:00');
    expect(planTime('2026-11-23', new Date(2026, 10, 23, 5, 0))).toBe('09:00');
  });

  it('label the hours of the day view', () => {
    expect([hourLabel(7), hourLabel(19)]).toEqual(['07:00', '19:00']);
  });
});

describe('periodTitle', () => {
  it('names a month, a week (across months and years) and a day', () => {
    expect(periodTitle({ view: 'month', date: '2026-11-23' })).toBe('November 2026');
    expect(periodTitle({ view: 'week', date: '2026-11-18' })).toBe('16 – 22 November 2026');
    expect(periodTitle({ view: 'week', date: '2026-11-30' })).toBe('30 November – 6 December 2026');
    expect(periodTitle({ view: 'week', date: '2026-12-31' })).toBe('28 December 2026 – 3 January 2027');
    expect(periodTitle({ view: 'day', date: '2026-11-23' })).toBe('Monday 23 November 2026');
  });
});

describe('dayHours', () => {
  it('runs from 07:00 to 19:00 and adds the hours of earlier or later tee times', () => {
    expect(dayHours([])).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const early = { date: new Date(2026, 10, 24, 6, 40).getTime() } as TeeTime;
    const late = { date: new Date(2026, 10, 24, 20, 10).getTime() } as TeeTime;
    expect(dayHours([late, early])).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });
});
