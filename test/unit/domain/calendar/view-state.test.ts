import { describe, expect, it } from 'vitest';
import { nextView, parseViewState, previousView, serializeViewState, todayView } from '../../../../src/domain/index.ts';
import { inTimeZone } from './time-zone.ts';

const NOW = new Date(2026, 10, 23, 9, 0).getTime();

describe('parseViewState', () => {
  it('reads a view and a date from a search object or URLSearchParams', () => {
    expect(parseViewState({ view: 'week', date: '2026-12-31' }, NOW)).toEqual({ view: 'week', date: '2026-12-31' });
    expect(parseViewState(new URLSearchParams('view=day&date=2027-01-01'), NOW)).toEqual({ view: 'day', date: '2027-01-01' });
  });

  it("falls back to today's month for anything else, without throwing", () => {
    const todaysMonth = { view: 'month', date: '2026-11-23' };
    expect(parseViewState({}, NOW)).toEqual(todaysMonth);
    expect(parseViewState(new URLSearchParams(''), NOW)).toEqual(todaysMonth);
    expect(parseViewState({ view: 'year', date: '2026-02-30' }, NOW)).toEqual(todaysMonth);
    expect(parseViewState({ view: ['week'], date: 20261123 }, NOW)).toEqual(todaysMonth);
    expect(parseViewState({ view: null, date: { y: 2026 } }, NOW)).toEqual(todaysMonth);
  });

  it('keeps whichever half is valid', () => {
    expect(parseViewState({ view: 'week', date: 'soon' }, NOW)).toEqual({ view: 'week', date: '2026-11-23' });
    expect(parseViewState({ view: 'WEEK', date: '2027-03-01' }, NOW)).toEqual({ view: 'month', date: '2027-03-01' });
  });

  it('round-trips through the query string', () => {
    const query = new URLSearchParams(serializeViewState({ view: 'week', date: '2026-12-28' }));
    expect(query.toString()).toBe('view=week&date=2026-12-28');
    expect(parseViewState(query, NOW)).toEqual({ view: 'week', date: '2026-12-28' });
  });
});

describe('previous, next and today', () => {
  it('moves a month view by a month, keeping the day where the month has it', () => {
    expect(nextView({ view: 'month', date: '2026-12-15' })).toEqual({ view: 'month', date: '2027-01-15' });
    expect(previousView({ view: 'month', date: '2027-01-31' })).toEqual({ view: 'month', date: '2026-12-31' });
    expect(nextView({ view: 'month', date: '2027-01-31' })).toEqual({ view: 'month', date: '2027-02-28' });
  });

  it('moves a week view by seven days and a day view by one, across the year end', () => {
    expect(nextView({ view: 'week', date: '2026-12-28' })).toEqual({ view: 'week', date: '2027-01-04' });
    expect(previousView({ view: 'week', date: '2027-01-03' })).toEqual({ view: 'week', date: '2026-12-27' });
    expect(nextView({ view: 'day', date: '2026-12-31' })).toEqual({ view: 'day', date: '2027-01-01' });
    expect(previousView({ view: 'day', date: '2027-01-01' })).toEqual({ view: 'day', date: '2026-12-31' });
  });

  it('goes to today in the same view', () => {
    expect(todayView({ view: 'week', date: '2025-05-05' }, NOW)).toEqual({ view: 'week', date: '2026-11-23' });
  });
});

describe('previous and next over a clock change (Europe/Madrid)', () => {
  inTimeZone('Europe/Madrid');
  it('steps one calendar day at a time over the 23- and 25-hour days', () => {
    expect(nextView({ view: 'day', date: '2026-03-28' })).toEqual({ view: 'day', date: '2026-03-29' });
    expect(nextView({ view: 'day', date: '2026-03-29' })).toEqual({ view: 'day', date: '2026-03-30' });
    expect(nextView({ view: 'day', date: '2026-10-25' })).toEqual({ view: 'day', date: '2026-10-26' });
    expect(previousView({ view: 'day', date: '2026-10-26' })).toEqual({ view: 'day', date: '2026-10-25' });
    expect(nextView({ view: 'week', date: '2026-10-19' })).toEqual({ view: 'week', date: '2026-10-26' });
  });
});
