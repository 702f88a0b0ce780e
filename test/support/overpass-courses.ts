// The OpenStreetMap courses of the loopback Overpass server (overpass-server.ts), the tests and the bench,
// generated the way mappers draw them (OpenStreetMap wiki, "Tag:golf=hole", "Tag:golf=green",
// "Tag:golf=tee", "Relation:multipolygon"), as Overpass answers them (`out geom`: positions inline):
// - Zeewind Golf (a way): 18 holes with `ref`, `par`, `handicap`, `dist` on holes 1-9 and
//   `dist:white` / `dist:yellow` on 10-18, tee and green areas, dog-legs, a double green for 9 and 18
//   (`ref=9;18`), the green of 12 a multipolygon relation, bunkers, a pond and a lateral water hazard;
// - Heideveld (a way): 9 holes with `ref`, `par` and `handicap` 1..9, greens, no tee areas, no lengths;
// - Polder Par 3 (a multipolygon relation): hole lines without `ref`, numbered by the order of a
//   `route=golf` relation; hole 5's line ends where no green is mapped; hole 9 drawn only as a tee and
//   a green tagged `ref=9`; no stroke indexes;
// - Broken Links (a way): nothing usable: a hole line whose nodes are missing, one with a single point,
//   one numbered "A", a green that does not close, a relation green whose members are missing.
// Each course's intended green front / middle / back is exported, worked out here apart from the app's
// own geometry, so tests compare the app against the drawing.
import type { LatLng } from '../../src/domain/types.ts';

type Json = Record<string, unknown>;
type Tags = Record<string, string>;

const M_PER_DEG = (Math.PI / 180) * 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The point `east` and `north` metres from `p`. */
export function offset(p: LatLng, east: number, north: number): LatLng {
  return {
    latitude: Number((p.latitude + north / M_PER_DEG).toFixed(7)),
    longitude: Number((p.longitude + east / (M_PER_DEG * Math.cos(rad(p.latitude)))).toFixed(7)),
  };
}

/** The point `metres` from `p` on the bearing `heading` (degrees clockwise from north), `side` metres to the right. */
export function ahead(p: LatLng, heading: number, metres: number, side = 0): LatLng {
  const h = rad(heading);
  return offset(p, Math.sin(h) * metres + Math.cos(h) * side, Math.cos(h) * metres - Math.sin(h) * side);
}

/** An octagon on the ellipse with half-lengths `along` (on `heading`) and `across` around `c`, closed. */
function ellipse(c: LatLng, heading: number, along: number, across: number): LatLng[] {
  const ring = Array.from({ length: 8 }, (_, k) => {
    const a = (k * Math.PI) / 4;
    return ahead(c, heading, Math.cos(a) * along, Math.sin(a) * across);
  });
  return [...ring, ring[0] as LatLng];
}

const geom = (points: LatLng[]) => points.map((p) => ({ lat: p.latitude, lon: p.longitude }));

class Ids {
  constructor(private next: number) {}
  take(count = 1): number[] {
    const ids = Array.from({ length: count }, (_, i) => this.next + i);
    this.next += count;
    return ids;
  }
}

function way(ids: Ids, tags: Tags, points: LatLng[]): Json {
  const [id] = ids.take();
  // A closed way repeats its first node.
  const closed = points.length > 3 && points[0] === points[points.length - 1];
  const nodeIds = ids.take(closed ? points.length - 1 : points.length);
  const nodes = closed ? [...nodeIds, nodeIds[0]] : nodeIds;
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  return {
    type: 'way',
    id,
    bounds: { minlat: Math.min(...lats), minlon: Math.min(...lons), maxlat: Math.max(...lats), maxlon: Math.max(...lons) },
    nodes,
    geometry: geom(points),
    tags,
  };
}

function centreOf(points: LatLng[]): { lat: number; lon: number } {
  const lat = points.reduce((s, p) => s + p.latitude, 0) / points.length;
  const lon = points.reduce((s, p) => s + p.longitude, 0) / points.length;
  return { lat: Number(lat.toFixed(7)), lon: Number(lon.toFixed(7)) };
}

function boundary(points: LatLng[], margin: number): LatLng[] {
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  const sw = offset({ latitude: Math.min(...lats), longitude: Math.min(...lons) }, -margin, -margin);
  const ne = offset({ latitude: Math.max(...lats), longitude: Math.max(...lons) }, margin, margin);
  const corners = [sw, { latitude: sw.latitude, longitude: ne.longitude }, ne, { latitude: ne.latitude, longitude: sw.longitude }];
  return [...corners, corners[0] as LatLng];
}

