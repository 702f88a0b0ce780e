// The shapes the domain reads. They are structural and use the stored field names (docs/PRODUCT.md,
// "3. Entities and their fields"; schemas/scorecards.ts), so score card and course documents can be passed in
// as they are; the fields a function does not need are simply not required.
import type { TeeType } from './enums.ts';

/** Shot count of a hole that has not been played (yet). */
export const NOT_PLAYED = 0;
/** Shot count of a hole picked up / retired: counted as net double bogey, 0 Stableford points. */
export const PICKED_UP = -1;

/** A hole as a tee describes it. `hcp` is the stroke index; `distance` in metres. */
export interface TeeHole {
  number: number;
  par: number;
  hcp: number;
  distance?: number;
}

/** A hole as recorded on a score card. `shotCount` 0 = not played, -1 = picked up; `fairway` and
 * `gir` are result codes 0-6 (the recorded tee shot and approach); `extraShots` are the strokes the
 * golfer receives on the hole (negative for a plus handicap). */
export interface HoleScore {
  number: number;
  par: number;
  hcp: number;
  shotCount: number;
  puttCount: number;
  bunkerCount: number;
  penaltyCount: number;
  fairway: number;
  gir?: number;
  extraShots: number;
}

/** A score card as far as the statistics need it. */
export interface CardLike {
  holes: readonly HoleScore[];
}

/** A nine's own 9-hole course rating and slope (schemas/courses.ts `front9` / `back9`). */
export interface NineRating {
  cr: number;
  slope: number;
}

/** A tee as far as course handicaps need it. `cr` is the course rating (an 18-hole rating, also for
 * a 9-hole tee); a missing or zero slope means the standard 113, a missing or zero rating means none.
 * `front9` / `back9`: an 18-hole tee's nines rated on their own (docs/GOLF.md, "9-hole rounds"). */
export interface TeeLike {
  type: TeeType;
  holeCount?: number;
  cr?: number | null;
  slope?: number | null;
  front9?: NineRating | null;
  back9?: NineRating | null;
  holes: readonly TeeHole[];
}

/** A point on the earth in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}
