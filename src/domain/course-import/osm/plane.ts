// Plane geometry on a golf course: a course is a few kilometres across, so a flat projection around one
// point (metres east and north, as src/scoring/hole-map/projection.ts draws a hole) is far finer than a
// phone's GPS fix. Everything here works in those metres and converts back to degrees at the end.
import { EARTH_RADIUS_M } from '../../gps.ts';
import type { LatLng } from '../../types.ts';

/** Metres east (x) and north (y) of a projection's origin. */
export interface Xy {
  x: number;
  y: number;
}

const M_PER_DEG = (Math.PI / 180) * EARTH_RADIUS_M;

export interface Plane {
  toXy(p: LatLng): Xy;
  toLatLng(p: Xy): LatLng;
}

/** The flat projection around `origin` (equirectangular: exact enough within a few kilometres). */
export function planeAt(origin: LatLng): Plane {
  const cos = Math.cos((origin.latitude * Math.PI) / 180);
  return {
    toXy: (p) => ({ x: (p.longitude - origin.longitude) * M_PER_DEG * cos, y: (p.latitude - origin.latitude) * M_PER_DEG }),
    toLatLng: (p) => ({ latitude: origin.latitude + p.y / M_PER_DEG, longitude: origin.longitude + p.x / (M_PER_DEG * cos) }),
  };
}

export const sub = (a: Xy, b: Xy): Xy => ({ x: a.x - b.x, y: a.y - b.y });
export const add = (a: Xy, b: Xy): Xy => ({ x: a.x + b.x, y: a.y + b.y });
export const scale = (a: Xy, k: number): Xy => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Xy, b: Xy): number => a.x * b.x + a.y * b.y;
/** z of the cross product: positive when `b` turns left (anticlockwise) from `a`. */
export const cross = (a: Xy, b: Xy): number => a.x * b.y - a.y * b.x;
export const length = (a: Xy): number => Math.hypot(a.x, a.y);

/** Whether `p` lies inside the area (even-odd over every ring, so inner rings are holes). */
export function insideRings(p: Xy, rings: readonly (readonly Xy[])[]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i] as Xy;
      const b = ring[j] as Xy;
      if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
    }
  }
  return inside;
}

/** Area-weighted centre of the outer rings (the average of the vertices for a degenerate ring). */
export function centroid(rings: readonly (readonly Xy[])[]): Xy | null {
  let area = 0;
  let cx = 0;
  let cy = 0;
  const all: Xy[] = [];
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[j] as Xy;
      const b = ring[i] as Xy;
      const f = a.x * b.y - b.x * a.y;
      area += f;
      cx += (a.x + b.x) * f;
      cy += (a.y + b.y) * f;
    }
    all.push(...ring);
  }
  if (all.length === 0) return null;
  if (Math.abs(area) < 1e-9) return { x: all.reduce((s, p) => s + p.x, 0) / all.length, y: all.reduce((s, p) => s + p.y, 0) / all.length };
  return { x: cx / (3 * area), y: cy / (3 * area) };
}

/** The point of segment ab nearest to p. */
export function nearestOnSegment(p: Xy, a: Xy, b: Xy): Xy {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  if (len2 === 0) return a;
  const t = Math.max(0, Math.min(1, dot(sub(p, a), ab) / len2));
  return add(a, scale(ab, t));
}

/** The point of the rings' edges (or of a line, `closed` false) nearest to p. */
export function nearestOnRings(p: Xy, rings: readonly (readonly Xy[])[], closed = true): Xy | null {
  let best: Xy | null = null;
  let bestD = Infinity;
  for (const ring of rings) {
    if (ring.length === 1) {
      const only = ring[0] as Xy;
      const d = length(sub(p, only));
      if (d < bestD) [best, bestD] = [only, d];
    }
    const last = closed ? ring.length : ring.length - 1;
    for (let i = 0; i < last; i++) {
      const q = nearestOnSegment(p, ring[i] as Xy, ring[(i + 1) % ring.length] as Xy);
      const d = length(sub(p, q));
      if (d < bestD) [best, bestD] = [q, d];
    }
  }
  return best;
}

/**
 * Where the ray from `from` along `direction` crosses the rings' edges: the distances along the ray (in
 * units of |direction|), ahead of `from` only, sorted.
 */
export function rayCrossings(from: Xy, direction: Xy, rings: readonly (readonly Xy[])[]): number[] {
  const hits: number[] = [];
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i] as Xy;
      const b = ring[(i + 1) % ring.length] as Xy;
      const edge = sub(b, a);
      const denom = cross(direction, edge);
      if (Math.abs(denom) < 1e-12) continue; // parallel: touching along an edge counts as no crossing
      const w = sub(a, from);
      const t = cross(w, edge) / denom;
      const u = cross(w, direction) / denom;
      // Half-open on the edge, so a ray through a shared vertex counts once.
      if (t > 1e-9 && u >= 0 && u < 1) hits.push(t);
    }
  }
  return hits.sort((x, y) => x - y);
}