export interface IntendedGreen {
  front: LatLng;
  middle: LatLng;
  back: LatLng;
}

export interface FixtureCourse {
  element: string;
  name: string;
  /** The course as a search answers it (`out tags center`). */
  summary: Json;
  /** The course's answer to the course query (`out geom`). */
  elements: Json[];
  /** Per hole number, where the green's front, middle and back are meant to be. */
  greens: Map<number, IntendedGreen>;
  /** Per hole number, the tee (the hole line's start). */
  tees: Map<number, LatLng>;
}

interface HoleSpec {
  number: number;
  par: number;
  hcp: number;
  tee: LatLng;
  /** The bearing of the last segment (the line of play into the green). */
  heading: number;
  /** The hole line, tee first, green centre last. */
  line: LatLng[];
  green: LatLng;
}

/** A hole of `length` metres from `tee` on `heading`; a dog-leg bends `bend` degrees at its corner. */
function holeSpec(number: number, par: number, hcp: number, tee: LatLng, heading: number, length: number, bend = 0): HoleSpec {
  if (par === 3) return { number, par, hcp, tee, heading, line: [tee, ahead(tee, heading, length)], green: ahead(tee, heading, length) };
  const legs = par === 4 ? [0.65, 0.35] : [0.45, 0.35, 0.2];
  const line = [tee];
  let at = tee;
  let h = heading;
  legs.forEach((share, i) => {
    if (i === legs.length - 1) h += bend;
    at = ahead(at, h, length * share);
    line.push(at);
  });
  return { number, par, hcp, tee, heading: h, line, green: at };
}

const GREEN_ALONG = 16;
const GREEN_ACROSS = 12;

function intended(h: { green: LatLng; heading: number }): IntendedGreen {
  return { front: ahead(h.green, h.heading, -GREEN_ALONG), middle: h.green, back: ahead(h.green, h.heading, GREEN_ALONG) };
}

/** Where Zeewind's first tee is: the e2e golfer stands on its fairway. */
export const ZEEWIND_ORIGIN: LatLng = { latitude: 52.38, longitude: 4.58 };

const ZEEWIND_PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5, 4];
const ZEEWIND_SI = [9, 3, 17, 1, 11, 15, 5, 7, 13, 10, 18, 2, 8, 4, 16, 12, 6, 14];
const LENGTH = (par: number, n: number) => (par === 3 ? 150 + n * 2 : par === 4 ? 340 + n * 3 : 460 + n * 4);

