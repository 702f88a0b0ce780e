// Courses from OpenStreetMap shapes, built from what mappers draw (OpenStreetMap wiki, "Tag:golf=hole",
// "Tag:golf=green", "Tag:golf=tee", "Tag:leisure=golf_course"; docs/ARCHITECTURE.md, "Course geometry
// from OpenStreetMap"):
// - a course is a `leisure=golf_course` area; the golf features inside it are its own (data without any
//   course area is one course);
// - a hole is a `golf=hole` line from the tee to the green, numbered by `ref` (`ref=1;10` when it is
//   played twice), else by its place in a relation listing the course's holes; `par`, `handicap` (the
//   stroke index) and `dist` on the line, or per tee colour (`dist:white`);
// - its tee is the line's start; its green the `golf=green` area tagged with its number, else the one
//   its line ends in or near (so two lines ending on one green share it, and `ref=9;18` says so);
// - a hole with no line is built from the tee and green areas tagged with its number;
// - bunkers and water near each green become the hole's obstacles.
import { distanceMeters } from '../../gps.ts';
import type { LatLng } from '../../types.ts';
import { greenFromPolygon } from './green.ts';
import type { OsmCourse, OsmGreen, OsmHole, OsmHolePart, OsmNote } from './model.ts';
import { englishObstacleName, obstacleKindOf, obstaclesNear, type ObstacleNamer, type PlacedObstacle } from './obstacles.ts';
import { centroid, insideRings, length, nearestOnRings, planeAt, sub, type Plane, type Xy } from './plane.ts';
import type { OsmShape } from './shapes.ts';
import { colourSubkeys, holeNumbers, intList, metres, tagFor } from './tags.ts';

/** A line ending this far from every green area still finds the nearest one. */
export const GREEN_SEARCH_M = 40;
/** The obstacles a hole may keep (COURSE_LIMITS.obstaclesPerHole in schemas/limits.ts). */
export const MAX_OBSTACLES = 10;
/** Six decimals of a degree are about 10 cm: finer than any GPS, and the course document stays small. */
const DECIMALS = 6;
const MAX_NAME = 200;
/** The tee colours of our tees (schemas/enums.ts TEE_COLOURS), preferred in this order. */
const TEE_COLOURS = ['white', 'yellow', 'blue', 'red', 'black', 'green'];

/** The name of a course the data leaves unnamed when the caller gives none (the import page gives one
 * in the golfer's language). */
const ENGLISH_FALLBACK_NAME = 'Golf course';

export interface BuildOptions {
  /** The course's name when the data has no course area or its area has no name (a file's name, a
   * search result's name), in the importing golfer's language. */
  fallbackName?: string;
  maxObstacles?: number;
  /** The obstacles' names, in the importing golfer's language (English by default). */
  obstacleName?: ObstacleNamer;
}

const fix = (n: number) => Number(n.toFixed(DECIMALS));
const rounded = (p: LatLng): LatLng => ({ latitude: fix(p.latitude), longitude: fix(p.longitude) });

function par(value: string | undefined): number | null {
  const [n] = intList(value);
  return typeof n === 'number' && n >= 2 && n <= 7 ? n : null;
}

function strokeIndexes(value: string | undefined): (number | null)[] {
  return intList(value).map((n) => (n !== null && n >= 1 && n <= 18 ? n : null));
}

/** The shape's representative point: a line's middle point, an area's centre, a node. */
function anchor(s: OsmShape, plane: Plane): Xy | null {
  if (s.point) return plane.toXy(s.point);
  if (s.line && s.line.length > 0) return plane.toXy(s.line[Math.floor(s.line.length / 2)] as LatLng);
  return centroid(s.outer.map((r) => r.map(plane.toXy)));
}

interface Area {
  shape: OsmShape;
  outer: Xy[][];
  inner: Xy[][];
}

const areaOf = (shape: OsmShape, plane: Plane): Area => ({ shape, outer: shape.outer.map((r) => r.map(plane.toXy)), inner: shape.inner.map((r) => r.map(plane.toXy)) });
const inside = (p: Xy, a: Area) => insideRings(p, a.outer) && !insideRings(p, a.inner);
function distanceTo(p: Xy, a: Area): number {
  if (inside(p, a)) return 0;
  const q = nearestOnRings(p, [...a.outer, ...a.inner]);
  return q ? length(sub(p, q)) : Infinity;
}
function ringArea(a: Area): number {
  let s = 0;
  for (const ring of a.outer) for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) s += (ring[j] as Xy).x * (ring[i] as Xy).y - (ring[i] as Xy).x * (ring[j] as Xy).y;
  return Math.abs(s / 2);
}

