// What the OpenStreetMap import makes of a course: per hole what was found (and from which element),
// what is missing, and the course's own notes (elements left out and why). The preview shows it; the
// course document is made from it (course-doc.ts).
import type { LatLng } from '../../types.ts';
import type { GreenMethod } from './green.ts';

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
  /** What the hole lacks, in words: "tee", "green", "green front and back", "par", "stroke index". */
  missing: string[];
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
  notes: string[];
}
