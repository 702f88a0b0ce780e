import { describe, expect, it } from 'vitest';
import { computeStatistics, filterKey } from '../../../../src/domain/index.ts';
import type { StatsCard } from '../../../../src/domain/index.ts';
import { DAY, hole, r1, r2, r3, r4, statsCard } from './fixtures.ts';

const all = [r3, r1, r4, r2];

describe('computeStatistics', () => {
  const { summary, trends } = computeStatistics(all);

  it('rounds, Stableford and strokes (strokes over complete rounds only)', () => {
    expect(summary.rounds).toBe(3); // r4 has no hole played
    expect(summary.stableford).toEqual({ average: 5.7, best: 9 }); // (7 + 9 + 1) / 3 = 5.67
    expect(summary.strokes).toEqual({ rounds: 2, average: 17.5, best: 15 }); // r1 20, r2 15
  });

  it('points lost to par, per round and by par 3 / 4 / 5', () => {
    // (2.94 + 2 + 1) / 3 = 1.98 -> 2.0
    expect(summary.pointsLost.perRound).toBe(2);
    expect(summary.pointsLost.byPar).toEqual({
      3: { holes: 2, total: 0.9, perHole: 0.47 }, // 0.94 over 2 par 3s
      4: { holes: 5, total: 5, perHole: 1 }, // r1: 0 + 2, r2: 0 + 2 (picked up), r3: 1
      5: { holes: 2, total: 0, perHole: 0 },
    });
  });

  it('scaled to a full round: the average of the rounds scaled', () => {
    // strokes (90 + 67.5 + 90) / 3 = 82.5; points (31.5 + 40.5 + 18) / 3 = 30;
    // lost (13.2 + 9 + 18) / 3 = 13.4; to par (18 - 4.5 + 18) / 3 = 10.5
    expect(summary.scaled).toEqual({ strokes: 82.5, stableford: 30, pointsLost: 13.4, toPar: 10.5 });
  });

  it('fairways with misses left and right', () => {
    expect(summary.fairways).toEqual({ recorded: 5, hit: 2, left: 1, right: 1, other: 1, hitPercent: 40, leftPercent: 20, rightPercent: 20 });
  });

  it('GIR, putting, 1- and 3-putts over the rounds with putts recorded (r1, r2)', () => {
    expect(summary.gir).toEqual({ chances: 7, made: 4, percent: 57.1 }); // 4 / 7
    expect(summary.putting).toEqual({
      rounds: 2,
      perRound: 5.5, // 11 / 2
      perHole: 1.57, // 11 / 7
      perGir: 1.75, // (2 + 3 + 1 + 1) / 4
      onePutts: 4,
      threePutts: 1,
      onePuttsPerRound: 2,
      threePuttsPerRound: 0.5,
    });
  });

  it('scrambling, sand saves, penalties', () => {
    expect(summary.scrambling).toEqual({ chances: 3, made: 1, percent: 33.3 });
    expect(summary.sandSaves).toEqual({ chances: 2, made: 1, percent: 50 });
    expect(summary.penalties).toEqual({ total: 1, perRound: 0.3 });
  });

  it('score distribution over the 9 holes played', () => {
    expect(summary.distribution).toEqual({ eagleOrBetter: 1, birdie: 1, par: 3, bogey: 2, doubleOrWorse: 2, holes: 9 });
  });

  it('strokes gained: total, per hole, per 18 and by par', () => {
    // -0.01 - 1.02 - 0.59 = -1.62 over 3 holes: -0.54 a hole, -9.72 per 18
    expect(summary.strokesGained).toEqual({
      holes: 3,
      total: -1.62,
      perHole: -0.54,
      per18: -9.72,
      byPar: { 3: { holes: 1, total: -1.02, perHole: -1.02 }, 4: { holes: 1, total: -0.01, perHole: -0.01 }, 5: { holes: 1, total: -0.59, perHole: -0.59 } },
    });
  });

  it('trends: one point per round, oldest first', () => {
    expect(trends).toEqual([
      { cardId: 'r1', date: DAY, stableford: 7, strokes: 20, scaledStrokes: 90, scaledPointsLost: 13.2, putts: 8, girPercent: 50, fairwayPercent: 33.3, strokesGained: -1.62 },
      { cardId: 'r2', date: 2 * DAY, stableford: 9, strokes: 15, scaledStrokes: 67.5, scaledPointsLost: 9, putts: 3, girPercent: 66.7, fairwayPercent: 50, strokesGained: null },
      { cardId: 'r3', date: 3 * DAY, stableford: 1, strokes: null, scaledStrokes: 90, scaledPointsLost: 18, putts: null, girPercent: null, fairwayPercent: null, strokesGained: null },
    ]);
    expect(computeStatistics(all, {}, 2).trends.map((t) => t.cardId)).toEqual(['r2', 'r3']);
  });

  it('nothing to count gives empty figures, not NaN', () => {
    const empty = computeStatistics([r4]).summary;
    expect(empty.rounds).toBe(0);
    expect(empty.stableford).toEqual({ average: null, best: null });
    expect(empty.scaled).toBeNull();
    expect(empty.gir.percent).toBeNull();
    expect(empty.strokesGained.per18).toBeNull();
  });
});

