// A document's change as the paths of one multi-path update (docs/ARCHITECTURE.md, "What a tap
// costs"): what turns the state the server holds (as this device last saw it) into the new one, field
// by field, so that a "+1 shot" sends the hole's changed fields and the card's totals, not the card,
// and data a card copies from its course (a hole's coordinates) is not sent again when unchanged. Both
// states are in the stored form (`toServer`): arrays as arrays, nothing RTDB would drop. An item or
// field that is gone is sent as null; a value that is new where there was none, or whose kind changed
// (an object where a number was), is sent whole at its path.
import { deepEqual } from 'rxdb';
import { isRecord } from '../../domain/is-record.ts';

/** An object or an array: what has children to compare. */
const isBranch = (v: unknown): v is Record<string, unknown> | unknown[] => isRecord(v) || Array.isArray(v);

function keysOf(v: Record<string, unknown> | unknown[]): string[] {
  return Array.isArray(v) ? v.map((_, i) => String(i)) : Object.keys(v);
}

function childOf(v: Record<string, unknown> | unknown[], key: string): unknown {
  return Array.isArray(v) ? v[Number(key)] : v[key];
}

/**
 * The paths (relative to the document, joined with `/`) and their new values that turn `before` into
 * `after`; {} when they are equal.
 */
export function changedPaths(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const walk = (a: unknown, b: unknown, at: string) => {
    if (deepEqual(a, b)) return;
    if (!isBranch(a) || !isBranch(b) || Array.isArray(a) !== Array.isArray(b)) {
      out[at] = b === undefined ? null : b;
      return;
    }
    for (const key of new Set([...keysOf(a), ...keysOf(b)])) walk(childOf(a, key), childOf(b, key), at === '' ? key : `${at}/${key}`);
  };
  walk(before, after, '');
  return out;
}
