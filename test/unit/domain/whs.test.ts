import { describe, expect, it } from 'vitest';
import {
  adjustedGrossScore,
  applyCaps,
  exceptionalScoreReduction,
  expectedNineHoleDifferential,
  handicapHistory,
  handicapIndex,
  hasEnoughHolesForHandicap,
  indexRule,
  nineHoleRating,
  nineHoleScoreDifferential,
  scoreDifferential,
} from '../../../src/domain/index.ts';

describe('scoreDifferential', () => {
  it('docs/GOLF.md example: AGS 94, rating 73.0, slope 125 -> 18.984 -> 19.0', () => {
    expect(scoreDifferential({ adjustedGrossScore: 94, courseRating: 73, slope: 125 })).toBe(19);
  });

  it('takes PCC off and rounds halves up', () => {
    expect(scoreDifferential({ adjustedGrossScore: 94, courseRating: 73, slope: 125, pcc: 1 })).toBe(18.1); // 18.08
    expect(scoreDifferential({ adjustedGrossScore: 70, courseRating: 71.25, slope: 113 })).toBe(-1.2); // -1.25
    expect(scoreDifferential({ adjustedGrossScore: 68, courseRating: 72, slope: 113 })).toBe(-4);
  });
});

describe('adjustedGrossScore', () => {
  const holes = [
    { par: 4, shotCount: 9, extraShots: 1 }, // capped at 4 + 2 + 1 = 7
    { par: 3, shotCount: 3, extraShots: 0 },
    { par: 5, shotCount: -1, extraShots: 2 }, // picked up: 9
    { par: 4, shotCount: 0, extraShots: 1 }, // not played: net par 5
  ];

  it('caps each hole at net double bogey', () => {
    expect(adjustedGrossScore(holes)).toBe(7 + 3 + 9 + 5);
  });

  it('caps at par + 5 before the golfer has an index', () => {
    // 9 stays 9 (par + 5 = 9), picked up par 5 -> 10, not played -> par 4
    expect(adjustedGrossScore(holes, false)).toBe(9 + 3 + 10 + 4);
  });

  it('a plus handicap caps lower', () => {
    expect(adjustedGrossScore([{ par: 4, shotCount: 7, extraShots: -1 }])).toBe(5);
  });

  it('WHS 2024: an 18-hole round counts with 10 holes played, a 9-hole round needs all 9', () => {
    expect(hasEnoughHolesForHandicap(18, 18)).toBe(true);
    expect(hasEnoughHolesForHandicap(10, 18)).toBe(true);
    expect(hasEnoughHolesForHandicap(9, 18)).toBe(false);
    // the 2020 rule (14 of 18, 7 of 9) no longer applies
    expect(hasEnoughHolesForHandicap(13, 18)).toBe(true);
    expect(hasEnoughHolesForHandicap(9, 9)).toBe(true);
    expect(hasEnoughHolesForHandicap(8, 9)).toBe(false);
    expect(hasEnoughHolesForHandicap(7, 9)).toBe(false);
  });
});

describe('handicapIndex', () => {
  it('docs/GOLF.md example: 15.3, 15.2, 16.6 -> 15.2 - 2.0 = 13.2', () => {
    expect(handicapIndex([15.3, 15.2, 16.6])).toBe(13.2);
  });

  it('no index with fewer than 3 differentials', () => {
    expect(handicapIndex([])).toBeNull();
    expect(handicapIndex([10, 12])).toBeNull();
  });

  it('follows every row of the table for fewer than 20', () => {
    const rows: [number, number, number][] = [
      [3, 1, -2],
      [4, 1, -1],
      [5, 1, 0],
      [6, 2, -1],
      [7, 2, 0],
      [8, 2, 0],
      [9, 3, 0],
      [11, 3, 0],
      [12, 4, 0],
      [14, 4, 0],
      [15, 5, 0],
      [16, 5, 0],
      [17, 6, 0],
      [18, 6, 0],
      [19, 7, 0],
      [20, 8, 0],
    ];
    for (const [count, use, adjustment] of rows) {
      expect(indexRule(count)).toEqual({ use, adjustment });
      // differentials 10, 11, 12, ...: the lowest `use` average (use - 1) / 2 above 10
      const diffs = Array.from({ length: count }, (_, i) => 10 + i).reverse();
      expect(handicapIndex(diffs)).toBe(Math.round((10 + (use - 1) / 2 + adjustment) * 10) / 10);
    }
  });

  it('averages the lowest 8 of the most recent 20 only', () => {
    const old = Array(5).fill(0); // older than the last 20: ignored
    const recent = [...Array(8).fill(12.3), ...Array(12).fill(30)];
    expect(handicapIndex([...old, ...recent])).toBe(12.3);
  });

  it('rounds the average to a tenth, halves up', () => {
    // lowest 2 of 7: (10.1 + 10.2) / 2 = 10.15 -> 10.2
    expect(handicapIndex([10.1, 10.2, 20, 20, 20, 20, 20])).toBe(10.2);
  });

  it('handles plus handicaps and caps at 54', () => {
    expect(handicapIndex([-3.1, -2.5, 0.4, 1, 2])).toBe(-3.1);
    expect(handicapIndex([70, 80, 90, 75, 72])).toBe(54);
  });
});

