// One entry point for every way OpenStreetMap data arrives: an Overpass JSON answer, an `.osm` XML file,
// or GeoJSON (a file prepared elsewhere or offline, or the Overpass client's answer), told apart by
// their content, not their name.
import type { OsmElement } from './elements.ts';
import { readGeoJson } from './geojson.ts';
import { readOsmXml } from './osm-xml.ts';
import { readOverpassJson } from './overpass-json.ts';
import { shapesFromElements, type OsmShapes } from './shapes.ts';

export type OsmDataFormat = 'overpass-json' | 'osm-xml' | 'geojson';

export interface OsmData extends OsmShapes {
  format: OsmDataFormat;
  /** The raw elements (Overpass JSON and OSM XML). */
  elements: OsmElement[];
}

/** The shapes of `text`, or a sentence saying why it is none of the three formats. */
export function readOsmData(text: string): OsmData | string {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) {
    const elements = readOsmXml(start);
    if (typeof elements === 'string') return `it is XML but not OpenStreetMap data (${elements})`;
    return { format: 'osm-xml', elements, ...shapesFromElements(elements) };
  }
  let body: unknown;
  try {
    body = JSON.parse(start);
  } catch {
    return 'it is neither JSON (Overpass or GeoJSON) nor OpenStreetMap XML';
  }
  if (typeof body === 'object' && body !== null && 'elements' in body) {
    const answer = readOverpassJson(body);
    if (typeof answer === 'string') return `it is not an Overpass answer (${answer})`;
    return { format: 'overpass-json', elements: answer.elements, ...shapesFromElements(answer.elements) };
  }
  const geo = readGeoJson(body);
  if (typeof geo === 'string') return `it is JSON but neither an Overpass answer nor GeoJSON (${geo})`;
  return { format: 'geojson', elements: [], ...geo };
}
