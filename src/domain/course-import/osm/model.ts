// What the OpenStreetMap import makes of a course: per hole what was found (and from which element),
// what is missing, and the course's own notes (elements left out and why). The preview shows it; the
// course document is made from it (course-doc.ts).
import type { LatLng } from '../../types.ts';
import type { GreenMethod } from './green.ts';

/** A part of a hole the import names (what a hole lacks, what the map fills in or leaves): a code the
 * preview words in the golfer's language. */
export type OsmHolePart = 'hole-line' | 'tee' | 'green' | 'green-front' | 'green-middle' | 'green-back' | 'green-front-back' | 'par' | 'stroke-index' | 'obstacles';

/** Why an element could not be read whole (shapes.ts, geojson.ts). */
export type OsmShapeProblem =
  | { code: 'members-missing'; count: number }
  | { code: 'outer-not-closed' }
  | { code: 'rings-not-closed' }
  | { code: 'nodes-missing' }
  | { code: 'geometry-unreadable' };

/** An element left out of a course, and why; `feature` is its golf tag as mapped (`golf=hole`), or null. */
export type OsmNote =
  | { code: 'unreadable'; element: string; feature: string | null; problem: OsmShapeProblem }
  | { code: 'short-line'; element: string; feature: string | null }
  | { code: 'open-green'; element: string; feature: string | null }
  | { code: 'no-ref'; element: string; feature: string | null }
  | { code: 'mapped-twice'; hole: number; used: string; other: string };

export interface OsmObstacle {
  /** "Bunker left of the green": the hole drawing colours it by the first word. */
  name: string;
  latitude: number;
  longitude: number;
}

export interface OsmGreen {
  front: LatLng | null;
  middle: LatLng;
  back: LatLng | null;
  method: GreenMethod;
  /** The green's element, or null when the middle is only the hole line's end. */
  element: string | null;
}

export interface OsmHole {
  number: number;
  /** From `par` (or `par:<colour>`); null when not tagged. */
  par: number | null;
  /** Stroke index from `handicap`; null when not tagged. */
  hcp: number | null;
  /** A nine played twice: the stroke index of this hole's second round (`handicap=3;4`). */
  secondHcp: number | null;
  /** Metres, from `dist` (or `dist:<colour>`); null when not tagged. */
  distance: number | null;
  /** Metres along the hole line, for the preview (not stored: the card's distance is the tagged one). */
  lineMetres: number | null;
  tee: LatLng | null;
  green: OsmGreen | null;
  obstacles: OsmObstacle[];
  /** The hole line's element, when the hole has one. */
  line: string | null;
  /** What the hole lacks. */
  missing: OsmHolePart[];
}

export interface OsmCourse {
  /** The course area (`way/123`), else the first hole line; null when the data names no element. */
  element: string | null;
  name: string;
  centre: LatLng | null;
  holeCount: 9 | 18;
  /** Holes 1..holeCount, each present (a hole not mapped has everything missing). */
  holes: OsmHole[];
  /** The tee colour whose `dist:<colour>` / `par:<colour>` values were read, when the data has such keys. */
  teeColour: string | null;
  /** Elements left out, and why. */
  notes: OsmNote[];
}
