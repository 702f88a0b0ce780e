// Strokes received per hole (docs/GOLF.md, "Extra shots").
import { mod, roundHalfUp } from './rounding.ts';

/**
 * Spreads a course handicap over 18 holes by stroke index:
 * strokes = floor(CH / 18) + (SI <= CH mod 18 ? 1 : 0), with the mathematical floor and mod, so a
 * plus handicap (negative CH) gives strokes back starting from SI 18, and a CH above 36 gives three
 * or more on the hardest holes. One entry per stroke index, in the same order.
 */
export function distributeExtraShots(courseHandicap: number, strokeIndexes: number[]): number[] {
  const ch = roundHalfUp(courseHandicap);
  const base = Math.floor(ch / 18);
  const rest = mod(ch, 18);
  return strokeIndexes.map((si) => base + (si <= rest ? 1 : 0));
}

/**
 * The stroke indexes to distribute over, on the 18-hole scale. A 9-hole tee indexed 1-9 (rather
 * than the usual odd or even numbers of an 18-hole card) is read as the nine played twice, so
 * index n becomes 2n - 1: a course handicap of 10 then gives 5 strokes on nine holes, as it does on
 * a tee indexed 1, 3, ..., 17, instead of 9.
 */
export function strokeIndexesOn18(strokeIndexes: readonly number[]): number[] {
  const nineIndexedOneToNine =
    strokeIndexes.length === 9 && [...strokeIndexes].sort((a, b) => a - b).every((si, i) => si === i + 1);
  return nineIndexedOneToNine ? strokeIndexes.map((si) => 2 * si - 1) : [...strokeIndexes];
}
