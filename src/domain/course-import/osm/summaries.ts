// The courses of a search answer (Overpass `out tags center`): name, centre, town, and how far they are
// from where the golfer searched, nearest first.
import { distanceMeters } from '../../gps.ts';
import type { LatLng } from '../../types.ts';
import { elementRef, type OsmElement } from './elements.ts';

export interface OsmCourseSummary {
  /** `way/123` or `relation/45`: what the course's geometry is then fetched by. */
  element: string;
  /** Null when the course is mapped without a name (the page names it by its element). */
  name: string | null;
  centre: LatLng | null;
  /** The town from the address tags, when mapped. */
  place: string | null;
  /** Metres from the search's position, when there is one. */
  distance: number | null;
}

export interface OsmPlace {
  name: string;
  centre: LatLng;
}

const centreOf = (e: OsmElement): LatLng | null =>
  e.type === 'node' ? { latitude: e.lat, longitude: e.lon } : (e.center ?? null);

/** The golf courses of the answer (duplicates once), nearest to `from` first, else by name. */
export function courseSummaries(elements: readonly OsmElement[], from: LatLng | null = null): OsmCourseSummary[] {
  const seen = new Set<string>();
  const out: OsmCourseSummary[] = [];
  for (const e of elements) {
    if (e.tags.leisure !== 'golf_course' || e.type === 'node') continue;
    const element = elementRef(e);
    if (seen.has(element)) continue;
    seen.add(element);
    const centre = centreOf(e);
    out.push({
      element,
      name: (e.tags.name ?? e.tags['name:en'] ?? '').trim() || null,
      centre,
      place: e.tags['addr:city'] ?? e.tags['is_in:city'] ?? null,
      distance: from && centre ? Math.round(distanceMeters(from, centre)) : null,
    });
  }
  return out.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity) || (a.name ?? a.element).localeCompare(b.name ?? b.element));
}

/** The places (`place=town`, ...) an answer carries, for "courses near <place>". */
export function placesOf(elements: readonly OsmElement[]): OsmPlace[] {
  return elements
    .filter((e) => e.tags.place !== undefined && e.tags.name !== undefined)
    .map((e) => ({ name: e.tags.name as string, centre: centreOf(e) }))
    .filter((p): p is OsmPlace => p.centre !== null);
}

/** A typed position: "52.37, 4.89" (degrees, latitude first), else null. */
export function parseLatLng(text: string): LatLng | null {
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!m) return null;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}
