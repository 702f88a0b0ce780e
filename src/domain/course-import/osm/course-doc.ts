// From a built OpenStreetMap course to the parts of our course document (schemas/courses.ts): the holes
// of a new tee (par, stroke index and distance from the tags, or typed in the preview where the map has
// none), a nine played twice as 18 holes, and the geometry put onto an existing tee's holes without
// touching what the golfer set (docs/ARCHITECTURE.md, "Course geometry from OpenStreetMap").
import type { TeeType } from '../../enums.ts';
import { pointOf } from '../../gps.ts';
import type { LatLng } from '../../types.ts';
import { PITCH_AND_PUTT_MAX_METRES } from '../map-course.ts';
import type { OsmCourse, OsmHole, OsmHolePart, OsmObstacle } from './model.ts';

/** The stored coordinate pairs of a hole, with the part the preview names for each. */
export const GEOMETRY_POINTS = [
  { key: 'tee', part: 'tee', lat: 'teeLatitude', lon: 'teeLongitude' },
  { key: 'front', part: 'green-front', lat: 'greenFrontLatitude', lon: 'greenFrontLongitude' },
  { key: 'middle', part: 'green-middle', lat: 'middleLatitude', lon: 'middleLongitude' },
  { key: 'back', part: 'green-back', lat: 'greenEndLatitude', lon: 'greenEndLongitude' },
] as const;

export type GeometryField = (typeof GEOMETRY_POINTS)[number]['lat' | 'lon'];

/** A hole's coordinates and obstacles as the course document stores them. */
export type HoleGeometry = Partial<Record<GeometryField, number>> & { obstacles?: OsmObstacle[] };

function pointsOf(h: OsmHole): Record<(typeof GEOMETRY_POINTS)[number]['key'], LatLng | null> {
  return { tee: h.tee, front: h.green?.front ?? null, middle: h.green?.middle ?? null, back: h.green?.back ?? null };
}

/** The hole's geometry fields (only those the map gave). */
export function holeGeometry(h: OsmHole): HoleGeometry {
  const out: HoleGeometry = {};
  const points = pointsOf(h);
  for (const g of GEOMETRY_POINTS) {
    const p = points[g.key];
    if (p) {
      out[g.lat] = p.latitude;
      out[g.lon] = p.longitude;
    }
  }
  if (h.obstacles.length > 0) out.obstacles = h.obstacles;
  return out;
}

/**
 * The stroke indexes of a nine played twice: the second round's from the tags (`handicap=3;4`), else by
 * the nine's own pattern: 1..9 become 2n - 1 and 2n (docs/GOLF.md, "Extra shots": a nine indexed 1..9
 * counts as 2n - 1), odd ones n and n + 1, even ones n - 1 and n.
 */
function twiceIndexes(holes: readonly OsmHole[]): (h: OsmHole) => [number | null, number | null] {
  const known = holes.map((h) => h.hcp).filter((n): n is number => n !== null);
  const pattern = known.length === 0 ? null : known.every((n) => n <= 9) ? 'nine' : known.every((n) => n % 2 === 1) ? 'odd' : known.every((n) => n % 2 === 0) ? 'even' : null;
  return (h) => {
    if (h.secondHcp !== null) return [h.hcp, h.secondHcp];
    if (h.hcp === null || pattern === null) return [h.hcp, null];
    if (pattern === 'nine') return [2 * h.hcp - 1, 2 * h.hcp];
    if (pattern === 'odd') return [h.hcp, h.hcp + 1];
    return [h.hcp - 1, h.hcp];
  };
}

function withMissing(h: OsmHole): OsmHole {
  const missing = h.missing.filter((m) => m !== 'stroke-index');
  return { ...h, missing: h.hcp === null ? [...missing, 'stroke-index'] : missing };
}

