// The calendar in the golfer's locale (docs/ARCHITECTURE.md, "Languages"): the first day of the week,
// month and day names and the clock come from the locale the page passes, never from the code.
import { enGB, enUS, es } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { gridKeyTarget, longDateLabel, monthLabel, monthWeeks, teeTimeClock, viewRange, weekdayNames, weekOf, localDateOf } from '../../../../src/domain/index.ts';

describe('the calendar in a locale', () => {
  it('starts the weeks on the day it is given', () => {
    const sundayFirst = monthWeeks('2026-11-10', 0);
    for (const week of sundayFirst) expect(localDateOf(week[0]?.date ?? '').getDay()).toBe(0);
    expect(sundayFirst[0]?.[0]?.date).toBe('2026-11-01');
    expect(weekOf('2026-11-25', 0)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect(gridKeyTarget('2026-11-25', { key: 'Home' }, 0)).toBe('2026-11-22');
    expect(gridKeyTarget('2026-11-25', { key: 'End' }, 0)).toBe('2026-11-28');
    expect(viewRange({ view: 'week', date: '2026-11-25' }, 0).start).toBe(new Date(2026, 10, 22).getTime());
  });

  it('names the weekdays from the first one, in the locale', () => {
    expect(weekdayNames(1).map((d) => d.long)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(weekdayNames(0, enUS).map((d) => d.short)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames(1, es).map((d) => d.long)).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
  });

  it('says the month, the day and the clock in the locale', () => {
    expect(monthLabel('2026-11-23', es)).toBe('noviembre 2026');
    expect(longDateLabel('2026-11-23', es)).toBe('lunes, 23 de noviembre de 2026');
    expect(longDateLabel('2026-11-23', enGB)).toBe('Monday, 23 November 2026');
    const afternoon = new Date(2026, 10, 23, 14, 30).getTime();
    expect(teeTimeClock(afternoon, enUS)).toBe('2:30 PM');
    expect(teeTimeClock(afternoon, enGB)).toBe('14:30');
    expect(teeTimeClock(afternoon, es)).toBe('14:30');
  });
});