/** The tee colour whose subkeys most holes use, preferring the common colours. */
function chooseColour(lines: readonly OsmShape[]): string | null {
  const counts = new Map<string, number>();
  for (const l of lines) for (const c of new Set(colourSubkeys(l.tags))) counts.set(c, (counts.get(c) ?? 0) + 1);
  if (counts.size === 0) return null;
  const rank = (c: string) => (TEE_COLOURS.includes(c) ? TEE_COLOURS.indexOf(c) : TEE_COLOURS.length);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
}

function lineMetres(points: readonly LatLng[]): number {
  let sum = 0;
  for (let i = 1; i < points.length; i++) sum += distanceMeters(points[i - 1] as LatLng, points[i] as LatLng);
  return Math.round(sum);
}

/** The element a note names: its id and its golf tag as mapped. */
const named = (s: OsmShape) => ({ element: s.element, feature: s.tags.golf ? `golf=${s.tags.golf}` : s.tags.leisure ? `leisure=${s.tags.leisure}` : null });

/** One course's shapes built into holes. */
function buildOne(area: OsmShape | null, shapes: readonly OsmShape[], water: readonly OsmShape[], options: Required<BuildOptions>): OsmCourse {
  const notes: OsmNote[] = [];
  const all = [...shapes, ...(area ? [area] : [])];
  const first = all.map((s) => s.point ?? s.line?.[0] ?? s.outer[0]?.[0]).find((p): p is LatLng => p !== undefined);
  const plane = planeAt(first ?? { latitude: 0, longitude: 0 });
  const centreXy = area && area.outer.length > 0 ? centroid(area.outer.map((r) => r.map(plane.toXy))) : null;
  for (const s of shapes) if (s.problem && (s.tags.golf || s.tags.leisure)) notes.push({ code: 'unreadable', ...named(s), problem: s.problem });

  const lines = shapes.filter((s) => s.tags.golf === 'hole' && s.line && s.line.length >= 2 && !s.problem);
  for (const s of shapes) if (s.tags.golf === 'hole' && !s.problem && (!s.line || s.line.length < 2)) notes.push({ code: 'short-line', ...named(s) });
  const greens = shapes.filter((s) => s.tags.golf === 'green' && s.outer.length > 0).map((s) => areaOf(s, plane));
  for (const s of shapes) if (s.tags.golf === 'green' && s.outer.length === 0 && !s.problem) notes.push({ code: 'open-green', ...named(s) });
  const tees = shapes.filter((s) => s.tags.golf === 'tee' && (s.outer.length > 0 || s.point));
  const hazards: PlacedObstacle[] = [...shapes, ...water]
    .map((s) => ({ s, kind: obstacleKindOf(s) }))
    .filter((x) => x.kind !== null && (x.s.outer.length > 0 || x.s.point))
    .map(({ s, kind }) => ({ kind: kind as PlacedObstacle['kind'], outer: s.outer.map((r) => r.map(plane.toXy)), inner: s.inner.map((r) => r.map(plane.toXy)), point: s.point ? plane.toXy(s.point) : null }));
  const colour = chooseColour(lines);

  const greenRefs = (a: Area) => holeNumbers(a.shape.tags.ref);
  /** The green of hole `n` seen from `end`: tagged with its number, else the one the line ends in or near. */
  function greenFor(n: number, end: Xy | null): Area | null {
    const tagged = greens.filter((g) => greenRefs(g)?.includes(n));
    const byDistance = (list: Area[]) => (end ? [...list].sort((a, b) => distanceTo(end, a) - distanceTo(end, b)) : list);
    if (tagged.length > 0) return byDistance(tagged)[0] ?? null;
    if (!end) return null;
    const untagged = greens.filter((g) => greenRefs(g) === null);
    const nearest = byDistance(untagged)[0];
    return nearest && distanceTo(end, nearest) <= GREEN_SEARCH_M ? nearest : null;
  }

  function greenOf(n: number, line: Xy[], endPoint: Xy | null): { green: OsmGreen | null; play: Xy | null } {
    const area = greenFor(n, endPoint);
    if (area) {
      const g = greenFromPolygon(line, area.outer, area.inner);
      if (g) {
        const play = g.front && g.back ? sub(g.back, g.front) : null;
        const p = (x: Xy | null) => (x ? rounded(plane.toLatLng(x)) : null);
        return { green: { front: p(g.front), middle: p(g.middle) as LatLng, back: p(g.back), method: g.method, element: area.shape.element }, play };
      }
    }
    if (endPoint && line.length >= 2) {
      // No green area: the wiki draws the hole line to the pin, so its end is the middle's best guess.
      const play = sub(endPoint, line[line.length - 2] as Xy);
      return { green: { front: null, middle: rounded(plane.toLatLng(endPoint)), back: null, method: 'centre', element: null }, play };
    }
    return { green: null, play: null };
  }

  function finish(hole: Omit<OsmHole, 'obstacles' | 'missing'>, play: Xy | null): OsmHole {
    const middle = hole.green ? plane.toXy(hole.green.middle) : null;
    const obstacles = middle ? obstaclesNear(hazards, middle, play, plane, options.maxObstacles, options.obstacleName).map((o) => ({ ...o, latitude: fix(o.latitude), longitude: fix(o.longitude) })) : [];
    const missing: OsmHolePart[] = [
      ...(hole.tee ? [] : (['tee'] as const)),
      ...(hole.green ? (hole.green.front && hole.green.back ? [] : (['green-front-back'] as const)) : (['green'] as const)),
      ...(hole.par === null ? (['par'] as const) : []),
      ...(hole.hcp === null ? (['stroke-index'] as const) : []),
    ];
    return { ...hole, obstacles, missing };
  }

  const holes = new Map<number, OsmHole>();
  const lineOf = new Map<number, string>();
  for (const l of lines) {
    const refs = holeNumbers(l.tags.ref) ?? (l.numberedBy ? [l.numberedBy.number] : null);
    if (!refs) {
      notes.push({ code: 'no-ref', ...named(l) });
      continue;
    }
    const points = l.line as LatLng[];
    const xy = points.map(plane.toXy);
    const indexes = strokeIndexes(tagFor(l.tags, 'handicap', colour));
    const pars = intList(tagFor(l.tags, 'par', colour));
    const dists = (tagFor(l.tags, 'dist', colour) ?? '').split(';');
    refs.forEach((n, i) => {
      const taken = lineOf.get(n);
      if (taken) {
        notes.push({ code: 'mapped-twice', hole: n, used: taken, other: l.element });
        return;
      }
      lineOf.set(n, l.element);
      const { green, play } = greenOf(n, xy, xy[xy.length - 1] as Xy);
      const p = pars[i] ?? pars[0];
      const hcp = refs.length > 1 ? (indexes[i] ?? null) : (indexes[0] ?? null);
      const hole = finish(
        {
          number: n,
          par: p !== undefined && p !== null && p >= 2 && p <= 7 ? p : null,
          hcp,
          secondHcp: refs.length === 1 ? (indexes[1] ?? null) : null,
          distance: metres(dists[i] ?? dists[0]),
          lineMetres: lineMetres(points),
          tee: rounded(points[0] as LatLng),
          green,
          line: l.element,
        },
        play,
      );
      holes.set(n, hole);
    });
  }

  // Holes with no line: from the tee and green areas tagged with their number.
  const tagged = new Set([...greens.flatMap((g) => greenRefs(g) ?? []), ...tees.flatMap((t) => holeNumbers(t.tags.ref) ?? [])]);
  for (const n of [...tagged].sort((a, b) => a - b)) {
    if (holes.has(n)) continue;
    const green = greenFor(n, null);
    const greenCentre = green ? centroid(green.outer) : null;
    const teeShapes = tees.filter((t) => holeNumbers(t.tags.ref)?.includes(n));
    // Of several tee areas (one per colour), the one farthest from the green: the back tee.
    const teeXy = teeShapes
      .map((t) => anchor(t, plane))
      .filter((p): p is Xy => p !== null)
      .sort((a, b) => (greenCentre ? length(sub(b, greenCentre)) - length(sub(a, greenCentre)) : 0))[0];
    const g = green ? greenFromPolygon(teeXy ? [teeXy] : [], green.outer, green.inner) : null;
    const p = (x: Xy | null) => (x ? rounded(plane.toLatLng(x)) : null);
    const hole = finish(
      {
        number: n,
        par: par(green?.shape.tags.par),
        hcp: null,
        secondHcp: null,
        distance: null,
        lineMetres: null,
        tee: teeXy ? p(teeXy) : null,
        green: g && green ? { front: p(g.front), middle: p(g.middle) as LatLng, back: p(g.back), method: g.method, element: green.shape.element } : null,
        line: null,
      },
      g?.front && g.back ? sub(g.back, g.front) : null,
    );
    holes.set(n, hole);
  }

  const highest = Math.max(0, ...holes.keys());
  const holeCount: 9 | 18 = highest <= 9 ? 9 : 18;
  const list: OsmHole[] = Array.from({ length: holeCount }, (_, i) => {
    const n = i + 1;
    return (
      holes.get(n) ?? {
        number: n,
        par: null,
        hcp: null,
        secondHcp: null,
        distance: null,
        lineMetres: null,
        tee: null,
        green: null,
        obstacles: [],
        line: null,
        missing: ['hole-line', 'tee', 'green', 'par', 'stroke-index'],
      }
    );
  });
  const firstLine = lines[0]?.element ?? null;
  const element = area && /^(way|relation)\/\d+$/.test(area.element) ? area.element : firstLine && /^way\/\d+$/.test(firstLine) ? firstLine : null;
  const name = ((area?.tags.name ?? area?.tags['name:en'] ?? '').trim() || options.fallbackName.trim()).slice(0, MAX_NAME) || ENGLISH_FALLBACK_NAME;
  return {
    element,
    name,
    centre: centreXy ? rounded(plane.toLatLng(centreXy)) : (first ? rounded(first) : null),
    holeCount,
    holes: list,
    teeColour: colour,
    notes,
  };
}