/** A 9-hole course as 18 holes, the nine played twice; any other course as it is. */
export function playedTwice(course: OsmCourse): OsmCourse {
  if (course.holeCount !== 9) return course;
  const indexes = twiceIndexes(course.holes);
  const first = course.holes.map((h) => withMissing({ ...h, hcp: indexes(h)[0], secondHcp: null }));
  const second = course.holes.map((h) => withMissing({ ...h, number: h.number + 9, hcp: indexes(h)[1], secondHcp: null }));
  return { ...course, holeCount: 18, holes: [...first, ...second] };
}

/** Pitch and Putt when every hole is a par 3 of at most 120 m, PAR3 when every hole is a par 3, else Golf. */
export function osmTeeType(holes: readonly { par?: number | null; distance?: number | null }[]): TeeType {
  if (holes.length === 0 || !holes.every((h) => h.par === 3)) return 'Golf';
  return holes.every((h) => typeof h.distance === 'number' && h.distance <= PITCH_AND_PUTT_MAX_METRES) ? 'Pitch and Putt' : 'PAR3';
}

export interface NewTeeHole extends HoleGeometry {
  number: number;
  /** Absent until tagged or typed: the preview asks for it. */
  par?: number;
  hcp?: number;
  distance?: number;
}

/** The holes of a new tee: tags first, then what the golfer typed for the holes the map left without. */
export function newTeeHoles(course: OsmCourse, typed: { par?: Readonly<Record<number, number>>; hcp?: Readonly<Record<number, number>> } = {}): NewTeeHole[] {
  return course.holes.map((h) => {
    const par = h.par ?? typed.par?.[h.number];
    const hcp = h.hcp ?? typed.hcp?.[h.number];
    return {
      number: h.number,
      ...(par !== undefined ? { par } : {}),
      ...(hcp !== undefined ? { hcp } : {}),
      ...(h.distance !== null ? { distance: h.distance } : {}),
      ...holeGeometry(h),
    };
  });
}

/** What putting the geometry on one hole does, for the preview and the message after it. */
export interface GeometryChange {
  number: number;
  /** What the map fills in (`obstacles`: `obstacleCount` of them). */
  filled: OsmHolePart[];
  /** What the hole already had and keeps. */
  kept: OsmHolePart[];
  /** How many obstacles the map puts on the hole (0 when it puts none). */
  obstacleCount: number;
}

type HoleWithGeometry = { number: number } & Partial<Record<GeometryField, number>> & { obstacles?: readonly unknown[] };

/**
 * The tee's holes with the map's coordinates and obstacles filled in, by hole number. Par, stroke index,
 * distance and notes are never touched; coordinates and obstacles the hole already has are kept unless
 * `replace` is set.
 */
export function mergeGeometry<H extends HoleWithGeometry>(holes: readonly H[], course: OsmCourse, replace = false): { holes: H[]; changes: GeometryChange[] } {
  const byNumber = new Map(course.holes.map((h) => [h.number, h]));
  const changes: GeometryChange[] = [];
  const merged = holes.map((hole) => {
    const osm = byNumber.get(hole.number);
    if (!osm) return hole;
    const points = pointsOf(osm);
    const next: Record<string, unknown> = { ...hole };
    const change: GeometryChange = { number: hole.number, filled: [], kept: [], obstacleCount: 0 };
    for (const g of GEOMETRY_POINTS) {
      const p = points[g.key];
      if (!p) continue;
      const has = pointOf(hole[g.lat], hole[g.lon]) !== null;
      if (has && !replace) {
        change.kept.push(g.part);
        continue;
      }
      next[g.lat] = p.latitude;
      next[g.lon] = p.longitude;
      change.filled.push(g.part);
    }
    if (osm.obstacles.length > 0) {
      const has = (hole.obstacles?.length ?? 0) > 0;
      if (has && !replace) change.kept.push('obstacles');
      else {
        next.obstacles = osm.obstacles;
        change.filled.push('obstacles');
        change.obstacleCount = osm.obstacles.length;
      }
    }
    if (change.filled.length > 0 || change.kept.length > 0) changes.push(change);
    return next as H;
  });
  return { holes: merged, changes };
}
