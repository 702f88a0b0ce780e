// Strokes gained from the tee, hole by hole, from hole scores alone.
//
// Baseline: the average number of strokes PGA TOUR players need to hole out from the tee of a hole
// of a given length, from ShotLink data 2003-2010, as published by Mark Broadie, "Assessing Golfer
// Performance on the PGA TOUR", Interfaces 42(2):146-165, 2012 (Appendix, baseline table, "Tee"
// column; the same figures appear in his book Every Shot Counts, 2014). The UI calls it a
// scratch baseline; strictly it is the tour average, which is better than scratch.
//
// With only a hole's score (no shot-level data), strokes gained on a hole is the whole hole:
// expected strokes from its tee minus the strokes taken. It cannot be split into driving,
// approach, short game and putting as Broadie's shot-by-shot measure is.

import { METRES_PER_YARD } from '../units.ts';

/** Hole lengths of the table, in yards. */
export const TEE_BASELINE_YARDS: readonly number[] = [
  100, 120, 140, 160, 180, 200, 220, 240, 260, 280, 300, 320, 340, 360, 380, 400, 420, 440, 460, 480, 500, 520, 540, 560, 580, 600,
];
/** Average strokes to hole out from the tee at those lengths (Broadie 2012). The dip at 140
 * yards is in the source (short par 3s play to large greens). */
export const TEE_BASELINE_STROKES: readonly number[] = [
  2.92, 2.99, 2.97, 2.99, 3.05, 3.12, 3.17, 3.25, 3.45, 3.65, 3.71, 3.79, 3.86, 3.92, 3.96, 3.99, 4.02, 4.08, 4.17, 4.28, 4.41, 4.54, 4.65,
  4.74, 4.79, 4.82,
];

/** Our hole distances are metres; the table is in yards (1 yard = 0.9144 m exactly). */
export { METRES_PER_YARD };

/**
 * Expected strokes from the tee for a hole of `metres`, interpolated linearly between the table's
 * lengths. Null outside the table (under 100 or over 600 yards, 91.44 m to 548.64 m): the paper
 * gives no tee figures there and we do not extrapolate.
 * Example: 400 m = 437.45 yd -> 4.02 + (4.08 - 4.02) x 17.45 / 20 = 4.0723.
 */
export function expectedStrokesFromTee(metres: number): number | null {
  const yards = metres / METRES_PER_YARD;
  const first = TEE_BASELINE_YARDS[0] ?? 0;
  const last = TEE_BASELINE_YARDS[TEE_BASELINE_YARDS.length - 1] ?? 0;
  if (!(yards >= first && yards <= last)) return null;
  for (let i = 1; i < TEE_BASELINE_YARDS.length; i++) {
    const x1 = TEE_BASELINE_YARDS[i] ?? 0;
    if (yards <= x1) {
      const x0 = TEE_BASELINE_YARDS[i - 1] ?? 0;
      const y0 = TEE_BASELINE_STROKES[i - 1] ?? 0;
      const y1 = TEE_BASELINE_STROKES[i] ?? 0;
      return y0 + ((y1 - y0) * (yards - x0)) / (x1 - x0);
    }
  }
  return TEE_BASELINE_STROKES[TEE_BASELINE_STROKES.length - 1] ?? null;
}

/**
 * Strokes gained on one hole: expected strokes from the tee minus the strokes taken (positive =
 * better than the baseline). Null when it cannot be measured: no distance or one outside the
 * table, a hole not played, or a hole picked up (its real stroke count is unknown).
 */
export function holeStrokesGained(hole: { distance?: number; shotCount: number }): number | null {
  if (hole.shotCount <= 0 || hole.distance === undefined || hole.distance <= 0) return null;
  const expected = expectedStrokesFromTee(hole.distance);
  return expected === null ? null : expected - hole.shotCount;
}