describe('caps', () => {
  it('soft cap: average 11.6, low 6.5 -> 10.6', () => {
    expect(applyCaps(11.6, 6.5)).toBe(10.6);
  });

  it('hard cap: never more than low + 5.0', () => {
    expect(applyCaps(20, 6.5)).toBe(11.5);
  });

  it('an increase of 3.0 or less, or no low index, is left alone', () => {
    expect(applyCaps(9.5, 6.5)).toBe(9.5);
    expect(applyCaps(5, 6.5)).toBe(5);
    expect(applyCaps(20, null)).toBe(20);
  });
});

describe('exceptional scores', () => {
  it('7.0 to 9.9 below the index cuts 1, 10.0 or more cuts 2', () => {
    expect(exceptionalScoreReduction(13.1, 20)).toBe(0); // 6.9 below
    expect(exceptionalScoreReduction(13, 20)).toBe(1); // 7.0 below
    expect(exceptionalScoreReduction(10.1, 20)).toBe(1); // 9.9 below
    expect(exceptionalScoreReduction(10, 20)).toBe(2);
    expect(exceptionalScoreReduction(-5, 20)).toBe(2);
    expect(exceptionalScoreReduction(5, null)).toBe(0);
  });

  it('handicapHistory cuts the last 20 differentials and caps against the 365-day low', () => {
    const day = 86_400_000;
    // 20 rounds of 20.0: index 20.0
    const scores = Array.from({ length: 20 }, (_, i) => ({ differential: 20, date: i * day }));
    let h = handicapHistory(scores);
    expect(h[2]?.index).toBe(18); // 3 scores: 20 - 2
    expect(h[19]?.index).toBe(20);
    // an exceptional 8.0 (12 below) cuts 2 from it and the 19 before: lowest 8 are 6.0 and 7 x 18.0
    scores.push({ differential: 8, date: 20 * day });
    h = handicapHistory(scores);
    expect(h[20]).toEqual({ date: 20 * day, differential: 6, index: 16.5 });
    // then a run of bad rounds: the calculated index would climb, the caps hold it to low + 5
    for (let i = 21; i < 41; i++) scores.push({ differential: 40, date: i * day });
    h = handicapHistory(scores);
    expect(h[40]?.index).toBe(21.5); // calculated 40.0, low 16.5
    // more than a year later no index of the last 365 days remains to cap against
    scores.push({ differential: 40, date: 500 * day });
    h = handicapHistory(scores);
    expect(h[41]?.index).toBe(40);
  });

  it('sorts scores by date', () => {
    const h = handicapHistory([
      { differential: 12, date: 3 },
      { differential: 10, date: 1 },
      { differential: 11, date: 2 },
    ]);
    expect(h.map((r) => r.date)).toEqual([1, 2, 3]);
    expect(h[2]?.index).toBe(8);
  });
});

describe('9-hole differentials', () => {
  it('keeps the expected-score estimate in one place: 0.52 x index + 1.2', () => {
    expect(expectedNineHoleDifferential(10)).toBe(6.4);
    expect(expectedNineHoleDifferential(0)).toBe(1.2);
  });

  it('adds the expected nine to the nine played', () => {
    // (113 / 113) x (45 - 35.5) = 9.5, plus 0.52 x 14.2 + 1.2 = 8.584 -> 8.6
    expect(nineHoleScoreDifferential({ adjustedGrossScore: 45, nineHoleRating: 35.5, slope: 113, handicapIndex: 14.2 })).toBe(18.1);
    expect(nineHoleRating(71)).toBe(35.5);
  });
});
