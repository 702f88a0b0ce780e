// docs/GOLF.md, "Rounding": round to the nearest whole number (or tenth) with .5 going up towards +infinity,
// as Math.round does. Binary floating point turns some exact decimal halves into x.4999999999 (for example
// 10.55 * 10), so the value is first cut to 12 significant digits, which removes that noise without touching
// any figure a golfer could enter.

function clean(x: number): number {
  return Number(x.toPrecision(12));
}

/** Rounds to `digits` decimals, halves up (towards +infinity): -1.25 -> -1.2, 19.5 -> 20. */
export function roundHalfUp(x: number, digits = 0): number {
  const f = 10 ** digits;
  const r = Math.round(clean(x * f)) / f;
  // Avoid -0, which prints as "0" but compares oddly in tests and Object.is.
  return r === 0 ? 0 : r;
}

/** Rounds to a tenth (handicap indexes and score differentials). */
export const roundTenth = (x: number): number => roundHalfUp(x, 1);

/** The mathematical floor division remainder: always in [0, n) for n > 0, also for negative x. */
export function mod(x: number, n: number): number {
  return ((x % n) + n) % n;
}