describe('filters', () => {
  const ids = (cards: readonly StatsCard[], f: Parameters<typeof computeStatistics>[1]) => computeStatistics(cards, f).trends.map((t) => t.cardId);

  it('by period (inclusive), course, competition', () => {
    expect(ids(all, { from: 2 * DAY })).toEqual(['r2', 'r3']);
    expect(ids(all, { to: 2 * DAY })).toEqual(['r1', 'r2']);
    expect(ids(all, { courseId: 'c1' })).toEqual(['r1', 'r3']);
    expect(ids(all, { competitionOnly: true })).toEqual(['r1']);
    expect(ids(all, { competitionOnly: false })).toEqual(['r1', 'r2', 'r3']);
  });

  it('by tee type and by 9 / 18 holes', () => {
    const nine = statsCard('nine', 5, Array.from({ length: 9 }, (_, i) => hole({ number: i + 1, par: 3, shotCount: 3 })), { teeType: 'PAR3' });
    const eighteen = statsCard('eighteen', 6, Array.from({ length: 18 }, (_, i) => hole({ number: i + 1, shotCount: 5 })));
    const cards = [...all, nine, eighteen];
    expect(ids(cards, { holeCount: 9 })).toEqual(['nine']);
    expect(ids(cards, { holeCount: 18 })).toEqual(['eighteen']);
    expect(ids(cards, { teeType: 'PAR3' })).toEqual(['nine']);
    expect(ids(cards, { teeType: 'Golf', holeCount: 18 })).toEqual(['eighteen']);
  });

  it('filterKey: equal for the same filter, whatever the field order', () => {
    expect(filterKey({ courseId: 'c1', from: 1 })).toBe(filterKey({ from: 1, courseId: 'c1', to: undefined }));
    expect(filterKey({ competitionOnly: false })).toBe(filterKey({}));
    expect(filterKey({ holeCount: 9 })).not.toBe(filterKey({ holeCount: 18 }));
  });
});

describe('1,000 rounds', () => {
  it('are summed over 1,000 rounds in one pass (18,000 holes; the time is measured by npm run bench)', () => {
    const cards = Array.from({ length: 1000 }, (_, c) =>
      statsCard(
        `c${c}`,
        c,
        Array.from({ length: 18 }, (_, i) => hole({ number: i + 1, par: 3 + (i % 3), shotCount: 3 + ((c + i) % 5), puttCount: 1 + ((c * i) % 3), fairway: i % 4, distance: 100 + 25 * (i % 16) })),
      ),
    );
    const { summary, trends } = computeStatistics(cards, { holeCount: 18 });
    expect(summary.rounds).toBe(1000);
    expect(summary.distribution.holes).toBe(18_000);
    expect(trends).toHaveLength(20);
  });
});