function zeewind(): FixtureCourse {
  const ids = new Ids(100_000);
  const holes: HoleSpec[] = [];
  // Two loops of nine from the clubhouse; hole 5 and 14 bend right, hole 8 left (dog-legs).
  let tee = ZEEWIND_ORIGIN;
  for (let i = 0; i < 18; i++) {
    const n = i + 1;
    if (n === 10) tee = offset(ZEEWIND_ORIGIN, 120, -60);
    const heading = n <= 9 ? 10 + i * 40 : 190 + (i - 9) * 40;
    const bend = n === 5 || n === 14 ? 35 : n === 8 ? -30 : 0;
    const par = ZEEWIND_PARS[i] as number;
    let spec = holeSpec(n, par, ZEEWIND_SI[i] as number, tee, heading, LENGTH(par, n), bend);
    if (n === 18) {
      // The double green: 18 comes back to 9's green from the other side.
      const nine = holes[8] as HoleSpec;
      const back = (nine.heading + 180) % 360;
      const start = ahead(nine.green, back, -LENGTH(par, n));
      spec = { ...holeSpec(n, par, spec.hcp, start, back, LENGTH(par, n)), green: nine.green };
      spec.line[spec.line.length - 1] = nine.green;
    }
    holes.push(spec);
    tee = ahead(spec.green, spec.heading + 60, 45);
  }
  const elements: Json[] = [];
  const greens = new Map<number, IntendedGreen>();
  const tees = new Map<number, LatLng>();
  for (const h of holes) {
    const tags: Tags = { golf: 'hole', ref: String(h.number), par: String(h.par), handicap: String(h.hcp) };
    const length = Math.round(LENGTH(h.par, h.number));
    if (h.number <= 9) tags.dist = String(length);
    else Object.assign(tags, { 'dist:white': String(length), 'dist:yellow': String(length - 20) });
    elements.push(way(ids, tags, h.line));
    tees.set(h.number, h.tee);
    greens.set(h.number, intended(h.number === 18 ? { green: h.green, heading: h.heading } : h));
    elements.push(way(ids, { golf: 'tee', ...(h.number % 2 === 0 ? { ref: String(h.number) } : {}) }, [...boundary([h.tee], 5)]));
    if (h.number === 18) continue; // the double green is drawn once, with 9
    const ring = ellipse(h.green, h.heading, GREEN_ALONG, GREEN_ACROSS);
    if (h.number === 12) {
      // A relation green: two ways, each half of the outline.
      const a = way(ids, {}, ring.slice(0, 5));
      const b = way(ids, {}, ring.slice(4));
      const [rid] = ids.take();
      elements.push({
        type: 'relation',
        id: rid,
        bounds: (a as { bounds: unknown }).bounds,
        members: [a, b].map((w) => ({ type: 'way', ref: w.id, role: 'outer', geometry: w.geometry })),
        tags: { type: 'multipolygon', golf: 'green', ref: '12' },
      });
    } else {
      elements.push(way(ids, { golf: 'green', ...(h.number === 9 ? { ref: '9;18' } : h.number % 3 === 0 ? { ref: String(h.number) } : {}) }, ring));
    }
    // A greenside bunker left of every green; a fairway bunker on the longer holes (too far to count).
    elements.push(way(ids, { golf: 'bunker', natural: 'sand' }, ellipse(ahead(h.green, h.heading, 2, -24), h.heading, 5, 4)));
    if (h.par >= 4) elements.push(way(ids, { golf: 'bunker', natural: 'sand' }, ellipse(ahead(h.tee, h.heading, 220, 20), h.heading, 8, 5)));
    if (h.number === 7) elements.push(way(ids, { natural: 'water', water: 'pond' }, ellipse(ahead(h.green, h.heading, -40, 12), h.heading, 12, 10)));
    if (h.number === 13) elements.push(way(ids, { golf: 'lateral_water_hazard' }, ellipse(ahead(h.green, h.heading, 0, 30), h.heading, 25, 4)));
  }
  const all = holes.flatMap((h) => h.line);
  const area = way(ids, { leisure: 'golf_course', name: 'Zeewind Golf', 'addr:city': 'Zeewijk', website: 'https://zeewind.example' }, boundary(all, 80));
  elements.unshift(area);
  const summary = { type: 'way', id: area.id, center: centreOf(all), tags: area.tags };
  return { element: `way/${area.id as number}`, name: 'Zeewind Golf', summary, elements, greens, tees };
}

function heideveld(): FixtureCourse {
  const ids = new Ids(200_000);
  const origin = offset(ZEEWIND_ORIGIN, 3_500, -1_800);
  const pars = [4, 3, 4, 5, 4, 3, 4, 4, 5];
  const elements: Json[] = [];
  const greens = new Map<number, IntendedGreen>();
  const tees = new Map<number, LatLng>();
  let tee = origin;
  const all: LatLng[] = [];
  pars.forEach((par, i) => {
    const h = holeSpec(i + 1, par, [5, 9, 1, 3, 7, 8, 2, 6, 4][i] as number, tee, 60 + i * 40, LENGTH(par, i + 1));
    elements.push(way(ids, { golf: 'hole', ref: String(h.number), par: String(par), handicap: String(h.hcp) }, h.line));
    elements.push(way(ids, { golf: 'green' }, ellipse(h.green, h.heading, GREEN_ALONG, GREEN_ACROSS)));
    greens.set(h.number, intended(h));
    tees.set(h.number, h.tee);
    all.push(...h.line);
    tee = ahead(h.green, h.heading + 60, 45);
  });
  const area = way(ids, { leisure: 'golf_course', name: 'Heideveld Golf (9 holes)' }, boundary(all, 60));
  elements.unshift(area);
  return { element: `way/${area.id as number}`, name: 'Heideveld Golf (9 holes)', summary: { type: 'way', id: area.id, center: centreOf(all), tags: area.tags }, elements, greens, tees };
}

