// The Overpass QL queries the app sends (wiki "Overpass API/Overpass QL"); each asks for JSON with a
// server-side timeout, so a busy server stops the query and says so rather than leaving the golfer
// waiting. The loopback fixture server (test/support/overpass-server.ts) reads these same shapes.
import type { LatLng } from '../domain/types.ts';

/** Seconds the server may spend on a search, and on a whole course. */
export const SEARCH_TIMEOUT_S = 25;
export const COURSE_TIMEOUT_S = 60;
/** How far from the golfer (or a typed position) courses are looked for, in metres. */
export const NEAR_RADIUS_M = 15_000;
/** How far from a place found by name courses are looked for, in metres. */
export const PLACE_RADIUS_M = 15_000;
/** At most this many elements in a search answer. */
export const SEARCH_LIMIT = 60;

const coord = (n: number) => n.toFixed(6);

/** A string in double quotes for Overpass QL (backslash and quote escaped). */
export function qlString(s: string): string {
  return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, ' ')}"`;
}

/** The text as a regular expression matching it literally. */
export function literalRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Golf courses within `radius` metres of a point. */
export function nearQuery(at: LatLng, radius = NEAR_RADIUS_M): string {
  const around = `(around:${Math.round(radius)},${coord(at.latitude)},${coord(at.longitude)})`;
  return [
    `[out:json][timeout:${SEARCH_TIMEOUT_S}];`,
    '(',
    `  way["leisure"="golf_course"]${around};`,
    `  relation["leisure"="golf_course"]${around};`,
    ');',
    'out tags center;',
  ].join('\n');
}

/**
 * Golf courses whose name contains the text, and those near a town or village of that name (one query:
 * the same server's name search finds the place, so no other geocoding service is needed).
 */
export function nameQuery(text: string, radius = PLACE_RADIUS_M): string {
  const contains = qlString(literalRegex(text.trim()));
  const exactly = qlString(`^${literalRegex(text.trim())}$`);
  return [
    `[out:json][timeout:${SEARCH_TIMEOUT_S}];`,
    '(',
    `  way["leisure"="golf_course"]["name"~${contains},i];`,
    `  relation["leisure"="golf_course"]["name"~${contains},i];`,
    ')->.named;',
    `node["place"~"^(city|town|village|hamlet|suburb)$"]["name"~${exactly},i]->.places;`,
    '(',
    `  way["leisure"="golf_course"](around.places:${Math.round(radius)});`,
    `  relation["leisure"="golf_course"](around.places:${Math.round(radius)});`,
    ')->.near;',
    '(.named; .near; .places;);',
    `out tags center ${SEARCH_LIMIT};`,
  ].join('\n');
}

/** A course (`way/123` or `relation/45`) with every golf feature and water inside it, positions inline. */
export function courseQuery(element: string): string {
  const m = /^(way|relation)\/(\d+)$/.exec(element);
  if (!m) throw new Error(`Not a course element: ${element}`);
  return [
    `[out:json][timeout:${COURSE_TIMEOUT_S}];`,
    `${m[1]}(${m[2]})->.course;`,
    '.course map_to_area->.area;',
    '(',
    '  .course;',
    '  nwr["golf"](area.area);',
    '  nwr["natural"="water"](area.area);',
    '  relation["route"="golf"](area.area);',
    ');',
    'out geom;',
  ].join('\n');
}
