// Test shapes drawn in metres east and north of one point, turned into OpenStreetMap shapes, so a vector
// reads as the drawing it is ("a 30 m square green 200 m north of the tee").
import { planeAt, type OsmShape, type OsmTags } from '../../../../../src/domain/course-import/osm/index.ts';
import type { LatLng } from '../../../../../src/domain/types.ts';

export const ORIGIN: LatLng = { latitude: 52.38, longitude: 4.58 };
export const plane = planeAt(ORIGIN);
export type Metres = [east: number, north: number];

export const at = ([x, y]: Metres): LatLng => plane.toLatLng({ x, y });
/**
 * Metres east and north of ORIGIN of a position, to the decimetre: stored positions keep six decimals of a
 * degree (about 10 cm), so a point lands within 6 cm of where it was worked out.
 */
export const metresOf = (p: LatLng | null | undefined): Metres | null => {
  if (!p) return null;
  const xy = plane.toXy(p);
  const dm = (n: number) => Math.round(n * 10) / 10 + 0;
  return [dm(xy.x), dm(xy.y)];
};

let next = 1;
const id = (type: string) => `${type}/${next++}`;

export function line(tags: OsmTags, points: Metres[]): OsmShape {
  return { element: id('way'), tags, line: points.map(at), outer: [], inner: [], point: null };
}

/** A closed ring through the corners given (the first repeated at the end). */
export function area(tags: OsmTags, corners: Metres[], type: 'way' | 'relation' = 'way'): OsmShape {
  const ring = [...corners, corners[0] as Metres].map(at);
  return { element: id(type), tags, line: null, outer: [ring], inner: [], point: null };
}

/** A square of side `2 * half` centred on `c`. */
export function square(tags: OsmTags, [cx, cy]: Metres, half: number): OsmShape {
  return area(tags, [
    [cx - half, cy - half],
    [cx + half, cy - half],
    [cx + half, cy + half],
    [cx - half, cy + half],
  ]);
}
