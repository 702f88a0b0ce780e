import { describe, expect, it } from 'vitest';
import { expectedStrokesFromTee, holeStrokesGained, TEE_BASELINE_STROKES, TEE_BASELINE_YARDS } from '../../../../src/domain/index.ts';
import { yards } from './fixtures.ts';

describe('expectedStrokesFromTee (Broadie 2012, tee column)', () => {
  it('reads the table at its own lengths, given in metres', () => {
    expect(TEE_BASELINE_YARDS).toHaveLength(TEE_BASELINE_STROKES.length);
    expect(expectedStrokesFromTee(yards(100))).toBeCloseTo(2.92, 10);
    expect(expectedStrokesFromTee(yards(400))).toBeCloseTo(3.99, 10);
    expect(expectedStrokesFromTee(yards(460))).toBeCloseTo(4.17, 10);
    expect(expectedStrokesFromTee(yards(600))).toBeCloseTo(4.82, 10);
  });

  it('interpolates linearly between lengths', () => {
    // 446 yd: 4.08 + (4.17 - 4.08) x 6 / 20 = 4.107 (the paper's 446-yard example hole: 4.1)
    expect(expectedStrokesFromTee(yards(446))).toBeCloseTo(4.107, 10);
    // 400 m = 437.445 yd: 4.02 + 0.06 x 17.445 / 20 = 4.07234
    expect(expectedStrokesFromTee(400)).toBeCloseTo(4.07234, 4);
    // 130 yd, in the source's dip: (2.99 + 2.97) / 2
    expect(expectedStrokesFromTee(yards(130))).toBeCloseTo(2.98, 10);
  });

  it('has no figure outside 100-600 yards', () => {
    expect(expectedStrokesFromTee(90)).toBeNull(); // 98.4 yd
    expect(expectedStrokesFromTee(550)).toBeNull(); // 601.5 yd
    expect(expectedStrokesFromTee(0)).toBeNull();
  });
});

describe('holeStrokesGained', () => {
  it('expected strokes from the tee minus the strokes taken', () => {
    expect(holeStrokesGained({ distance: yards(400), shotCount: 3 })).toBeCloseTo(0.99, 10);
    expect(holeStrokesGained({ distance: yards(500), shotCount: 6 })).toBeCloseTo(-1.59, 10);
  });

  it('is not measured without a distance, unplayed or picked up', () => {
    expect(holeStrokesGained({ shotCount: 4 })).toBeNull();
    expect(holeStrokesGained({ distance: 0, shotCount: 4 })).toBeNull();
    expect(holeStrokesGained({ distance: yards(400), shotCount: 0 })).toBeNull();
    expect(holeStrokesGained({ distance: yards(400), shotCount: -1 })).toBeNull();
  });
});
