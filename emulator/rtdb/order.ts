// The SDK's orderings (core/util/util.ts nameCompare, snap/LeafNode.ts and ChildrenNode.ts compareTo).
import { isObject, type Json } from './tree.ts';

export const MIN_NAME = '[MIN_NAME]';
export const MAX_NAME = '[MAX_NAME]';

const INTEGER = /^-?(0*)\d{1,10}$/;

function tryParseInt(s: string): number | null {
  if (!INTEGER.test(s)) return null;
  const n = Number(s);
  return n >= -2147483648 && n <= 2147483647 ? n : null;
}

/** Keys: 32-bit integers first (numerically), then strings; MIN_NAME/MAX_NAME bound everything. */
export function nameCompare(a: string, b: string): number {
  if (a === b) return 0;
  if (a === MIN_NAME || b === MAX_NAME) return -1;
  if (b === MIN_NAME || a === MAX_NAME) return 1;
  const ai = tryParseInt(a);
  const bi = tryParseInt(b);
  if (ai !== null) {
    if (bi !== null) return ai - bi === 0 ? a.length - b.length : ai - bi;
    return -1;
  }
  if (bi !== null) return 1;
  return a < b ? -1 : 1;
}

/** A value that sorts after every value (the SDK's MAX_NODE), used for open query ends. */
export const MAX_VALUE = Symbol('max');
export type Sortable = Json | typeof MAX_VALUE;

const TYPE_ORDER = ['boolean', 'number', 'string'];

function rank(v: Sortable): number {
  if (v === MAX_VALUE) return 5;
  if (v === null) return 0;
  if (isObject(v) || Array.isArray(v)) return 4;
  return 1 + TYPE_ORDER.indexOf(typeof v);
}

/** null < false < true < numbers < strings < objects (all objects equal). */
export function valueCompare(a: Sortable, b: Sortable): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 0 || ra >= 4) return 0;
  const x = a as boolean | number | string;
  const y = b as boolean | number | string;
  return x < y ? -1 : x === y ? 0 : 1;
}