function polder(): FixtureCourse {
  const ids = new Ids(300_000);
  const origin = offset(ZEEWIND_ORIGIN, 2_000, 1_500);
  const elements: Json[] = [];
  const greens = new Map<number, IntendedGreen>();
  const tees = new Map<number, LatLng>();
  const lines: Json[] = [];
  const all: LatLng[] = [];
  let tee = origin;
  for (let n = 1; n <= 9; n++) {
    const h = holeSpec(n, 3, n, tee, 40 * n, 90 + n * 5);
    all.push(...h.line);
    tees.set(n, h.tee);
    if (n === 9) {
      // Only a tee and a green, both tagged with the hole's number.
      elements.push(way(ids, { golf: 'tee', ref: '9' }, boundary([h.tee], 4)));
      elements.push(way(ids, { golf: 'green', ref: '9' }, ellipse(h.green, h.heading, GREEN_ALONG, GREEN_ACROSS)));
      greens.set(n, intended(h));
    } else {
      const line = way(ids, { golf: 'hole', par: '3' }, h.line);
      lines.push(line);
      elements.push(line);
      // Hole 5's green is not mapped.
      if (n !== 5) {
        elements.push(way(ids, { golf: 'green' }, ellipse(h.green, h.heading, GREEN_ALONG, GREEN_ACROSS)));
        greens.set(n, intended(h));
      }
    }
    tee = ahead(h.green, h.heading + 90, 30);
  }
  const outline = way(ids, {}, boundary(all, 50));
  const [courseId, routeId] = ids.take(2);
  const tags = { type: 'multipolygon', leisure: 'golf_course', name: 'Polder Par 3' };
  elements.unshift({ type: 'relation', id: courseId, members: [{ type: 'way', ref: outline.id, role: 'outer', geometry: outline.geometry }], tags });
  elements.push({ type: 'relation', id: routeId, members: lines.map((l) => ({ type: 'way', ref: l.id, role: '', geometry: l.geometry })), tags: { type: 'route', route: 'golf', name: 'Polder Par 3' } });
  return { element: `relation/${courseId}`, name: 'Polder Par 3', summary: { type: 'relation', id: courseId, center: centreOf(all), tags }, elements, greens, tees };
}

function broken(): FixtureCourse {
  const ids = new Ids(400_000);
  const origin = offset(ZEEWIND_ORIGIN, -2_500, 2_000);
  const elements: Json[] = [];
  const area = way(ids, { leisure: 'golf_course', name: 'Broken Links' }, boundary([origin, offset(origin, 400, 300)], 40));
  elements.push(area);
  const [missing] = ids.take();
  // A hole line whose nodes the answer lacks (null positions, as Overpass gives for nodes it cannot place).
  elements.push({ type: 'way', id: missing, nodes: [1, 2, 3], geometry: [null, null, null], tags: { golf: 'hole', ref: '1', par: '4' } });
  elements.push(way(ids, { golf: 'hole', ref: '2', par: '3' }, [offset(origin, 50, 50)]));
  elements.push(way(ids, { golf: 'hole', ref: 'A', par: '4' }, [offset(origin, 100, 0), offset(origin, 300, 0)]));
  elements.push(way(ids, { golf: 'green' }, [offset(origin, 300, 0), offset(origin, 310, 10), offset(origin, 300, 20)]));
  const [rid] = ids.take();
  elements.push({ type: 'relation', id: rid, members: [{ type: 'way', ref: 999_999, role: 'outer' }], tags: { type: 'multipolygon', golf: 'green' } });
  return { element: `way/${area.id as number}`, name: 'Broken Links', summary: { type: 'way', id: area.id, center: centreOf([origin]), tags: area.tags }, elements, greens: new Map(), tees: new Map() };
}

export const ZEEWIJK: { name: string; centre: LatLng } = { name: 'Zeewijk', centre: offset(ZEEWIND_ORIGIN, 1_000, 500) };

let cache: FixtureCourse[] | null = null;

/** Every fixture course, Zeewind first. */
export function fixtureCourses(): FixtureCourse[] {
  cache ??= [zeewind(), heideveld(), polder(), broken()];
  return cache;
}

export const fixtureCourse = (name: string): FixtureCourse => {
  const c = fixtureCourses().find((x) => x.name.startsWith(name));
  if (!c) throw new Error(`no fixture course ${name}`);
  return c;
};

/** An Overpass JSON answer around `elements`, as the server writes it. */
export function overpassAnswer(elements: Json[], remark?: string): Json {
  return {
    version: 0.6,
    generator: 'Overpass API 0.7.62.4 2390de5a',
    osm3s: { timestamp_osm_base: '2026-01-15T10:00:00Z', timestamp_areas_base: '2026-01-15T09:00:00Z', copyright: 'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.' },
    elements,
    ...(remark ? { remark } : {}),
  };
}
