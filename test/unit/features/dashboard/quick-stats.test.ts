import { describe, expect, it } from 'vitest';
import { cardTotals, type HoleScore } from '../../../../src/domain/index.ts';
import { quickStats } from '../../../../src/features/dashboard/quick-stats.ts';

function hole(number: number, par: number, shotCount: number, puttCount: number, fairway = 0): HoleScore {
  return { number, par, hcp: number, shotCount, puttCount, bunkerCount: 0, penaltyCount: 0, fairway, gir: 0, extraShots: 1 };
}

describe('quickStats', () => {
  const a = { holes: [hole(1, 4, 4, 2, 1), hole(2, 3, 3, 1), hole(3, 5, -1, 0, 2)] };
  const b = { holes: [hole(1, 4, 6, 3, 3), hole(2, 3, 0, 0)] };
  const unplayed = { holes: [hole(1, 4, 0, 0)] };

  it('averages the rounds played with the domain totals, ignoring cards with nothing played', () => {
    const ta = cardTotals(a.holes);
    const tb = cardTotals(b.holes);
    const s = quickStats([unplayed, a, b]);
    expect(s.rounds).toBe(2);
    expect(s.averageStableford).toBe(Math.round(((ta.stableford + tb.stableford) / 2) * 10) / 10);
    expect(s.bestStableford).toBe(Math.max(ta.stableford, tb.stableford));
    // Putts over holes holed out: (2 + 1 + 3) / 3.
    expect(s.puttsPerHole).toBe(2);
    // Fairways recorded: hit on a's hole 1, gone left on a's hole 3, bad shot on b's hole 1.
    expect(s.fairwaysHitPercent).toBe(33);
  });

  it('has no figures without rounds', () => {
    expect(quickStats([unplayed])).toEqual({
      rounds: 0,
      averageStableford: null,
      bestStableford: null,
      puttsPerHole: null,
      fairwaysHitPercent: null,
      girPercent: null,
    });
  });

  it('averages only the most recent rounds', () => {
    const good = { holes: [hole(1, 4, 3, 1)] };
    const bad = { holes: [hole(1, 4, 7, 3)] };
    expect(quickStats([good, bad], 1).averageStableford).toBe(cardTotals(good.holes).stableford);
  });

  it('knows no greens in regulation nor putts from rounds with no putts recorded', () => {
    const noPutts = { holes: [hole(1, 4, 4, 0), hole(2, 3, 3, 0)] };
    const s = quickStats([noPutts]);
    expect(s.girPercent).toBeNull();
    expect(s.puttsPerHole).toBeNull();
    // Beside a round with putts, only that round counts: one green hit of one.
    expect(quickStats([noPutts, { holes: [hole(1, 4, 4, 2)] }]).girPercent).toBe(100);
  });
});
