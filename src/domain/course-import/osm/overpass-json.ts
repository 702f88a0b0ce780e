// Reading an Overpass API answer in JSON (`[out:json]`; wiki "Overpass API/Output Formats"): a list of
// elements, and a `remark` when the server stopped the query (a timeout or too little memory: "runtime
// error: Query timed out ..."). Anything else in the answer is ignored; an element that is not one is
// skipped, so one odd element never loses the rest.
import { isLatLng, type OsmElement, type OsmMember, type OsmType } from './elements.ts';
import type { OsmTags } from './tags.ts';
import type { LatLng } from '../../types.ts';
import { isRecord } from '../../is-record.ts';

export interface OverpassAnswer {
  elements: OsmElement[];
  /** The server's remark, when it gave one. */
  remark?: string;
}

const isType = (v: unknown): v is OsmType => v === 'node' || v === 'way' || v === 'relation';
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

function tagsOf(v: unknown): OsmTags {
  if (!isRecord(v)) return {};
  return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

function point(v: unknown): LatLng | null {
  return isRecord(v) && isLatLng(v.lat, v.lon) ? { latitude: v.lat as number, longitude: v.lon as number } : null;
}

function geometryOf(v: unknown): (LatLng | null)[] | undefined {
  return Array.isArray(v) ? v.map(point) : undefined;
}

function member(v: unknown): OsmMember | null {
  if (!isRecord(v) || !isType(v.type) || !isId(v.ref)) return null;
  const m: OsmMember = { type: v.type, ref: v.ref, role: typeof v.role === 'string' ? v.role : '' };
  const geometry = geometryOf(v.geometry);
  if (geometry) m.geometry = geometry;
  const at = point(v);
  if (at) m.point = at;
  return m;
}

/** One element of the answer, or null when it is not one. */
export function readOverpassElement(v: unknown): OsmElement | null {
  if (!isRecord(v) || !isType(v.type) || !isId(v.id)) return null;
  const tags = tagsOf(v.tags);
  const center = point(v.center) ?? undefined;
  if (v.type === 'node') return isLatLng(v.lat, v.lon) ? { type: 'node', id: v.id, lat: v.lat as number, lon: v.lon as number, tags } : null;
  if (v.type === 'way') {
    const nodes = Array.isArray(v.nodes) ? v.nodes.filter(isId) : [];
    const geometry = geometryOf(v.geometry);
    return { type: 'way', id: v.id, nodes, tags, ...(geometry ? { geometry } : {}), ...(center ? { center } : {}) };
  }
  const members = Array.isArray(v.members) ? v.members.map(member).filter((m): m is OsmMember => m !== null) : [];
  return { type: 'relation', id: v.id, members, tags, ...(center ? { center } : {}) };
}

/** The answer's elements, or the code saying why it is not an Overpass JSON answer (no list of
 * `elements`). */
export function readOverpassJson(body: unknown): OverpassAnswer | 'overpass-no-elements' {
  if (!isRecord(body) || !Array.isArray(body.elements)) return 'overpass-no-elements';
  const elements = body.elements.map(readOverpassElement).filter((e): e is OsmElement => e !== null);
  return typeof body.remark === 'string' ? { elements, remark: body.remark } : { elements };
}
