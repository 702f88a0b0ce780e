// The OpenStreetMap data model as the Overpass API and `.osm` files carry it (wiki "Elements"): nodes
// with a position, ways as lists of node ids (with their positions inline when Overpass answers
// `out geom`), relations as ordered member lists. Both readers (overpass-json.ts, osm-xml.ts) give these.
import type { LatLng } from '../../types.ts';
import type { OsmTags } from './tags.ts';

export type OsmType = 'node' | 'way' | 'relation';

export interface OsmNode {
  type: 'node';
  id: number;
  lat: number;
  lon: number;
  tags: OsmTags;
}

export interface OsmWay {
  type: 'way';
  id: number;
  nodes: number[];
  tags: OsmTags;
  /** The nodes' positions, when the answer carries them (`out geom`); null for a node it left out. */
  geometry?: (LatLng | null)[];
  /** Its centre, when the answer carries one (`out center`). */
  center?: LatLng;
}

export interface OsmMember {
  type: OsmType;
  ref: number;
  role: string;
  /** A way member's positions (`out geom`). */
  geometry?: (LatLng | null)[];
  /** A node member's position (`out geom`). */
  point?: LatLng;
}

export interface OsmRelation {
  type: 'relation';
  id: number;
  members: OsmMember[];
  tags: OsmTags;
  center?: LatLng;
}

export type OsmElement = OsmNode | OsmWay | OsmRelation;

/** `way/123`: how the course document and the preview name an element. */
export const elementRef = (e: { type: OsmType; id: number }): string => `${e.type}/${e.id}`;

/** Whether a value is a position in degrees. */
export function isLatLng(lat: unknown, lon: unknown): boolean {
  return typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
}