/**
 * The courses of the data: one per `leisure=golf_course` area with golf features inside it (a feature
 * belongs to the smallest course area around it), or one course of everything when there is no area.
 */
export function buildOsmCourses(shapes: readonly OsmShape[], options: BuildOptions = {}): OsmCourse[] {
  const opts: Required<BuildOptions> = {
    fallbackName: options.fallbackName ?? ENGLISH_FALLBACK_NAME,
    maxObstacles: options.maxObstacles ?? MAX_OBSTACLES,
    obstacleName: options.obstacleName ?? englishObstacleName,
  };
  const golf = shapes.filter((s) => s.tags.golf !== undefined);
  const water = shapes.filter((s) => s.tags.golf === undefined && s.tags.natural === 'water');
  const courseShapes = shapes.filter((s) => s.tags.leisure === 'golf_course' && s.outer.length > 0);
  if (courseShapes.length === 0) return golf.length > 0 ? [buildOne(null, golf, water, opts)] : [];
  const firstPoint = courseShapes[0]?.outer[0]?.[0] as LatLng;
  const plane = planeAt(firstPoint);
  const areas = courseShapes.map((s) => areaOf(s, plane));
  // The smallest area around a feature is its course (a club's area may hold its courses' own).
  const smallestFirst = [...areas].sort((a, b) => ringArea(a) - ringArea(b));
  const members = new Map<OsmShape, OsmShape[]>(areas.map((a) => [a.shape, []]));
  for (const s of golf) {
    const at = anchor(s, plane);
    const home = at ? smallestFirst.find((a) => inside(at, a)) : undefined;
    // A feature outside every area (a tee drawn just beyond the boundary) goes to the nearest course.
    const target = home ?? (at ? [...areas].sort((a, b) => distanceTo(at, a) - distanceTo(at, b))[0] : areas.length === 1 ? areas[0] : undefined);
    if (target) members.get(target.shape)?.push(s);
  }
  return areas
    .filter((a) => (members.get(a.shape) ?? []).some((s) => s.tags.golf === 'hole' || s.tags.golf === 'green') || areas.length === 1)
    .map((a) => buildOne(a.shape, members.get(a.shape) ?? [], water, opts));
}
