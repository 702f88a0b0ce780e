// Where a hole's green is, for the marks (docs/GOLF.md, "Shots and club distances"): whether a ball
// lies on it, and where the hole is cut.
import { distanceMeters, pointOf, type GreenCoordinates } from '../gps.ts';
import type { LatLng } from '../types.ts';

/** A green's radius (metres) when the hole does not give its front and back: a common green of 600 m². */
export const GREEN_RADIUS_M = 14;

/** The green's points as a hole stores them, with the flag (the hole's own position) when recorded. */
export interface GreenPoints extends GreenCoordinates {
  latitude?: number | null;
  longitude?: number | null;
}

/** Where the hole is cut: the flag when recorded, else the green's middle; null without either. */
export function holePosition(green: GreenPoints): LatLng | null {
  return pointOf(green.latitude, green.longitude) ?? pointOf(green.middleLatitude, green.middleLongitude);
}

/** The green's radius (metres): half the distance from its front to its back when the hole has both
 * (at least 5 m), else GREEN_RADIUS_M. */
export function greenRadius(green: GreenPoints): number {
  const front = pointOf(green.greenFrontLatitude, green.greenFrontLongitude);
  const back = pointOf(green.greenEndLatitude, green.greenEndLongitude);
  return front && back ? Math.max(5, distanceMeters(front, back) / 2) : GREEN_RADIUS_M;
}

/** How far (metres) `at` is from the green's middle, or null when the hole has no middle. */
export function fromGreenMiddle(at: LatLng, green: GreenPoints): number | null {
  const middle = pointOf(green.middleLatitude, green.middleLongitude);
  return middle ? distanceMeters(at, middle) : null;
}

/** Whether a ball at `at` lies on the green: within greenRadius of its middle. False without a middle:
 * nothing is known. Example: 7 m from the middle of a green without front and back -> on it. */
export function onTheGreen(at: LatLng, green: GreenPoints): boolean {
  const d = fromGreenMiddle(at, green);
  return d !== null && d <= greenRadius(green);
}
