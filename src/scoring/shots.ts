// How the shot counter moves. 0 is "not played" and -1 "picked up" (docs/GOLF.md, "Holes"), so the counter
// never steps into -1: picking up is its own button, and leaving it goes back to a count.
import { holeScoreKey, isPickedUp, PICKED_UP, scoreName } from '../domain/index.ts';

export const MAX_SHOTS = 30;

export function nextShotCount(current: number, direction: 1 | -1): number {
  if (current === PICKED_UP) return direction === 1 ? 1 : 0;
  return current + direction;
}

/** What the counter shows: a dash for a hole not played yet, "Picked up", or the count. */
export function shotCountText(shotCount: number): string {
  if (isPickedUp({ shotCount })) return 'Picked up';
  return shotCount === 0 ? '–' : String(shotCount);
}

/** "Birdie", "Par", "Picked up"... or '' for a hole not played. The score-name table calls a picked-up
 * hole "Retired" (docs/GOLF.md, "Holes"); a golfer says they picked up. */
export function holeScoreName(hole: { par: number; shotCount: number }): string {
  if (isPickedUp(hole)) return 'Picked up';
  const key = holeScoreKey(hole);
  return key === null ? '' : scoreName(key);
}

/** "+3", "-1", "E" (even). */
export function formatToPar(n: number): string {
  if (n === 0) return 'E';
  return n > 0 ? `+${n}` : String(n);
}

/** "1 extra shot", "2 extra shots", "gives 1 shot back" for a plus handicap. */
export function extraShotsText(extra: number): string {
  if (extra === 0) return 'No extra shots';
  if (extra < 0) return `Gives ${-extra} shot${extra === -1 ? '' : 's'} back`;
  return `${extra} extra shot${extra === 1 ? '' : 's'}`;
}
