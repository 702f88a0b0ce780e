// Distances on the course (docs/GOLF.md, "Statistics": haversine, Earth radius 6,371,000 m).
import type { DistanceUnit } from './enums.ts';
import type { LatLng } from './types.ts';
import { wholeUnits } from './units.ts';

export const EARTH_RADIUS_M = 6_371_000;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). (0, 0) to (0, 1 degree east) = 111,194.9 m. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The green's coordinates as a hole stores them (any may be missing). */
export interface GreenCoordinates {
  greenFrontLatitude?: number | null;
  greenFrontLongitude?: number | null;
  middleLatitude?: number | null;
  middleLongitude?: number | null;
  greenEndLatitude?: number | null;
  greenEndLongitude?: number | null;
}

/**
 * A point from a stored latitude/longitude pair, or null when either is missing. (0, 0) is how
 * unset coordinates come from older data and lies in the Gulf of Guinea, so it counts as missing.
 */
export function pointOf(latitude: number | null | undefined, longitude: number | null | undefined): LatLng | null {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (latitude === 0 && longitude === 0) return null;
  return { latitude, longitude };
}

export interface GreenDistances {
  front: number | null;
  middle: number | null;
  back: number | null;
}

/** Whole metres (or whole yards, in `unit`) from the golfer to the front, middle and back of the green;
 * null where the hole has no such point. Rounded once, from the exact distance. */
export function distancesToGreen(from: LatLng, hole: GreenCoordinates, unit: DistanceUnit = 'metres'): GreenDistances {
  const to = (p: LatLng | null) => (p ? wholeUnits(distanceMeters(from, p), unit) : null);
  return {
    front: to(pointOf(hole.greenFrontLatitude, hole.greenFrontLongitude)),
    middle: to(pointOf(hole.middleLatitude, hole.middleLongitude)),
    back: to(pointOf(hole.greenEndLatitude, hole.greenEndLongitude)),
  };
}
