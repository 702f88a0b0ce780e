// Where a course is (docs/ARCHITECTURE.md, "Course directory"): the median latitude and the median
// longitude of every point its holes carry (tees, greens, the middle), over all its tees. The median,
// not the mean, so one point typed far off does not move the course; a course without coordinates has
// no position and is found by name only.
import { pointOf } from '../gps.ts';
import type { LatLng } from '../types.ts';
import { encodeGeohash } from './geohash.ts';

/** Characters of the geohash a course is found by (about 5 m: finer than any search needs). */
export const COURSE_GEOHASH_PRECISION = 9;

interface HolePoints {
  latitude?: number | null;
  longitude?: number | null;
  teeLatitude?: number | null;
  teeLongitude?: number | null;
  greenFrontLatitude?: number | null;
  greenFrontLongitude?: number | null;
  greenEndLatitude?: number | null;
  greenEndLongitude?: number | null;
  middleLatitude?: number | null;
  middleLongitude?: number | null;
}

export interface PlacedCourse {
  tees?: readonly { holes?: readonly HolePoints[] }[];
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** The course's position, or null when none of its holes has coordinates. */
export function coursePosition(course: PlacedCourse): LatLng | null {
  const points: LatLng[] = [];
  for (const tee of course.tees ?? []) {
    for (const h of tee.holes ?? []) {
      for (const p of [
        pointOf(h.teeLatitude, h.teeLongitude),
        pointOf(h.latitude, h.longitude),
        pointOf(h.greenFrontLatitude, h.greenFrontLongitude),
        pointOf(h.middleLatitude, h.middleLongitude),
        pointOf(h.greenEndLatitude, h.greenEndLongitude),
      ]) {
        if (p) points.push(p);
      }
    }
  }
  if (points.length === 0) return null;
  return { latitude: median(points.map((p) => p.latitude)), longitude: median(points.map((p) => p.longitude)) };
}

/** The geohash a course is found by, or undefined when it has no position. */
export function courseGeohash(course: PlacedCourse): string | undefined {
  const at = coursePosition(course);
  return at ? encodeGeohash(at, COURSE_GEOHASH_PRECISION) : undefined;
}
