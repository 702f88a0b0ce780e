// Reading GeoJSON (RFC 7946) of OpenStreetMap data, as overpass turbo and osmtogeojson export it: each
// feature's tags are its properties (flat, with the element as `@id` or the feature's `id`, `way/123`),
// or under `properties.tags` with `type` and `id` beside them (osmtogeojson's older shape). Lines are
// hole lines, polygons areas, points points.
import type { LatLng } from '../../types.ts';
import { isLatLng } from './elements.ts';
import { isRing, type OsmShape, type OsmShapes } from './shapes.ts';
import type { OsmTags } from './tags.ts';
import { isRecord } from '../../is-record.ts';

function position(v: unknown): LatLng | null {
  // GeoJSON positions are [longitude, latitude].
  if (!Array.isArray(v) || !isLatLng(v[1], v[0])) return null;
  return { latitude: v[1] as number, longitude: v[0] as number };
}

function positions(v: unknown): LatLng[] | null {
  if (!Array.isArray(v)) return null;
  const points = v.map(position);
  return points.every((p) => p !== null) ? (points as LatLng[]) : null;
}

function stringTags(v: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string' && !e[0].startsWith('@')));
}

/** The feature's OpenStreetMap element (`way/123`) and tags. */
function identity(feature: Record<string, unknown>, index: number): { element: string; tags: OsmTags } {
  const props = isRecord(feature.properties) ? feature.properties : {};
  const nested = isRecord(props.tags) ? props.tags : null;
  const tags = nested ? stringTags(nested) : stringTags(props);
  const fromProps = nested && typeof props.type === 'string' && (typeof props.id === 'number' || typeof props.id === 'string') ? `${props.type}/${props.id}` : undefined;
  const candidates = [props['@id'], fromProps, feature.id].filter((v): v is string => typeof v === 'string');
  const element = candidates.find((c) => /^(node|way|relation)\/\d+$/.test(c)) ?? `feature/${index + 1}`;
  // The flat shape carries the element's `id` beside the tags in some exports: not a tag.
  return { element, tags: nested ? tags : Object.fromEntries(Object.entries(tags).filter(([k]) => k !== 'id')) };
}

function shapeOf(feature: Record<string, unknown>, index: number): OsmShape | null {
  const { element, tags } = identity(feature, index);
  if (Object.keys(tags).length === 0) return null;
  const shape: OsmShape = { element, tags, line: null, outer: [], inner: [], point: null };
  const g = isRecord(feature.geometry) ? feature.geometry : null;
  const coords = g?.coordinates;
  switch (g?.type) {
    case 'Point':
      shape.point = position(coords);
      break;
    case 'LineString': {
      const line = positions(coords);
      if (line && tags.golf !== 'hole' && isRing(line)) shape.outer = [line];
      else shape.line = line;
      break;
    }
    case 'MultiLineString':
      shape.line = Array.isArray(coords) ? positions(coords[0]) : null;
      break;
    case 'Polygon':
    case 'MultiPolygon': {
      const polygons = g.type === 'Polygon' ? [coords] : Array.isArray(coords) ? coords : [];
      for (const polygon of polygons) {
        if (!Array.isArray(polygon)) continue;
        polygon.forEach((ring, i) => {
          const points = positions(ring);
          if (points && isRing(points)) (i === 0 ? shape.outer : shape.inner).push(points);
        });
      }
      break;
    }
    default:
      break;
  }
  if (!shape.point && !shape.line && shape.outer.length === 0) shape.problem = { code: 'geometry-unreadable' };
  return shape;
}

/** Why JSON is not GeoJSON: not an object, or neither a FeatureCollection nor a Feature. */
export type GeoJsonProblem = 'geojson-not-object' | 'geojson-not-features';

/** The shapes of a FeatureCollection (or a single Feature), or the code saying why it is not one. */
export function readGeoJson(body: unknown): OsmShapes | GeoJsonProblem {
  if (!isRecord(body)) return 'geojson-not-object';
  const features = body.type === 'FeatureCollection' && Array.isArray(body.features) ? body.features : body.type === 'Feature' ? [body] : null;
  if (!features) return 'geojson-not-features';
  const shapes = features.map((f, i) => (isRecord(f) ? shapeOf(f, i) : null)).filter((s): s is OsmShape => s !== null);
  return { shapes };
}
