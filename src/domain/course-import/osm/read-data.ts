// One entry point for every way OpenStreetMap data arrives: an Overpass JSON answer, an `.osm` XML file,
// or GeoJSON (a file prepared elsewhere or offline, or the Overpass client's answer), told apart by
// their content, not their name.
import type { OsmElement } from './elements.ts';
import { readGeoJson, type GeoJsonProblem } from './geojson.ts';
import { readOsmXml } from './osm-xml.ts';
import { readOverpassJson } from './overpass-json.ts';
import { shapesFromElements, type OsmShapes } from './shapes.ts';

export type OsmDataFormat = 'overpass-json' | 'osm-xml' | 'geojson';

export interface OsmData extends OsmShapes {
  format: OsmDataFormat;
  /** The raw elements (Overpass JSON and OSM XML). */
  elements: OsmElement[];
}

/** Why a text is none of the three formats, as a code the page words in the golfer's language: XML
 * without an `<osm>` element, neither JSON nor XML, JSON with an `elements` member that is no list, or
 * JSON that is not GeoJSON either (not an object; neither a FeatureCollection nor a Feature). */
export type OsmReadProblem = 'xml-not-osm' | 'not-json-or-xml' | 'overpass-no-elements' | GeoJsonProblem;

/** The shapes of `text`, or the code saying why it is none of the three formats. */
export function readOsmData(text: string): OsmData | OsmReadProblem {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) {
    const elements = readOsmXml(start);
    if (typeof elements === 'string') return elements;
    return { format: 'osm-xml', elements, ...shapesFromElements(elements) };
  }
  let body: unknown;
  try {
    body = JSON.parse(start);
  } catch {
    return 'not-json-or-xml';
  }
  if (typeof body === 'object' && body !== null && 'elements' in body) {
    const answer = readOverpassJson(body);
    if (typeof answer === 'string') return answer;
    return { format: 'overpass-json', elements: answer.elements, ...shapesFromElements(answer.elements) };
  }
  const geo = readGeoJson(body);
  if (typeof geo === 'string') return geo;
  return { format: 'geojson', elements: [], ...geo };
}
