// A round of one nine of an 18-hole tee (docs/GOLF.md, "9-hole rounds"): which nine the holes are, and
// that nine's own rating when the tee has it (schemas/courses.ts `front9` / `back9`). WHS rates each
// nine of an 18-hole course on its own; a 9-hole round's course handicap (Rule 6.1) and score
// differential (Rule 5.1b) use the nine's figures. A tee without them falls back to the 18-hole ones.
import type { NineRating, TeeLike } from './types.ts';

export type Nine = 'front' | 'back';

const FRONT = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const BACK = [10, 11, 12, 13, 14, 15, 16, 17, 18];

/** Which nine of an 18-hole tee these hole numbers are: exactly holes 1-9, or 10-18; null otherwise
 * (a 9-hole tee, or another set of holes). */
export function nineOf(tee: Pick<TeeLike, 'holeCount' | 'holes'>, holeNumbers: readonly number[]): Nine | null {
  if ((tee.holeCount ?? tee.holes.length) !== 18 || holeNumbers.length !== 9) return null;
  const sorted = [...holeNumbers].sort((a, b) => a - b);
  if (sorted.every((n, i) => n === FRONT[i])) return 'front';
  if (sorted.every((n, i) => n === BACK[i])) return 'back';
  return null;
}

export interface RatedNine {
  nine: Nine;
  rating: NineRating;
  /** Par of the nine's holes on the tee. */
  par: number;
}

/** The nine played with its own rating: holes that are one nine of an 18-hole Golf or PAR3 tee that
 * carries that nine's rating; null when any of that is not so. */
export function ratedNineOf(tee: TeeLike, holeNumbers: readonly number[]): RatedNine | null {
  if (tee.type === 'Pitch and Putt') return null;
  const nine = nineOf(tee, holeNumbers);
  const rating = nine === 'front' ? tee.front9 : nine === 'back' ? tee.back9 : null;
  if (!nine || !rating) return null;
  const numbers = new Set(holeNumbers);
  const par = tee.holes.filter((h) => numbers.has(h.number)).reduce((s, h) => s + h.par, 0);
  return { nine, rating, par };
}
