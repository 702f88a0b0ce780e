import { describe, expect, it } from 'vitest';
import { statsFilterOf } from '../../../../src/ui/stats-filters/stats-filter.ts';
import { cleanStatsSearch, hasStatsFilters, localDayStart, parseStatsSearch } from '../../../../src/ui/stats-filters/stats-search.ts';

describe('parseStatsSearch', () => {
  it('keeps the filters that make sense and drops the rest', () => {
    expect(parseStatsSearch({ from: '2025-04-01', to: '2025-02-30', course: 'c1', tee: 'PAR3', holes: 18, competition: true, other: 'x' })).toEqual({
      from: '2025-04-01',
      course: 'c1',
      tee: 'PAR3',
      holes: 18,
      competition: true,
    });
    expect(parseStatsSearch({ tee: 'Links', holes: 12, competition: false, from: 'yesterday' })).toEqual({});
    expect(parseStatsSearch({ holes: '9', competition: '1' })).toEqual({ holes: 9, competition: true });
  });

  it('drops empty values, so the URL carries only the filters in use', () => {
    expect(cleanStatsSearch({ from: undefined, course: undefined, holes: 9 })).toEqual({ holes: 9 });
    expect(hasStatsFilters({ course: undefined })).toBe(false);
    expect(hasStatsFilters({ competition: true })).toBe(true);
  });
});

describe('statsFilterOf', () => {
  it('turns local days into an inclusive range of instants', () => {
    const result = statsFilterOf({ from: '2025-06-01', to: '2025-06-30', tee: 'Golf', holes: 9, competition: true, course: 'c1' });
    expect(result.error).toBeNull();
    expect(result.filter).toEqual({
      from: new Date(2025, 5, 1).getTime(),
      to: new Date(2025, 6, 1).getTime() - 1,
      teeType: 'Golf',
      holeCount: 9,
      competitionOnly: true,
      courseId: 'c1',
    });
  });

  it('accepts one day (From = To) and refuses a To before the From with a message naming both', () => {
    expect(statsFilterOf({ from: '2025-06-01', to: '2025-06-01' }).error).toBeNull();
    const refused = statsFilterOf({ from: '2025-06-10', to: '2025-06-01' });
    expect(refused.filter).toBeNull();
    expect(refused.error).toBe('The "To" date (2025-06-01) is before the "From" date (2025-06-10). Choose a "To" date on or after the "From" date.');
  });

  it('reads real calendar days only', () => {
    expect(localDayStart('2024-02-29')).toBe(new Date(2024, 1, 29).getTime());
    expect(localDayStart('2025-02-29')).toBeNull();
  });
});
