import { describe, expect, it } from 'vitest';
import { cardPointsLostToPar, fullRoundPar, holeAverages, pointsLostToPar, scaleToFullRound } from '../../../src/domain/index.ts';
import { hole } from './helpers.ts';

describe('pointsLostToPar', () => {
  it('par or better loses nothing, bogey 1, double bogey or worse 2', () => {
    const par4 = (shotCount: number) => pointsLostToPar({ par: 4, shotCount, extraShots: 1 });
    expect([2, 3, 4, 5, 6, 7, 10].map(par4)).toEqual([0, 0, 0, 1, 2, 2, 2]);
  });

  it('par 3 holes weigh 0.94', () => {
    expect(pointsLostToPar({ par: 3, shotCount: 4, extraShots: 0 })).toBeCloseTo(0.94, 10);
    expect(pointsLostToPar({ par: 3, shotCount: 6, extraShots: 0 })).toBeCloseTo(1.88, 10);
  });

  it('picked up loses 2 (x 0.94 on a par 3); not played loses nothing', () => {
    expect(pointsLostToPar({ par: 5, shotCount: -1, extraShots: 0 })).toBe(2);
    expect(pointsLostToPar({ par: 3, shotCount: -1, extraShots: -1 })).toBeCloseTo(0.94, 10); // 3 - 1 + 2 = 4: a bogey
    expect(pointsLostToPar({ par: 4, shotCount: 0, extraShots: 2 })).toBe(0);
  });

  it('adds up over a card', () => {
    const card = [hole({ number: 1, par: 4, shotCount: 5 }), hole({ number: 2, par: 3, shotCount: 5 }), hole({ number: 3, par: 5, shotCount: 4 })];
    expect(cardPointsLostToPar(card)).toBeCloseTo(1 + 1.88 + 0, 10);
  });
});

describe('scaleToFullRound', () => {
  it('full par of a Golf tee is 72, of the others 54', () => {
    expect(fullRoundPar('Golf')).toBe(72);
    expect(fullRoundPar('PAR3')).toBe(54);
    expect(fullRoundPar('Pitch and Putt')).toBe(54);
  });

  it('scales an 18-hole par 70 round to par 72', () => {
    const card = Array.from({ length: 18 }, (_, i) => hole({ number: i + 1, par: i < 2 ? 3 : 4, shotCount: 5, extraShots: 1 }));
    // par 70, 90 strokes: 90 x 72 / 70 = 92.571 -> 92.6; points 2 x 1 + 16 x 2; lost 2 x 1.88 + 16 x 1 = 19.76
    expect(scaleToFullRound(card, 'Golf')).toEqual({ strokes: 92.6, stableford: 34, pointsLost: 19.8, toPar: 20.6 });
  });

  it('doubles a 9-hole round', () => {
    const nine = Array.from({ length: 9 }, (_, i) => hole({ number: i + 1, par: 4, shotCount: 5, extraShots: 1 }));
    // 45 strokes on par 36 -> 90; 18 points -> 36; 9 lost -> 18
    expect(scaleToFullRound(nine, 'Golf')).toEqual({ strokes: 90, stableford: 36, pointsLost: 18, toPar: 18 });
  });

  it('scales a pitch and putt nine to par 54', () => {
    const nine = Array.from({ length: 9 }, (_, i) => hole({ number: i + 1, par: 3, shotCount: 3 }));
    expect(scaleToFullRound(nine, 'Pitch and Putt')?.strokes).toBe(54);
  });

  it('is null when nothing was played', () => {
    expect(scaleToFullRound([hole({ number: 1 })], 'Golf')).toBeNull();
  });
});

describe('holeAverages', () => {
  it('averages strokes, putts, points, fairway and GIR percentages per hole number', () => {
    const cards = [
      { holes: [hole({ number: 1, par: 4, shotCount: 4, puttCount: 2, fairway: 1, extraShots: 1 }), hole({ number: 2, par: 3, shotCount: 0 })] },
      { holes: [hole({ number: 1, par: 4, shotCount: 6, puttCount: 3, fairway: 3, extraShots: 1 }), hole({ number: 2, par: 3, shotCount: 4, puttCount: 2 })] },
      { holes: [hole({ number: 1, par: 4, shotCount: -1, puttCount: 0, fairway: 0, extraShots: 1 }), hole({ number: 2, par: 3, shotCount: 2, puttCount: 1 })] },
    ];
    expect(holeAverages(cards)).toEqual([
      // strokes (4 + 6 + 7) / 3, putts 5 / 3, points (3 + 1 + 0) / 3, fairway 1 of 2 recorded, GIR 1 of 2 holed out
      { number: 1, par: 4, rounds: 3, strokes: 5.7, putts: 1.7, stableford: 1.3, fairwayHitPercent: 50, girPercent: 50 },
      // par 3: points (1 + 3) / 2; no fairway; GIR on the 2 (2 - 1 <= 1), not on the 4 (4 - 2 = 2)
      { number: 2, par: 3, rounds: 2, strokes: 3, putts: 1.5, stableford: 2, fairwayHitPercent: null, girPercent: 50 },
    ]);
  });

  it('a hole never played has null averages', () => {
    expect(holeAverages([{ holes: [hole({ number: 7, par: 5 })] }])).toEqual([
      { number: 7, par: 5, rounds: 0, strokes: null, putts: null, stableford: null, fairwayHitPercent: null, girPercent: null },
    ]);
    expect(holeAverages([])).toEqual([]);
  });
});
