// Resolves `{".sv": "timestamp"}` and `{".sv": {"increment": n}}` against the current data, with one
// `now` per write so that every timestamp of a write and its rules evaluation agree.
import { childAt, emptyObject, isObject, type Json, type JsonObject } from './tree.ts';

export function hasServerValues(value: Json): boolean {
  if (!isObject(value)) return false;
  if (Object.prototype.hasOwnProperty.call(value, '.sv')) return true;
  for (const key in value) if (hasServerValues(value[key] ?? null)) return true;
  return false;
}

export function resolveServerValues(value: Json, current: Json, now: number): Json {
  if (!isObject(value)) return value;
  if (Object.prototype.hasOwnProperty.call(value, '.sv')) {
    const sv = value['.sv'];
    if (sv === 'timestamp') return now;
    const n = isObject(sv ?? null) ? (sv as JsonObject).increment : undefined;
    if (typeof n === 'number') return (typeof current === 'number' ? current : 0) + n;
    return null;
  }
  if (!hasServerValues(value)) return value;
  const out = emptyObject();
  for (const key of Object.keys(value)) {
    const child = resolveServerValues(value[key] ?? null, isObject(current) ? childAt(current, key) : null, now);
    if (child !== null) out[key] = child;
  }
  return Object.keys(out).length === 0 ? null : out;
}
