import { enGB, enUS, es } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { hourLabel, hourText, planTime } from '../../../../src/features/calendar/plan.ts';
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
    // Shown on the locale's clock; the plan link keeps 24-hour "HH:mm".
    expect([hourText(7, 'en-GB'), hourText(19, 'es-ES')]).toEqual(['07:00', '19:00']);
    expect(hourText(19, 'en-US').replace(/\s/g, ' ')).toBe('7:00 PM');
  });
});

/** Intl puts thin spaces around a range's dash: plain ones compare. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('periodTitle', () => {
  const british = { locale: 'en-GB', dateFns: enGB, weekStartsOn: 1 } as const;
  it('names a month, a week (across months and years) and a day', () => {
    expect(periodTitle({ view: 'month', date: '2026-11-23' }, british)).toBe('November 2026');
    expect(spaced(periodTitle({ view: 'week', date: '2026-11-18' }, british))).toBe('16 – 22 November 2026');
    expect(spaced(periodTitle({ view: 'week', date: '2026-11-30' }, british))).toBe('30 November – 6 December 2026');
    expect(spaced(periodTitle({ view: 'week', date: '2026-12-31' }, british))).toBe('28 December 2026 – 3 January 2027');
    expect(periodTitle({ view: 'day', date: '2026-11-23' }, british)).toBe('Monday, 23 November 2026');
  });

  it('says them in the locale, with its first day of the week (docs/ARCHITECTURE.md, "Languages")', () => {
    const spanish = { locale: 'es-ES', dateFns: es, weekStartsOn: 1 } as const;
    expect(periodTitle({ view: 'month', date: '2026-11-23' }, spanish)).toBe('noviembre 2026');
    expect(periodTitle({ view: 'week', date: '2026-11-18' }, spanish)).toBe('16–22 de noviembre de 2026');
    expect(periodTitle({ view: 'day', date: '2026-11-23' }, spanish)).toBe('lunes, 23 de noviembre de 2026');
    const american = { locale: 'en-US', dateFns: enUS, weekStartsOn: 0 } as const;
    expect(spaced(periodTitle({ view: 'week', date: '2026-11-18' }, american))).toBe('November 15 – 21, 2026');
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
