// The database tree: plain JSON values, never mutated in place, so an old root stays valid as the
// `root` of a rules evaluation while the new root is being built.
import type { Json } from './rules/types.ts';

export type { Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (v: Json | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value at `path` (null when absent). */
export function getIn(root: Json, path: readonly string[]): Json {
  let node: Json = root;
  for (const key of path) {
    if (!isObject(node)) return null;
    node = node[key] ?? null;
  }
  return node;
}

/**
 * A new root with `value` at `path`; null deletes, and objects left empty by a delete disappear
 * (the database never stores empty objects).
 */
export function setIn(root: Json, path: readonly string[], value: Json, depth = 0): Json {
  if (depth === path.length) return isObject(value) && Object.keys(value).length === 0 ? null : value;
  const key = path[depth] as string;
  const current = isObject(root) ? root : null;
  const child = setIn(current?.[key] ?? null, path, value, depth + 1);
  if (child === null) {
    if (!current || !(key in current)) return current;
    const copy = { ...current };
    delete copy[key];
    return Object.keys(copy).length === 0 ? null : copy;
  }
  return { ...(current ?? {}), [key]: child };
}

/** Whether one path is a prefix of the other (a write at one changes what a listener at the other sees). */
export function overlaps(a: readonly string[], b: readonly string[]): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function isPrefix(prefix: readonly string[], path: readonly string[]): boolean {
  return prefix.length <= path.length && overlaps(prefix, path);
}

/**
 * The SDK's array heuristic (ChildrenNode.val): children whose keys are all small integers are
 * exported as an array, so REST readers see arrays where the writer wrote them.
 */
export function exportValue(value: Json): Json {
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  let maxKey = 0;
  let allIntegers = true;
  const out: JsonObject = {};
  for (const key of keys) {
    out[key] = exportValue(value[key] ?? null);
    if (allIntegers && /^(0|[1-9]\d{0,9})$/.test(key)) maxKey = Math.max(maxKey, Number(key));
    else allIntegers = false;
  }
  if (allIntegers && keys.length > 0 && maxKey < 2 * keys.length) {
    const arr: Json[] = [];
    for (const key of keys) arr[Number(key)] = out[key] ?? null;
    for (let i = 0; i < arr.length; i++) if (arr[i] === undefined) arr[i] = null;
    return arr;
  }
  return out;
}
