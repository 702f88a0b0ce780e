import { describe, expect, it } from 'vitest';
import { roundFigures } from '../../../../src/domain/index.ts';
import { r1, r2, r3 } from './fixtures.ts';

describe('roundFigures (vectors worked in fixtures.ts)', () => {
  it('R1: totals, GIR, putting, scrambling, sand saves, fairways, distribution', () => {
    const r = roundFigures(r1);
    expect(r).toMatchObject({
      holesPlayed: 4,
      complete: true,
      strokes: 20,
      stableford: 7,
      putts: 8,
      puttsRecorded: true,
      holedOut: 4,
      gir: { chances: 4, made: 2 },
      puttsOnGir: 5,
      onePutts: 1,
      threePutts: 1,
      scrambling: { chances: 2, made: 0 },
      sandSaves: { chances: 1, made: 0 },
      penalties: 1,
      fairways: { recorded: 3, hit: 1, left: 1, right: 1, other: 0 },
      distribution: { eagleOrBetter: 0, birdie: 0, par: 2, bogey: 1, doubleOrWorse: 1 },
      // par 16 -> 20 x 72 / 16 = 90; 7 x 18 / 4 = 31.5; 2.94 x 18 / 4 = 13.23 -> 13.2
      scaled: { strokes: 90, stableford: 31.5, pointsLost: 13.2, toPar: 18 },
    });
    expect(r.pointsLost).toBeCloseTo(2.94, 10);
    expect(r.strokesGained.holes).toBe(3);
    expect(r.strokesGained.total).toBeCloseTo(-1.62, 10);
    expect(r.byPar[3]).toMatchObject({ holes: 1, sgHoles: 1 });
    expect(r.byPar[3].pointsLost).toBeCloseTo(0.94, 10);
    expect(r.byPar[3].strokesGained).toBeCloseTo(-1.02, 10);
    expect(r.byPar[4]).toMatchObject({ holes: 2, pointsLost: 2, sgHoles: 1 });
    expect(r.byPar[5]).toMatchObject({ holes: 1, pointsLost: 0, sgHoles: 1 });
  });

  it('R2: a picked-up hole counts its net double bogey but no putting figure', () => {
    expect(roundFigures(r2)).toMatchObject({
      strokes: 15,
      stableford: 9,
      pointsLost: 2,
      putts: 3,
      holedOut: 3,
      gir: { chances: 3, made: 2 },
      puttsOnGir: 2,
      onePutts: 3,
      threePutts: 0,
      scrambling: { chances: 1, made: 1 },
      sandSaves: { chances: 1, made: 1 },
      fairways: { recorded: 2, hit: 1, left: 0, right: 0, other: 1 },
      distribution: { eagleOrBetter: 1, birdie: 1, par: 1, bogey: 0, doubleOrWorse: 1 },
      strokesGained: { holes: 0, total: 0 },
    });
  });

  it('R3: an unfinished round without putts', () => {
    expect(roundFigures(r3)).toMatchObject({ holesPlayed: 1, complete: false, strokes: 5, puttsRecorded: false, stableford: 1, pointsLost: 1 });
  });
});
