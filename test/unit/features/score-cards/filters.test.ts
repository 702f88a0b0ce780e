import { describe, expect, it } from 'vitest';
import { coursesOf, filterCards, NO_FILTERS } from '../../../../src/features/score-cards/filters.ts';

const day = (y: number, m: number, d: number, h = 10) => new Date(y, m - 1, d, h).getTime();
const cards = [
  { id: 'a', date: day(2025, 5, 1), courseId: 'c1', courseName: 'Zeta', isCompetition: true, stableford: 30, shotCount: 90 },
  { id: 'b', date: day(2025, 5, 10), courseId: 'c2', courseName: 'Alpha', isCompetition: false, stableford: 36, shotCount: 85 },
  { id: 'c', date: day(2025, 5, 20, 23), courseId: 'c1', courseName: 'Zeta', isCompetition: false, stableford: 0, shotCount: 0 },
];
const ids = (list: { id: string }[]) => list.map((c) => c.id);

describe('filterCards', () => {
  it('sorts newest first by default and by points or strokes on request', () => {
    expect(ids(filterCards(cards, NO_FILTERS))).toEqual(['c', 'b', 'a']);
    expect(ids(filterCards(cards, { ...NO_FILTERS, sort: 'oldest' }))).toEqual(['a', 'b', 'c']);
    expect(ids(filterCards(cards, { ...NO_FILTERS, sort: 'stableford' }))).toEqual(['b', 'a', 'c']);
    // An unplayed card (0 strokes) is not the best stroke round.
    expect(ids(filterCards(cards, { ...NO_FILTERS, sort: 'strokes' }))).toEqual(['b', 'a', 'c']);
  });
  it('keeps both ends of the date range, whole days', () => {
    expect(ids(filterCards(cards, { ...NO_FILTERS, from: '2025-05-10', to: '2025-05-20' }))).toEqual(['c', 'b']);
    expect(ids(filterCards(cards, { ...NO_FILTERS, to: '2025-05-09' }))).toEqual(['a']);
  });
  it('filters by course and competition', () => {
    expect(ids(filterCards(cards, { ...NO_FILTERS, courseId: 'c1' }))).toEqual(['c', 'a']);
    expect(ids(filterCards(cards, { ...NO_FILTERS, competition: 'competition' }))).toEqual(['a']);
    expect(ids(filterCards(cards, { ...NO_FILTERS, competition: 'casual' }))).toEqual(['c', 'b']);
  });
  it('lists the courses played once each, by name', () => {
    expect(coursesOf(cards)).toEqual([
      { id: 'c2', name: 'Alpha' },
      { id: 'c1', name: 'Zeta' },
    ]);
  });
});
