// Queries computed on the server, exactly as the SDK's RangedFilter and LimitedFilter would
// (core/view/filter), from the wire query object {sp, sn, sin, ep, en, ein, l, vf, i}.
import type { RulesQuery } from './rules/types.ts';
import { MAX_NAME, MIN_NAME, nameCompare, valueCompare } from './order.ts';
import { emptyObject, getIn, isObject, type Json, type JsonObject } from './tree.ts';
import { checkQueryDepth, InvalidInput, parsePath } from './validate.ts';

export type QueryIndex = { kind: 'priority' } | { kind: 'key' } | { kind: 'value' } | { kind: 'child'; path: string[] };

interface Bound {
  value: Json;
  name: string;
  inclusive: boolean;
}

export interface QuerySpec {
  index: QueryIndex;
  start?: Bound;
  end?: Bound;
  limit?: number;
  fromLeft: boolean;
  /** The wire object as the client sent it (echoed in a revoke, used as the identity of a listen). */
  wire: JsonObject;
}

const isPrimitive = (v: unknown): v is Json => v === null || ['string', 'number', 'boolean'].includes(typeof v);

function parseIndex(i: unknown): QueryIndex {
  if (i === undefined) return { kind: 'priority' };
  if (typeof i !== 'string') throw new InvalidInput('invalid_request', 'query index must be a string');
  if (i === '.key') return { kind: 'key' };
  if (i === '.value') return { kind: 'value' };
  if (i === '.priority') return { kind: 'priority' };
  const path = parsePath(i);
  if (path.length === 0) throw new InvalidInput('invalid_request', 'empty query index');
  return { kind: 'child', path };
}

function parseBound(value: unknown, name: unknown, inclusive: unknown, index: QueryIndex, open: string): Bound {
  if (!isPrimitive(value)) throw new InvalidInput('invalid_request', 'query bounds must be primitive values');
  if (name !== undefined && typeof name !== 'string') throw new InvalidInput('invalid_request', 'query bound names must be strings');
  if (index.kind === 'key' && typeof value !== 'string') throw new InvalidInput('invalid_request', 'orderByKey bounds must be strings');
  return { value, name: name ?? open, inclusive: inclusive !== false };
}

/** Parses a wire query object; an absent or empty one is the default query. */
export function parseQuery(raw: unknown): QuerySpec {
  if (raw === undefined || raw === null) raw = {};
  checkQueryDepth(raw);
  if (!isObject(raw as Json)) throw new InvalidInput('invalid_request', 'query must be an object');
  const q = raw as JsonObject;
  const index = parseIndex(q.i);
  const spec: QuerySpec = { index, fromLeft: true, wire: q };
  if ('sp' in q) spec.start = parseBound(q.sp, q.sn, q.sin, index, MIN_NAME);
  if ('ep' in q) spec.end = parseBound(q.ep, q.en, q.ein, index, MAX_NAME);
  if ('l' in q) {
    const l = q.l;
    if (typeof l !== 'number' || !Number.isInteger(l) || l <= 0) throw new InvalidInput('invalid_request', 'query limit must be a positive integer');
    spec.limit = l;
    spec.fromLeft = q.vf === 'l' ? true : q.vf === 'r' ? false : spec.start !== undefined;
  }
  return spec;
}

export const isDefaultQuery = (q: QuerySpec) =>
  q.index.kind === 'priority' && !q.start && !q.end && q.limit === undefined;

export const loadsAllData = (q: QuerySpec) => !q.start && !q.end && q.limit === undefined;

export interface Entry {
  name: string;
  /** The indexed value (unused by the key index). */
  iv: Json;
}

export function compareEntries(index: QueryIndex, a: Entry, b: Entry): number {
  if (index.kind === 'key') return nameCompare(a.name, b.name);
  const c = valueCompare(a.iv, b.iv);
  return c !== 0 ? c : nameCompare(a.name, b.name);
}

export function indexedValue(index: QueryIndex, child: Json): Json {
  switch (index.kind) {
    case 'child':
      return getIn(child, index.path);
    case 'value':
      return child;
    default:
      // Priorities are not stored: every child has the null priority.
      return null;
  }
}

/** A bound as the SDK's "post": for orderByKey the bound value is the key itself. */
export const post = (index: QueryIndex, b: Bound): Entry => (index.kind === 'key' ? { name: b.value as string, iv: null } : { name: b.name, iv: b.value });

/** The part of `value` the query selects (null when nothing matches). */
export function runQuery(value: Json, q: QuerySpec): Json {
  if (loadsAllData(q)) return value;
  if (!isObject(value)) return null;
  const start = q.start && post(q.index, q.start);
  const end = q.end && post(q.index, q.end);
  const entries: Entry[] = [];
  for (const name of Object.keys(value)) {
    const e: Entry = { name, iv: indexedValue(q.index, value[name] ?? null) };
    if (start && q.start) {
      const c = compareEntries(q.index, start, e);
      if (q.start.inclusive ? c > 0 : c >= 0) continue;
    }
    if (end && q.end) {
      const c = compareEntries(q.index, e, end);
      if (q.end.inclusive ? c > 0 : c >= 0) continue;
    }
    entries.push(e);
  }
  let chosen = entries;
  if (q.limit !== undefined && entries.length > q.limit) {
    entries.sort((a, b) => compareEntries(q.index, a, b));
    chosen = q.fromLeft ? entries.slice(0, q.limit) : entries.slice(entries.length - q.limit);
  }
  if (chosen.length === 0) return null;
  const out = emptyObject();
  for (const e of chosen) out[e.name] = value[e.name] ?? null;
  return out;
}

/** The `query` variable of the rules for this query. */
export function toRulesQuery(q: QuerySpec): RulesQuery | undefined {
  if (isDefaultQuery(q)) return undefined;
  const r: RulesQuery = {};
  if (q.index.kind === 'key') r.orderByKey = true;
  else if (q.index.kind === 'value') r.orderByValue = true;
  else if (q.index.kind === 'child') r.orderByChild = q.index.path.join('/');
  else r.orderByPriority = true;
  if (q.start) {
    if (q.start.inclusive) r.startAt = q.start.value;
    else r.startAfter = q.start.value;
  }
  if (q.end) {
    if (q.end.inclusive) r.endAt = q.end.value;
    else r.endBefore = q.end.value;
  }
  // equalTo(v) reaches the server as startAt(v) + endAt(v).
  if (q.start?.inclusive && q.end?.inclusive && q.start.value === q.end.value) {
    const sameName = q.start.name === q.end.name || (q.start.name === MIN_NAME && q.end.name === MAX_NAME);
    if (sameName) r.equalTo = q.start.value;
  }
  if (q.limit !== undefined) {
    if (q.fromLeft) r.limitToFirst = q.limit;
    else r.limitToLast = q.limit;
  }
  return r;
}

/** The SDK's queryIdentifier: ObjectToUniqueKey of the wire object (keys sorted). */
/** The identity of a listen's query (keys sorted); parse it first (parseQuery checks its depth). */
export function queryId(wire: Json): string {
  if (!isObject(wire)) return JSON.stringify(wire);
  const keys = Object.keys(wire).sort();
  if (keys.length === 0) return 'default';
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + queryIdValue(wire[k] ?? null)).join(',') + '}';
}

function queryIdValue(v: Json): string {
  if (!isObject(v)) return JSON.stringify(v);
  return '{' + Object.keys(v).sort().map((k) => JSON.stringify(k) + ':' + queryIdValue(v[k] ?? null)).join(',') + '}';
}
