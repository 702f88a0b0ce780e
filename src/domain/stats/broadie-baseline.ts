// Expected strokes to hole out by distance and lie: the PGA TOUR baseline of Mark Broadie (docs/GOLF.md,
// "Strokes gained from marked shots").
//
// Source: Mark Broadie, "Assessing Golfer Performance on the PGA TOUR", Interfaces 42(2):146-165, 2012,
// Appendix, baseline table (average strokes to hole out for PGA TOUR players, ShotLink data 2003-2010):
// the "Tee", "Fairway", "Rough", "Sand" and "Recovery" columns by distance to the hole in yards, and the
// "Green" column by distance in feet. The same figures are in his book Every Shot Counts (2014). The tee
// column is the one strokes-gained.ts has used for the hole-score measure since before.

import type { Lie } from '../shots/types.ts';
import { METRES_PER_YARD } from '../units.ts';

/** A foot is 0.3048 m exactly. */
export const METRES_PER_FOOT = 0.3048;

/** The distances of the off-green rows, yards. */
export const OFF_GREEN_YARDS: readonly number[] = [
  10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 120, 140, 160, 180, 200, 220, 240, 260, 280, 300, 320, 340, 360, 380, 400, 420, 440, 460, 480,
  500, 520, 540, 560, 580, 600,
];

type OffGreenLie = Exclude<Lie, 'green'>;

/** The table's columns for the rows of OFF_GREEN_YARDS; null where the source has no figure (no tee
 * under 100 yards). */
export const OFF_GREEN_STROKES: Readonly<Record<OffGreenLie, readonly (number | null)[]>> = {
  tee: [
    null, null, null, null, null, null, null, null, null, 2.92, 2.99, 2.97, 2.99, 3.05, 3.12, 3.17, 3.25, 3.45, 3.65, 3.71, 3.79, 3.86, 3.92,
    3.96, 3.99, 4.02, 4.08, 4.17, 4.28, 4.41, 4.54, 4.65, 4.74, 4.79, 4.82,
  ],
  fairway: [
    2.18, 2.4, 2.52, 2.6, 2.66, 2.7, 2.72, 2.75, 2.77, 2.8, 2.85, 2.91, 2.98, 3.08, 3.19, 3.32, 3.45, 3.58, 3.69, 3.78, 3.84, 3.88, 3.95, 4.03,
    4.11, 4.15, 4.2, 4.29, 4.4, 4.53, 4.66, 4.78, 4.86, 4.91, 4.94,
  ],
  rough: [
    2.34, 2.59, 2.7, 2.78, 2.87, 2.91, 2.93, 2.96, 2.99, 3.02, 3.08, 3.15, 3.23, 3.31, 3.42, 3.53, 3.64, 3.74, 3.83, 3.9, 3.95, 4.02, 4.11,
    4.21, 4.3, 4.34, 4.39, 4.48, 4.59, 4.72, 4.85, 4.97, 5.05, 5.1, 5.13,
  ],
  sand: [
    2.43, 2.53, 2.66, 2.82, 2.92, 3.15, 3.21, 3.24, 3.24, 3.23, 3.21, 3.22, 3.28, 3.4, 3.55, 3.7, 3.84, 3.93, 4.0, 4.04, 4.12, 4.26, 4.41,
    4.55, 4.69, 4.73, 4.78, 4.87, 4.98, 5.11, 5.24, 5.36, 5.44, 5.49, 5.52,
  ],
  recovery: [
    3.45, 3.51, 3.57, 3.71, 3.79, 3.83, 3.84, 3.84, 3.82, 3.8, 3.78, 3.8, 3.81, 3.82, 3.87, 3.92, 3.97, 4.03, 4.1, 4.2, 4.31, 4.44, 4.56,
    4.66, 4.75, 4.79, 4.84, 4.93, 5.04, 5.17, 5.3, 5.42, 5.5, 5.55, 5.58,
  ],
};

/** The green's rows, feet. */
export const GREEN_FEET: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 30, 40, 50, 60, 90];
/** Average putts to hole out from those distances. */
export const GREEN_STROKES: readonly number[] = [1.0, 1.01, 1.04, 1.13, 1.23, 1.34, 1.42, 1.5, 1.56, 1.61, 1.78, 1.87, 1.98, 2.06, 2.14, 2.21, 2.4];

/** Linear between the two rows around `x`; null beyond the last row or where a row has no figure. Closer
 * than the first row reads the first row (the source's shortest distance stands for anything closer). */
function interpolate(xs: readonly number[], ys: readonly (number | null)[], x: number): number | null {
  const last = xs[xs.length - 1] ?? 0;
  if (!(x >= 0 && x <= last)) return null;
  if (x <= (xs[0] ?? 0)) return ys[0] ?? null;
  for (let i = 1; i < xs.length; i++) {
    const x1 = xs[i] ?? 0;
    if (x <= x1) {
      const x0 = xs[i - 1] ?? 0;
      const y0 = ys[i - 1];
      const y1 = ys[i];
      if (y0 === null || y0 === undefined || y1 === null || y1 === undefined) return null;
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return null;
}

/**
 * Expected strokes to hole out from `metres` away on `lie`, or null outside the table (a tee under 100
 * yards, anything over 600 yards, a putt over 90 feet). Examples: 150 yards from the fairway -> 2.945;
 * 20 feet on the green -> 1.87.
 */
export function expectedStrokes(lie: Lie, metres: number): number | null {
  if (lie === 'green') {
    const feet = metres / METRES_PER_FOOT;
    if (feet < (GREEN_FEET[0] ?? 0) && feet >= 0) return GREEN_STROKES[0] ?? null;
    return interpolate(GREEN_FEET, GREEN_STROKES, feet);
  }
  const yards = metres / METRES_PER_YARD;
  return interpolate(OFF_GREEN_YARDS, OFF_GREEN_STROKES[lie], yards);
}
