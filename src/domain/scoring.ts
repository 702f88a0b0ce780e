// One hole: strokes, net, Stableford points, green in regulation.
import { NOT_PLAYED, PICKED_UP } from './types.ts';

interface PlayedHole {
  par: number;
  shotCount: number;
}

/** Whether the hole counts as played: it has strokes or was picked up. */
export function isPlayed(hole: { shotCount: number }): boolean {
  return hole.shotCount !== NOT_PLAYED;
}

/** Whether the hole was picked up (or the golfer retired on it). */
export function isPickedUp(hole: { shotCount: number }): boolean {
  return hole.shotCount === PICKED_UP;
}

/**
 * Strokes counted for a hole: the shot count; 0 for a hole not played; par + extra shots + 2
 * (net double bogey) for a hole picked up (shot count -1).
 */
export function holeStrokes(hole: PlayedHole, extraShots: number): number {
  if (hole.shotCount === NOT_PLAYED) return 0;
  if (hole.shotCount === PICKED_UP) return hole.par + extraShots + 2;
  return hole.shotCount;
}

/** Net strokes of a hole: strokes - extra shots; 0 for a hole not played. */
export function netStrokes(hole: PlayedHole, extraShots: number): number {
  if (hole.shotCount === NOT_PLAYED) return 0;
  return holeStrokes(hole, extraShots) - extraShots;
}

/** Stableford: max(0, 2 + par + extra shots - strokes); 0 for a hole picked up or not played. */
export function stablefordPoints(hole: PlayedHole, extraShots: number): number {
  if (hole.shotCount <= 0) return 0;
  return Math.max(0, 2 + hole.par + extraShots - hole.shotCount);
}

/** Green in regulation: on the green in par - 2 strokes or fewer, i.e. strokes - putts <= par - 2.
 * Only a hole holed out counts (a picked-up hole has no known stroke count). */
export function isGreenInRegulation(hole: PlayedHole & { puttCount: number }): boolean {
  return hole.shotCount > 0 && hole.shotCount - hole.puttCount <= hole.par - 2;
}

/** Fairway statistics count par 4 and 5 holes only (docs/GOLF.md, "Holes"). */
export function hasFairway(hole: { par: number }): boolean {
  return hole.par === 4 || hole.par === 5;
}
