import { describe, expect, it } from 'vitest';
import { searchDate, searchTime } from '../../../../src/features/matches/match-search.ts';

describe('the calendar link search params', () => {
  it('keeps only real dates and 24-hour times', () => {
    expect(searchDate('2031-05-17')).toBe('2031-05-17');
    expect(searchDate('2031-02-30')).toBeUndefined();
    expect(searchDate('17/05/2031')).toBeUndefined();
    expect(searchDate(20310517)).toBeUndefined();
    expect(searchTime('08:40')).toBe('08:40');
    expect(searchTime('23:59')).toBe('23:59');
    expect(searchTime('24:00')).toBeUndefined();
    expect(searchTime('8:40')).toBeUndefined();
  });
});
