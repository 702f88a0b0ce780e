// The one shape documents are compared and stored in, on both sides of the replication.
//
// The Realtime Database does not keep what it was given: it drops `null`, empty objects and empty
// arrays, and returns an array whose indexes are sparse (or that it chose to see as a map) as an
// object keyed "0", "1", ... A pulled document therefore rarely deep-equals the local document it
// came from, and RxDB would see a conflict on every pull. Every comparison and every pulled
// document goes through `canonicalDoc`, which rebuilds the schema's shape and drops exactly what the
// server would drop, so "equal" means "equal as the server stores it".
//
// `updatedAt` is the server's field: it is never part of the canonical form (a local document does
// not carry it; see docs/ARCHITECTURE.md, "Sync").
import { deepEqual } from 'rxdb';
import { isRecord } from '../domain/is-record.ts';

/** The part of a JSON schema this module reads. */
export interface SchemaNode {
  type?: string | readonly string[];
  properties?: { readonly [key: string]: SchemaNode };
  patternProperties?: { readonly [pattern: string]: SchemaNode };
  items?: SchemaNode;
}

export type PlainDoc = Record<string, unknown>;
export type DocWithDeleted = PlainDoc & { _deleted: boolean };

/** Fields the sync layer owns in the RTDB copy of a document. */
export const SERVER_TIMESTAMP_FIELD = 'updatedAt';
export const TOMBSTONE_FIELD = 'deleted';
const PRIMARY_KEY = 'id';

function typeOf(schema: SchemaNode): string | undefined {
  return typeof schema.type === 'string' ? schema.type : schema.type?.find((t) => t !== 'null');
}

const patternCache = new Map<string, RegExp>();
function matches(pattern: string, key: string): boolean {
  let re = patternCache.get(pattern);
  if (!re) {
    re = new RegExp(pattern);
    patternCache.set(pattern, re);
  }
  return re.test(key);
}

function propertySchema(schema: SchemaNode, key: string): SchemaNode | undefined {
  const direct = schema.properties?.[key];
  if (direct) return direct;
  for (const [pattern, sub] of Object.entries(schema.patternProperties ?? {})) {
    if (matches(pattern, key)) return sub;
  }
  return undefined;
}

/** The elements of what RTDB returned for an array: an array, or an object keyed by indexes. */
function arrayElements(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (!isRecord(value)) return undefined;
  return Object.keys(value)
    .filter((k) => /^\d+$/.test(k))
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => value[k]);
}

/**
 * The value as the server would store it, shaped by `schema`: nulls, empty objects and empty arrays
 * are dropped (`undefined`), arrays that came back as index maps become arrays again (holes closed),
 * and properties the schema does not know are dropped (the local schema refuses them).
 */
export function canonicalValue(value: unknown, schema: SchemaNode | undefined): unknown {
  if (value === null || value === undefined || schema === undefined) return undefined;
  switch (typeOf(schema)) {
    case 'object': {
      // RTDB turns an object whose keys all look like small integers into an array.
      const source = Array.isArray(value) ? Object.fromEntries(value.map((v, i) => [String(i), v])) : value;
      if (!isRecord(source)) return value;
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(source)) {
        const v = canonicalValue(source[key], propertySchema(schema, key));
        if (v !== undefined) out[key] = v;
      }
      return Object.keys(out).length === 0 ? undefined : out;
    }
    case 'array': {
      const elements = arrayElements(value);
      if (!elements) return value;
      const out = elements.map((e) => canonicalValue(e, schema.items)).filter((e) => e !== undefined);
      return out.length === 0 ? undefined : out;
    }
    default:
      return value;
  }
}

/**
 * A document's canonical form: the schema's fields shaped as the server stores them, without
 * `updatedAt`, with `_deleted` a boolean. Input may be a local document (with `_deleted`) or a pulled
 * one already mapped by `fromServer`.
 */
export function canonicalDoc(doc: PlainDoc, schema: SchemaNode): DocWithDeleted {
  const out: PlainDoc = {};
  for (const key of Object.keys(doc)) {
    if (key === SERVER_TIMESTAMP_FIELD || key === '_deleted') continue;
    const v = canonicalValue(doc[key], propertySchema(schema, key));
    if (v !== undefined) out[key] = v;
  }
  return { ...out, _deleted: doc._deleted === true };
}

/** Equal as stored on the server (the conflict check of the push and RxDB's `isEqual`). */
export function sameDoc(a: PlainDoc, b: PlainDoc, schema: SchemaNode): boolean {
  return deepEqual(canonicalDoc(a, schema), canonicalDoc(b, schema));
}

/** The `updatedAt` of a raw RTDB document, or null when it has none (data older than this app). */
export function serverUpdatedAt(raw: unknown): number | null {
  const v = isRecord(raw) ? raw[SERVER_TIMESTAMP_FIELD] : undefined;
  return typeof v === 'number' ? v : null;
}

/**
 * A pulled RTDB value as an RxDB document: canonical, `id` from the key (older data has no `id`
 * field), `deleted: true` mapped to `_deleted: true`, `updatedAt` dropped. Null when the value is
 * not a document at all.
 */
export function fromServer(raw: unknown, key: string, schema: SchemaNode): DocWithDeleted | null {
  if (!isRecord(raw)) return null;
  const doc = canonicalDoc(raw, schema);
  doc[PRIMARY_KEY] = key;
  doc._deleted = raw[TOMBSTONE_FIELD] === true;
  return doc;
}

/**
 * What the push writes under `path/{id}` (without `updatedAt`, which the push adds as a server
 * value): the canonical document, `id` included (the rules check it equals the key), with
 * `deleted: true` for a tombstone. Tombstones keep their fields so a device that never had the
 * document can still store it (and the rules can still check who may delete it).
 */
export function toServer(doc: PlainDoc, schema: SchemaNode): PlainDoc {
  const { _deleted, ...fields } = canonicalDoc(doc, schema);
  if (_deleted) fields[TOMBSTONE_FIELD] = true;
  return fields;
}

/** JSON with object keys sorted: a deterministic order for tie-breaks. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
