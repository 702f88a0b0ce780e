import { describe, expect, it } from 'vitest';
import { computeStatistics, handicapFromCards, roundOnTee } from '../../../../src/domain/index.ts';
import { DAY, hole } from './fixtures.ts';

const holes = Array.from({ length: 18 }, (_, i) => hole({ number: i + 1, shotCount: 5 }));
const doc = { id: 'k', date: DAY, courseId: 'c1', teeId: 'yellow', isCompetition: true, holes };

describe('roundOnTee', () => {
  it('adds the tee type and rating a card does not store', () => {
    const round = roundOnTee(doc, { type: 'Golf', cr: 72, slope: 113 });
    expect(round).toMatchObject({ id: 'k', teeType: 'Golf', courseRating: 72, slope: 113, isCompetition: true });
    // one joined round feeds both: 90 strokes on a 72.0 / 113 tee -> differential 18.0
    expect(handicapFromCards([round, { ...round, id: 'l', date: 2 * DAY }, { ...round, id: 'm', date: 3 * DAY }]).history.map((h) => h.differential)).toEqual([18, 18, 18]);
    expect(computeStatistics([round]).summary.strokes.best).toBe(90);
  });

  it('a tee that is gone: kept in the statistics as Golf, out of the index as unrated', () => {
    const round = roundOnTee(doc, undefined);
    expect(round.teeType).toBe('Golf');
    expect(handicapFromCards([round]).excluded).toEqual([{ cardId: 'k', reason: 'unrated-tee' }]);
    expect(computeStatistics([round]).summary.rounds).toBe(1);
  });
});
