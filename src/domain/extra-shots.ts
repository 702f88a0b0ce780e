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

/**
 * Spreads a 9-hole course handicap over the nine holes played (WHS Rule 6.1, 2024: a 9-hole round
 * gets its strokes from the 9-hole course handicap, on the nine's holes in stroke index order): the
 * holes are ranked 1..9 by their (18-hole) stroke index and strokes = floor(CH / 9) + (rank <= CH mod 9).
 * A plus handicap gives strokes back from the easiest hole, as on 18 holes. One entry per index, same order.
 * Example: CH 4 on a front nine indexed 7, 11, 15, 1, 9, 5, 17, 13, 3 -> one stroke on SI 1, 3, 5, 7.
 */
export function distributeNineHoleShots(courseHandicap: number, strokeIndexes: readonly number[]): number[] {
  const ch = roundHalfUp(courseHandicap);
  const base = Math.floor(ch / 9);
  const rest = mod(ch, 9);
  const order = strokeIndexes.map((si, i) => ({ si, i })).sort((a, b) => a.si - b.si || a.i - b.i);
  const rank = new Map(order.map((o, r) => [o.i, r + 1]));
  return strokeIndexes.map((_, i) => base + ((rank.get(i) ?? 9) <= rest ? 1 : 0));
}
