// Checks what clients send: paths, keys and values, with the limits of the real database.
import { emptyObject, isObject, type Json, type JsonObject } from './tree.ts';

export const MAX_DEPTH = 32;
export const MAX_KEY_BYTES = 768;
export const MAX_STRING_BYTES = 10 * 1024 * 1024;

export class InvalidInput extends Error {
  constructor(
    readonly code: 'invalid_path' | 'invalid_data' | 'invalid_request',
    message: string,
  ) {
    super(message);
  }
}

// Keys may not contain . # $ [ ] / or ASCII control characters (the rule is about exactly those).
// eslint-disable-next-line no-control-regex -- the control characters are what the key rule refuses
const BAD_KEY = /[.#$[\]/\u0000-\u001f\u007f]/;

export function checkKey(key: string, where: string): void {
  if (key.length === 0) throw new InvalidInput('invalid_data', `${where}: empty key`);
  if (BAD_KEY.test(key)) throw new InvalidInput('invalid_data', `${where}: key "${key.length > 100 ? key.slice(0, 100) + '…' : key}" contains . # $ [ ] / or a control character`);
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) throw new InvalidInput('invalid_data', `${where}: key longer than ${MAX_KEY_BYTES} bytes`);
}

/** Splits a path string ("/a/b", "a/b/", "") into segments, refusing invalid keys. */
export function parsePath(raw: unknown): string[] {
  if (typeof raw !== 'string') throw new InvalidInput('invalid_path', 'path must be a string');
  const segments = raw.split('/').filter((s) => s.length > 0);
  if (segments.length > MAX_DEPTH) throw new InvalidInput('invalid_path', `path deeper than ${MAX_DEPTH}`);
  for (const s of segments) {
    try {
      checkKey(s, 'path');
    } catch (err) {
      const why = err instanceof InvalidInput ? err.message.replace(/^path: /, '') : String(err);
      throw new InvalidInput('invalid_path', `invalid path "${raw.length > 200 ? raw.slice(0, 200) + '…' : raw}": ${why}`);
    }
  }
  return segments;
}

function checkServerValue(sv: unknown): void {
  if (sv === 'timestamp') return;
  if (isObject(sv as Json) && Object.keys(sv as object).length === 1) {
    const n = (sv as JsonObject).increment;
    if (typeof n === 'number' && Number.isFinite(n)) return;
  }
  throw new InvalidInput('invalid_data', 'unknown server value');
}

/**
 * Turns a client value into the stored form: arrays become objects keyed by index, `.priority` is
 * dropped (priorities are not kept), `{".value": v}` becomes v, nulls and empty objects vanish.
 * Server values (`{".sv": …}`) are kept for resolveServerValues. `wrappers` counts the `{".value": …}`
 * objects around this value: they add no level to the stored data, but more of them than the depth
 * limit are nesting too deep all the same (and would exhaust the stack).
 */
export function normalizeValue(value: unknown, depth: number, wrappers = 0): Json {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isFinite(value)) throw new InvalidInput('invalid_data', 'numbers must be finite');
      return value;
    case 'string':
      if (value.length > MAX_STRING_BYTES / 4 && Buffer.byteLength(value) > MAX_STRING_BYTES)
        throw new InvalidInput('invalid_data', 'string longer than 10 MB');
      return value;
    case 'object':
      break;
    default:
      throw new InvalidInput('invalid_data', `unsupported value type ${typeof value}`);
  }
  if (depth > MAX_DEPTH) throw new InvalidInput('invalid_data', `data nested deeper than ${MAX_DEPTH}`);
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value as Record<string, unknown>);
  if (!Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    const own = (k: string) => Object.prototype.hasOwnProperty.call(obj, k);
    if (own('.sv')) {
      if (entries.length !== 1) throw new InvalidInput('invalid_data', '.sv must be alone in its object');
      checkServerValue(obj['.sv']);
      return { '.sv': obj['.sv'] as Json };
    }
    if (own('.value')) {
      if (wrappers >= MAX_DEPTH) throw new InvalidInput('invalid_data', `data nested deeper than ${MAX_DEPTH}`);
      return normalizeValue(obj['.value'], depth, wrappers + 1);
    }
  }
  const out = emptyObject();
  let any = false;
  for (const [key, child] of entries) {
    if (key === '.priority') continue;
    checkKey(key, 'data');
    const v = normalizeValue(child, depth + 1);
    if (v !== null) {
      out[key] = v;
      any = true;
    }
  }
  return any ? out : null;
}

/**
 * Refuses a value nested deeper than the limit, walking it without recursion (so even 100,000 levels
 * get this answer rather than a stack overflow). A wire query object is flat: its values are numbers,
 * strings, booleans or null.
 */
export function checkQueryDepth(value: unknown): void {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > MAX_DEPTH) throw new InvalidInput('invalid_request', `query nested deeper than ${MAX_DEPTH}`);
    const next: unknown[] = [];
    for (const v of level) if (typeof v === 'object' && v !== null) next.push(...Object.values(v));
    level = next;
  }
}

/** Parses a merge body: `{ "rel/path": value }` with at least one valid relative path. */
export function normalizeMerge(data: unknown, depth: number): { path: string[]; value: Json }[] {
  if (!isObject(data as Json)) throw new InvalidInput('invalid_data', 'an update must be an object');
  const out: { path: string[]; value: Json }[] = [];
  for (const [rel, value] of Object.entries(data as Record<string, unknown>)) {
    const path = parsePath(rel);
    if (path.length === 0) throw new InvalidInput('invalid_path', 'an update path may not be empty');
    out.push({ path, value: normalizeValue(value, depth + path.length) });
  }
  return out;
}
