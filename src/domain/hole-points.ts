// Mapping a hole while playing (docs/PRODUCT.md, "Mapping a hole"): the four points a golfer records
// from the phone's position, which of them may be recorded, and whether a GPS fix is good enough.
// The security rules say the same (docs/ARCHITECTURE.md, "Security rules": who writes a course's
// coordinates); schemas/rules/database-rules.ts keeps its own copy of the field pairs,
// which a unit test holds equal to HOLE_POINTS.
import type { LatLng } from './types.ts';

/** A point of a hole that is recorded standing on it. */
export type HolePoint = 'tee' | 'greenFront' | 'greenMiddle' | 'greenBack';

/** The stored coordinate fields of a hole: each point is a latitude/longitude pair. */
export type HolePointField =
  | 'teeLatitude'
  | 'teeLongitude'
  | 'greenFrontLatitude'
  | 'greenFrontLongitude'
  | 'middleLatitude'
  | 'middleLongitude'
  | 'greenEndLatitude'
  | 'greenEndLongitude';

export interface HolePointSpec {
  point: HolePoint;
  latitude: HolePointField;
  longitude: HolePointField;
  /** The point's name in a sentence ("the green front"). */
  name: string;
  /** The button that records it. */
  button: string;
}

/** The four points in the order a hole is walked: tee, then the green's front, middle and back (the
 * back is `greenEnd*` in the stored hole; `latitude`/`longitude` of a hole is the flag, which moves
 * daily and is not mapped). */
export const HOLE_POINTS: readonly HolePointSpec[] = [
  { point: 'tee', latitude: 'teeLatitude', longitude: 'teeLongitude', name: 'the tee', button: 'Tee here' },
  { point: 'greenFront', latitude: 'greenFrontLatitude', longitude: 'greenFrontLongitude', name: 'the green front', button: 'Green front here' },
  { point: 'greenMiddle', latitude: 'middleLatitude', longitude: 'middleLongitude', name: 'the green middle', button: 'Green middle here' },
  { point: 'greenBack', latitude: 'greenEndLatitude', longitude: 'greenEndLongitude', name: 'the green back', button: 'Green back here' },
];

export function holePointSpec(point: HolePoint): HolePointSpec {
  const spec = HOLE_POINTS.find((p) => p.point === point);
  if (!spec) throw new Error(`unknown hole point ${String(point)}`);
  return spec;
}

/** A hole's coordinate fields, any of them missing. */
export type HolePointFields = Partial<Record<HolePointField, number>>;

/**
 * The point is missing: neither field stored, or both 0 (how unset coordinates come from older data;
 * see `pointOf` in gps.ts). Only a missing point may be filled by a golfer who did not create the
 * course; a half-stored pair counts as set, since its stored half is not theirs to change.
 */
export function isPointMissing(hole: HolePointFields, point: HolePoint): boolean {
  const { latitude, longitude } = holePointSpec(point);
  const lat = hole[latitude];
  const lon = hole[longitude];
  return (lat === undefined && lon === undefined) || (lat === 0 && lon === 0);
}

/** Who records: `editsCourse` is the course's creator or an administrator, who may change any point. */
export function mayRecordPoint(hole: HolePointFields, point: HolePoint, editsCourse: boolean): boolean {
  return editsCourse || isPointMissing(hole, point);
}

/** The worst GPS accuracy (metres, the 68 % radius the Geolocation API reports) a recorded point may
 * have: a green is about 30 m deep, so front, middle and back need better than a third of it. */
export const MAX_POINT_ACCURACY_M = 10;

/** Why a fix of this accuracy cannot be recorded, or null when it can. */
export function accuracyProblem(accuracy: number): string | null {
  if (Number.isFinite(accuracy) && accuracy >= 0 && accuracy <= MAX_POINT_ACCURACY_M) return null;
  const needed = `a point needs ${MAX_POINT_ACCURACY_M} m or better. Wait a moment in the open for a better fix.`;
  if (!Number.isFinite(accuracy) || accuracy < 0) return `The accuracy of your position is not known; ${needed}`;
  return `Your position is known to about ${Math.round(accuracy)} m; ${needed}`;
}

/** Six decimals of a degree are about 10 cm: finer than any phone's GPS, and a small course document. */
export function roundedPoint(p: LatLng): LatLng {
  return { latitude: Number(p.latitude.toFixed(6)), longitude: Number(p.longitude.toFixed(6)) };
}

/** The hole's coordinate fields with `point` set to `at`. */
export function withPoint<H extends HolePointFields>(hole: H, point: HolePoint, at: LatLng): H {
  const { latitude, longitude } = holePointSpec(point);
  const p = roundedPoint(at);
  return { ...hole, [latitude]: p.latitude, [longitude]: p.longitude };
}

/**
 * A card's hole with the course's current points laid over it: a card copies its tee's holes when the
 * round starts, and a point recorded (or corrected) on the course since then is the better one. Each
 * point comes from the course when the course has it, else stays the card's.
 */
export function withCoursePoints<H extends HolePointFields>(hole: H, courseHole: HolePointFields | undefined): H {
  if (!courseHole) return hole;
  let out = hole;
  for (const spec of HOLE_POINTS) {
    if (isPointMissing(courseHole, spec.point)) continue;
    const lat = courseHole[spec.latitude];
    const lon = courseHole[spec.longitude];
    if (lat === undefined || lon === undefined) continue;
    if (out[spec.latitude] === lat && out[spec.longitude] === lon) continue;
    out = { ...out, [spec.latitude]: lat, [spec.longitude]: lon };
  }
  return out;
}
