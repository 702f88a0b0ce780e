// Reading an `.osm` XML file (wiki "OSM XML": what the editors and openstreetmap.org's export write, and
// Overpass with `[out:xml]`) without a DOM, so the domain stays pure: a small tolerant reader of the few
// elements that matter (`node`, `way` with `nd`, `relation` with `member`, and `tag`), ignoring
// everything else (comments, the XML declaration, `bounds`, `meta`, unknown elements).
import type { LatLng } from '../../types.ts';
import { isLatLng, type OsmElement, type OsmMember, type OsmType } from './elements.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attributes(s: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of s.matchAll(/([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) out[m[1] as string] = decode(m[2] ?? m[3] ?? '');
  return out;
}

const num = (s: string | undefined) => (s === undefined || s.trim() === '' ? NaN : Number(s));
const isType = (v: string | undefined): v is OsmType => v === 'node' || v === 'way' || v === 'relation';

type Open =
  | { kind: 'node'; id: number; lat: number; lon: number; tags: Record<string, string> }
  | { kind: 'way'; id: number; nodes: number[]; geometry: (LatLng | null)[]; tags: Record<string, string> }
  | { kind: 'relation'; id: number; members: OsmMember[]; tags: Record<string, string> };

/** An element id: positive in OpenStreetMap, negative for what an editor drew but never uploaded. */
const isId = (n: number) => Number.isSafeInteger(n) && n !== 0;

function close(open: Open): OsmElement | null {
  if (!isId(open.id)) return null;
  if (open.kind === 'node') return isLatLng(open.lat, open.lon) ? { type: 'node', id: open.id, lat: open.lat, lon: open.lon, tags: open.tags } : null;
  if (open.kind === 'way') {
    // Positions inline (Overpass `out geom`) only when every node carried one.
    const inline = open.geometry.length === open.nodes.length && open.geometry.some((p) => p !== null);
    return { type: 'way', id: open.id, nodes: open.nodes, tags: open.tags, ...(inline ? { geometry: open.geometry } : {}) };
  }
  return { type: 'relation', id: open.id, members: open.members, tags: open.tags };
}

/** The file's elements, or the code saying why it is not OSM XML (it has no `<osm>` element). */
export function readOsmXml(text: string): OsmElement[] | 'xml-not-osm' {
  const body = text.replace(/<!--[\s\S]*?-->/g, '');
  if (!/<osm[\s>]/.test(body)) return 'xml-not-osm';
  const elements: OsmElement[] = [];
  let open: Open | null = null;
  let member: OsmMember | null = null;
  for (const m of body.matchAll(/<(\/?)([A-Za-z_][\w:.-]*)([^>]*?)(\/?)>/g)) {
    const closing = m[1] === '/';
    const name = m[2] as string;
    const attrs = closing ? {} : attributes(m[3] ?? '');
    const selfClosing = m[4] === '/';
    if (closing) {
      if (name === 'member') member = null;
      else if (open && name === open.kind) {
        const done = close(open);
        if (done) elements.push(done);
        open = null;
      }
      continue;
    }
    if (name === 'node' || name === 'way' || name === 'relation') {
      if (open) {
        // An element left open: keep what it had and start the next one (tolerant of a cut file).
        const done = close(open);
        if (done) elements.push(done);
      }
      const id = num(attrs.id);
      open =
        name === 'node'
          ? { kind: 'node', id, lat: num(attrs.lat), lon: num(attrs.lon), tags: {} }
          : name === 'way'
            ? { kind: 'way', id, nodes: [], geometry: [], tags: {} }
            : { kind: 'relation', id, members: [], tags: {} };
      if (selfClosing) {
        const done = close(open);
        if (done) elements.push(done);
        open = null;
      }
    } else if (name === 'tag' && open && attrs.k !== undefined && attrs.v !== undefined) {
      open.tags[attrs.k] = attrs.v;
    } else if (name === 'nd') {
      const at = isLatLng(num(attrs.lat), num(attrs.lon)) ? { latitude: num(attrs.lat), longitude: num(attrs.lon) } : null;
      if (member) (member.geometry ??= []).push(at);
      else if (open?.kind === 'way') {
        const ref = num(attrs.ref);
        if (isId(ref)) {
          open.nodes.push(ref);
          open.geometry.push(at);
        }
      }
    } else if (name === 'member' && open?.kind === 'relation') {
      const ref = num(attrs.ref);
      if (isType(attrs.type) && isId(ref)) {
        const m2: OsmMember = { type: attrs.type, ref, role: attrs.role ?? '' };
        if (isLatLng(num(attrs.lat), num(attrs.lon))) m2.point = { latitude: num(attrs.lat), longitude: num(attrs.lon) };
        open.members.push(m2);
        member = selfClosing ? null : m2;
      }
    }
  }
  if (open) {
    const done = close(open);
    if (done) elements.push(done);
  }
  return elements;
}
