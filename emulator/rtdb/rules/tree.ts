// Reading the JSON database tree the way Firebase sees it: arrays are objects keyed by index,
// `.priority` is metadata, `{'.value': v}` is a leaf with a priority.
import type { Json } from './types.ts';

type JsonObject = { [key: string]: Json };

function isObject(v: Json | undefined): v is JsonObject | Json[] {
  return typeof v === 'object' && v !== null;
}

/** Own properties only: an inherited `constructor` or `__proto__` is never data. */
export const hasOwn = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);

/** The stored value of a node without its priority metadata. */
export function stripMeta(v: Json): Json {
  if (!isObject(v) || Array.isArray(v)) return v;
  if (hasOwn(v, '.value')) return v['.value'] ?? null;
  if (!hasOwn(v, '.priority')) return v;
  // No prototype, so that a `__proto__` key is copied as data.
  const rest = Object.create(null) as JsonObject;
  for (const [k, c] of Object.entries(v)) if (k !== '.priority') rest[k] = c;
  return rest;
}

/** The child keys that hold data (no metadata keys, no nulls). */
export function childKeys(v: Json): string[] {
  const node = stripMeta(v);
  if (Array.isArray(node)) return node.flatMap((c, i) => (c === null ? [] : [String(i)]));
  if (!isObject(node)) return [];
  return Object.keys(node).filter((k) => !k.startsWith('.') && node[k] !== null);
}

export function childOf(v: Json, key: string): Json {
  const node = stripMeta(v);
  if (Array.isArray(node)) return /^(0|[1-9][0-9]*)$/.test(key) ? (node[Number(key)] ?? null) : null;
  if (!isObject(node) || key.startsWith('.') || !hasOwn(node, key)) return null;
  return node[key] ?? null;
}

export function getAt(tree: Json, path: readonly string[]): Json {
  let v = tree;
  for (const key of path) {
    v = childOf(v, key);
    if (v === null) return null;
  }
  return v;
}

export function getPriority(v: Json): string | number | null {
  if (!isObject(v) || Array.isArray(v) || !hasOwn(v, '.priority')) return null;
  const p = v['.priority'];
  return typeof p === 'string' || typeof p === 'number' ? p : null;
}

/** Whether two trees hold the same data (an empty object is no data, as in Firebase). */
export function sameData(a: Json, b: Json): boolean {
  const x = stripMeta(a);
  const y = stripMeta(b);
  if (!isObject(x) || !isObject(y)) {
    if (isObject(x)) return childKeys(x).length === 0 && y === null;
    if (isObject(y)) return childKeys(y).length === 0 && x === null;
    return x === y;
  }
  const kx = childKeys(x);
  const ky = childKeys(y);
  if (kx.length !== ky.length) return false;
  return kx.every((k) => sameData(childOf(x, k), childOf(y, k))) && getPriority(a) === getPriority(b);
}

/** Whether a node holds data: null and objects without children do not. */
export function hasData(v: Json): boolean {
  const node = stripMeta(v);
  if (node === null) return false;
  return !isObject(node) || childKeys(node).length > 0;
}
