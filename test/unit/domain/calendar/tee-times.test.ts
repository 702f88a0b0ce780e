import { describe, expect, it } from 'vitest';
import { saidRound, saidTeeTime, teeTimeClock, teeTimeName, teeTimesByDay } from '../../../../src/domain/index.ts';

// Dates are built from local parts, so the expected local clock and day hold in any zone.
const at = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes).getTime();

describe('teeTimeName', () => {
  it('reads as time, course, play mode with the other players', () => {
    expect(teeTimeName({ date: at(23, 10, 30), courseName: 'Pine Valley', playMode: 'Fourball', otherPlayers: ['Ana', 'Tom'] })).toBe(
      '10:30, Pine Valley, Fourball with Ana, Tom',
    );
    expect(teeTimeName({ date: at(23, 8, 5), courseName: 'Pine Valley', playMode: 'Individual', otherPlayers: ['Ana'] })).toBe(
      '08:05, Pine Valley, Individual with Ana',
    );
  });

  it('uses the 24-hour clock and leaves out what is missing', () => {
    expect(teeTimeClock(at(23, 15, 0))).toBe('15:00');
    expect(teeTimeName({ date: at(23, 15), courseName: 'Old Course', playMode: 'Scramble', otherPlayers: [] })).toBe('15:00, Old Course, Scramble');
    expect(teeTimeName({ date: at(23, 0, 0), courseName: ' ', playMode: 'Foursome', otherPlayers: ['', 'Eva'] })).toBe('00:00, Foursome with Eva');
  });
});

describe('saidTeeTime and saidRound', () => {
  it('split the name into what a link shows: clock, course, and the rest, a tournament first', () => {
    expect(saidTeeTime({ date: at(23, 14), courseName: 'Pine Valley', playMode: 'Individual', otherPlayers: ['Tom'], event: 'Autumn Cup' })).toEqual({
      clock: '14:00',
      course: 'Pine Valley',
      detail: 'Autumn Cup, Individual with Tom',
    });
    expect(teeTimeName({ date: at(23, 14), courseName: 'Pine Valley', playMode: 'Individual', otherPlayers: ['Tom'], event: 'Autumn Cup' })).toBe(
      '14:00, Pine Valley, Autumn Cup, Individual with Tom',
    );
    expect(saidRound({ date: at(23, 8, 15), courseName: 'Pine Valley', teeName: 'Yellow' })).toEqual({ clock: '08:15', course: 'Pine Valley', detail: 'round on the Yellow tee' });
    expect(saidRound({ date: at(23, 8, 15), courseName: 'Pine Valley', teeName: ' ', event: 'Autumn Cup' }).detail).toBe('Autumn Cup, round');
  });
});

describe('teeTimesByDay', () => {
  it('groups by local day, days and times in order, equal times in input order', () => {
    const teeTimes = [
      { id: 'late', date: at(24, 16) },
      { id: 'midnight', date: at(24, 0) },
      { id: 'lastMinute', date: at(23, 23, 59) },
      { id: 'first', date: at(23, 9) },
      { id: 'alsoFirst', date: at(23, 9) },
    ];
    const byDay = teeTimesByDay(teeTimes);
    expect([...byDay.keys()]).toEqual(['2026-11-23', '2026-11-24']);
    expect(byDay.get('2026-11-23')?.map((t) => t.id)).toEqual(['first', 'alsoFirst', 'lastMinute']);
    expect(byDay.get('2026-11-24')?.map((t) => t.id)).toEqual(['midnight', 'late']);
    expect(byDay.get('2026-11-25')).toBeUndefined();
    expect(teeTimes[0]?.id).toBe('late');
  });
});
