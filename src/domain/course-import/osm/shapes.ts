// From OpenStreetMap elements to shapes with their positions: a hole line, an area (a closed way, or a
// multipolygon relation whose member ways are joined into rings; wiki "Relation:multipolygon"), or a
// point. An element whose positions are not all in the answer, or whose rings do not close, becomes a
// shape with a `problem`, so the preview can say what was left out and why.
import type { LatLng } from '../../types.ts';
import type { OsmShapeProblem } from './model.ts';
import { elementRef, type OsmElement, type OsmMember, type OsmRelation, type OsmWay } from './elements.ts';
import { holeNumbers, type OsmTags } from './tags.ts';

export interface OsmShape {
  /** `way/123`, `relation/45`, `node/6`. */
  element: string;
  tags: OsmTags;
  /** An open way: its points in order (a hole line runs from the tee to the green). */
  line: LatLng[] | null;
  /** An area's outer rings (each closed: first point = last point). */
  outer: LatLng[][];
  inner: LatLng[][];
  point: LatLng | null;
  /** A hole line without a `ref`, numbered by its place among the hole members of a course relation. */
  numberedBy?: { relation: string; number: number };
  /** Why the shape could not be read whole. */
  problem?: OsmShapeProblem;
}

export interface OsmShapes {
  shapes: OsmShape[];
}

const same = (a: LatLng, b: LatLng) => a.latitude === b.latitude && a.longitude === b.longitude;

/** Whether a list of points is a closed ring (at least a triangle). */
export const isRing = (points: readonly LatLng[]) => points.length >= 4 && same(points[0] as LatLng, points[points.length - 1] as LatLng);

/** Joins way segments end to end into closed rings; what cannot be closed is returned apart. */
export function joinRings(segments: readonly LatLng[][]): { rings: LatLng[][]; open: number } {
  const pool = segments.filter((s) => s.length >= 2).map((s) => [...s]);
  const rings: LatLng[][] = [];
  let open = 0;
  while (pool.length > 0) {
    let ring = pool.shift() as LatLng[];
    let grown = true;
    while (!isRing(ring) && grown) {
      grown = false;
      const end = ring[ring.length - 1] as LatLng;
      for (let i = 0; i < pool.length; i++) {
        const s = pool[i] as LatLng[];
        if (same(s[0] as LatLng, end)) ring = [...ring, ...s.slice(1)];
        else if (same(s[s.length - 1] as LatLng, end)) ring = [...ring, ...[...s].reverse().slice(1)];
        else continue;
        pool.splice(i, 1);
        grown = true;
        break;
      }
    }
    if (isRing(ring)) rings.push(ring);
    else open += 1;
  }
  return { rings, open };
}

function wayPoints(way: OsmWay, nodes: ReadonlyMap<number, LatLng>): LatLng[] | null {
  if (way.geometry && way.geometry.length > 0) return way.geometry.every((p) => p !== null) ? (way.geometry as LatLng[]) : null;
  const points = way.nodes.map((id) => nodes.get(id) ?? null);
  return points.length > 0 && points.every((p) => p !== null) ? (points as LatLng[]) : null;
}

function memberPoints(m: OsmMember, ways: ReadonlyMap<number, OsmWay>, nodes: ReadonlyMap<number, LatLng>): LatLng[] | null {
  if (m.geometry && m.geometry.length > 0) return m.geometry.every((p) => p !== null) ? (m.geometry as LatLng[]) : null;
  const way = ways.get(m.ref);
  return way ? wayPoints(way, nodes) : null;
}

const bare = (element: string, tags: OsmTags): OsmShape => ({ element, tags, line: null, outer: [], inner: [], point: null });

function multipolygon(r: OsmRelation, ways: ReadonlyMap<number, OsmWay>, nodes: ReadonlyMap<number, LatLng>): OsmShape {
  const shape = bare(elementRef(r), r.tags);
  const wayMembers = r.members.filter((m) => m.type === 'way');
  const parts = wayMembers.map((m) => ({ inner: m.role === 'inner', points: memberPoints(m, ways, nodes) }));
  const missing = parts.filter((p) => p.points === null).length;
  const outer = joinRings(parts.filter((p) => !p.inner && p.points).map((p) => p.points as LatLng[]));
  const inner = joinRings(parts.filter((p) => p.inner && p.points).map((p) => p.points as LatLng[]));
  shape.outer = outer.rings;
  shape.inner = inner.rings;
  if (missing > 0) shape.problem = { code: 'members-missing', count: missing };
  else if (outer.rings.length === 0) shape.problem = { code: 'outer-not-closed' };
  else if (outer.open + inner.open > 0) shape.problem = { code: 'rings-not-closed' };
  return shape;
}

/** The hole lines a relation lists, by way id, numbered in member order (a course listing its holes). */
function holeOrder(r: OsmRelation, ways: ReadonlyMap<number, OsmWay>): Map<number, number> {
  const holes = r.members.filter((m) => m.type === 'way' && ways.get(m.ref)?.tags.golf === 'hole');
  if (holes.length === 0 || holes.length > 18) return new Map();
  return new Map(holes.map((m, i) => [m.ref, i + 1]));
}

/** The tagged elements as shapes (untagged nodes and ways only carry positions for the others). */
export function shapesFromElements(elements: readonly OsmElement[]): OsmShapes {
  const nodes = new Map<number, LatLng>();
  const ways = new Map<number, OsmWay>();
  for (const e of elements) {
    if (e.type === 'node') nodes.set(e.id, { latitude: e.lat, longitude: e.lon });
    else if (e.type === 'way') ways.set(e.id, e);
  }
  // A hole line without a ref takes its number from the first relation listing it among its holes.
  const numbered = new Map<number, { relation: string; number: number }>();
  for (const e of elements) {
    if (e.type !== 'relation') continue;
    for (const [wayId, number] of holeOrder(e, ways)) if (!numbered.has(wayId)) numbered.set(wayId, { relation: elementRef(e), number });
  }
  const shapes: OsmShape[] = [];
  for (const e of elements) {
    if (Object.keys(e.tags).length === 0) continue;
    if (e.type === 'node') {
      shapes.push({ ...bare(elementRef(e), e.tags), point: { latitude: e.lat, longitude: e.lon } });
    } else if (e.type === 'way') {
      const shape = bare(elementRef(e), e.tags);
      const points = wayPoints(e, nodes);
      if (!points) shape.problem = { code: 'nodes-missing' };
      else if (e.tags.golf !== 'hole' && isRing(points)) shape.outer = [points];
      else shape.line = points;
      const order = numbered.get(e.id);
      if (order && e.tags.golf === 'hole' && holeNumbers(e.tags.ref) === null) shape.numberedBy = order;
      shapes.push(shape);
    } else if (e.tags.type === 'multipolygon' || e.tags.type === 'boundary') {
      shapes.push(multipolygon(e, ways, nodes));
    } else {
      // Another relation (a route=golf listing the holes): kept for its tags and centre only.
      shapes.push({ ...bare(elementRef(e), e.tags), point: e.center ?? null });
    }
  }
  return { shapes };
}
