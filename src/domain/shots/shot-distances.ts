// A hole's shots from its marks (docs/GOLF.md, "Shots and club distances").
import { distanceMeters } from '../gps.ts';
import type { LatLng } from '../types.ts';
import type { Shot, ShotMark } from './types.ts';

/** A fix known to worse than this (metres) is kept but flagged: its shots count in no club distance. */
export const MAX_SHOT_ACCURACY_M = 15;

/** The mark is known well enough to measure a shot with. */
export const isAccurate = (mark: Pick<ShotMark, 'accuracy'>): boolean => mark.accuracy <= MAX_SHOT_ACCURACY_M;

const pointOfMark = (m: ShotMark): LatLng => ({ latitude: m.latitude, longitude: m.longitude });

/**
 * The shots of a hole, in the order of its marks (by time). The first shot starts at the tee: the
 * golfer's own tee mark when there is one (the first mark, marked `tee`), else `teePoint`, the hole's tee
 * from the course (taken as exact); without either, the first ball mark starts the measuring and no shot
 * ends there. Each later shot runs from the previous mark to the next. A tee mark anywhere but first is
 * a new start (a ball re-teed after a lost ball): the shot before it ends nowhere.
 */
export function shotsOfHole(marks: readonly ShotMark[], teePoint: LatLng | null): Shot[] {
  const ordered = [...marks].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
  const shots: Shot[] = [];
  let from: { point: LatLng; accurate: boolean } | null = teePoint ? { point: teePoint, accurate: true } : null;
  for (const mark of ordered) {
    const to = pointOfMark(mark);
    if (mark.tee) {
      from = { point: to, accurate: isAccurate(mark) };
      continue;
    }
    if (from) {
      shots.push({
        markId: mark.id,
        from: from.point,
        to,
        distance: distanceMeters(from.point, to),
        ...(mark.club ? { club: mark.club } : {}),
        partial: mark.partial === true,
        flagged: !from.accurate || !isAccurate(mark),
      });
    }
    from = { point: to, accurate: isAccurate(mark) };
  }
  return shots;
}

/** Where the next shot is played from: the last mark, else the tee (the hole's), else nowhere. */
export function lastPosition(marks: readonly ShotMark[], teePoint: LatLng | null): LatLng | null {
  const last = [...marks].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id)).at(-1);
  return last ? pointOfMark(last) : teePoint;
}

/** A new mark closer than this (metres) to the last one is the same ball: a second tap, not a shot. */
export const SAME_SPOT_M = 2;

/** Whether a new mark at `fix` would be the last mark again (no ball moves under SAME_SPOT_M). */
export function atLastMark(fix: LatLng, marks: readonly ShotMark[]): boolean {
  const last = [...marks].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id)).at(-1);
  return last !== undefined && distanceMeters(pointOfMark(last), fix) < SAME_SPOT_M;
}

/** A first mark this close (metres) to the hole's tee point is the ball on the tee. */
export const TEE_RADIUS_M = 40;

/** Whether a new mark at `fix` is the ball on the tee: the hole's first mark, and the hole has no tee
 * point or the fix is within TEE_RADIUS_M of it. */
export function isTeeMark(fix: LatLng, marksSoFar: number, teePoint: LatLng | null): boolean {
  if (marksSoFar > 0) return false;
  return teePoint === null || distanceMeters(fix, teePoint) <= TEE_RADIUS_M;
}
