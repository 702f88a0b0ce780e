// The SDK's node hash (snap/LeafNode.ts, snap/ChildrenNode.ts), which a transaction sends as `h`.
// Priorities are not stored, so the `priority:` prefix never appears.
import { createHash } from 'node:crypto';
import { nameCompare } from './order.ts';
import { isObject, type Json } from './tree.ts';

const sha1 = (s: string) => createHash('sha1').update(s, 'utf8').digest('base64');

/** core/util/util.ts doubleToIEEE754String, kept bit-for-bit (including its rounding). */
export function doubleToIEEE754String(input: number): string {
  const ebits = 11;
  const fbits = 52;
  const bias = (1 << (ebits - 1)) - 1;
  let v = input;
  let s: number;
  let e: number;
  let f: number;
  if (v === 0) {
    e = 0;
    f = 0;
    s = 1 / v === -Infinity ? 1 : 0;
  } else {
    s = v < 0 ? 1 : 0;
    v = Math.abs(v);
    if (v >= Math.pow(2, 1 - bias)) {
      const ln = Math.min(Math.floor(Math.log(v) / Math.LN2), bias);
      e = ln + bias;
      f = Math.round(v * Math.pow(2, fbits - ln) - Math.pow(2, fbits));
    } else {
      e = 0;
      f = Math.round(v / Math.pow(2, 1 - bias - fbits));
    }
  }
  const bits: number[] = [];
  for (let i = fbits; i; i -= 1) {
    bits.push(f % 2 ? 1 : 0);
    f = Math.floor(f / 2);
  }
  for (let i = ebits; i; i -= 1) {
    bits.push(e % 2 ? 1 : 0);
    e = Math.floor(e / 2);
  }
  bits.push(s ? 1 : 0);
  bits.reverse();
  const str = bits.join('');
  let hex = '';
  for (let i = 0; i < 64; i += 8) {
    const byte = parseInt(str.substr(i, 8), 2).toString(16);
    hex += byte.length === 1 ? '0' + byte : byte;
  }
  return hex.toLowerCase();
}

/** Leaf hashes of numbers by value (capped): a card holds the same few small numbers many times over,
 * and a transaction hashes the whole card. -0 is left out: a Map takes it for 0. */
const numberHashes = new Map<number, string>();
const NUMBER_HASHES_CAP = 10_000;

function numberHash(n: number): string {
  const known = numberHashes.get(n);
  if (known !== undefined && !Object.is(n, -0)) return known;
  const hash = sha1('number:' + doubleToIEEE754String(n));
  if (!Object.is(n, -0) && numberHashes.size < NUMBER_HASHES_CAP) numberHashes.set(n, hash);
  return hash;
}

/** The hash of a stored value; '' for no data. */
export function hashValue(value: Json): string {
  if (value === null) return '';
  if (isObject(value)) {
    let toHash = '';
    for (const key of Object.keys(value).sort(nameCompare)) {
      const childHash = hashValue(value[key] ?? null);
      if (childHash !== '') toHash += ':' + key + ':' + childHash;
    }
    return toHash === '' ? '' : sha1(toHash);
  }
  if (typeof value === 'number') return numberHash(value);
  return sha1(typeof value + ':' + String(value));
}
