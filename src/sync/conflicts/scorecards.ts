// The score card merge: two devices that both recorded holes offline must both keep their holes.
//
// - Holes are matched by `number`; a hole only one side has is kept. Two versions of a hole merge
//   field by field against the base's hole (one device typed the putts, the other the shots: both
//   stay); a field both changed, or every field when there is no base hole, goes to the version with
//   the later `modifiedAt` (client epoch ms of the hole's last edit), which the merged hole keeps.
// - The card's own fields merge three-way against the base (see field-merge.ts); a field both sides
//   changed goes to the card with the later `modifiedDate`.
// - `modifiedDate` becomes the later of the two; the totals follow the merged holes.
// - A deletion on either side wins: deleting a card is a deliberate act, and every device ends with
//   the same tombstone.
// Ties (same millisecond) are broken by comparing the two values' sorted-key JSON, never by which
// device runs the merge or by chance, so every device computes the same card.
import { deepEqual } from 'rxdb';
import { storedCardTotals } from '../../domain/totals.ts';
import type { HoleScore } from '../../domain/types.ts';
import { stableStringify, type DocWithDeleted, type PlainDoc } from '../replication/doc-shape.ts';
import { mergeFields } from './field-merge.ts';

type Hole = Record<string, unknown>;

const DERIVED_OR_MERGED = new Set(['holes', 'modifiedDate', 'shotCount', 'stableford', '_deleted']);

function num(v: unknown): number {
  return typeof v === 'number' ? v : -Infinity;
}

/** The later of two versions of the same value; equal timestamps fall back to a fixed order. */
function later<T>(a: T, b: T, timeA: number, timeB: number): T {
  if (timeA !== timeB) return timeA > timeB ? a : b;
  return stableStringify(a) >= stableStringify(b) ? a : b;
}

function holesOf(doc: PlainDoc): Hole[] {
  return Array.isArray(doc.holes) ? (doc.holes as Hole[]) : [];
}

function holeNumber(hole: Hole, index: number): number {
  return typeof hole.number === 'number' ? hole.number : index + 1;
}

const HOLE_TIME = new Set(['modifiedAt']);

/** Two versions of one hole, merged field by field against the base's hole when there is one. */
export function mergeHole(mine: Hole, theirs: Hole, base: Hole | undefined): Hole {
  if (deepEqual(mine, theirs)) return mine;
  const newer = later(mine, theirs, num(mine.modifiedAt), num(theirs.modifiedAt));
  if (base === undefined) return newer;
  const fields = mergeFields(mine, theirs, base, (_key, a, b) => (newer === mine ? a : b), HOLE_TIME);
  const merged: Hole = { ...fields };
  if (newer.modifiedAt !== undefined) merged.modifiedAt = newer.modifiedAt;
  // Key order of the newer version, so equal holes serialise alike on every device.
  return Object.fromEntries(
    [...new Set([...Object.keys(newer), ...Object.keys(merged)])].filter((k) => k in merged).map((k) => [k, merged[k]]),
  );
}

function byNumber(holes: Hole[]): Map<number, Hole> {
  return new Map(holes.map((h, i) => [holeNumber(h, i), h]));
}

/** Hole-by-hole merge, ordered by hole number; `base` holes make it per field (see mergeHole). */
export function mergeHoles(ours: Hole[], theirs: Hole[], base: Hole[] = []): Hole[] {
  const merged = byNumber(ours);
  const bases = byNumber(base);
  byNumber(theirs).forEach((h, n) => {
    const mine = merged.get(n);
    merged.set(n, mine === undefined ? h : mergeHole(mine, h, bases.get(n)));
  });
  return [...merged.entries()].sort(([a], [b]) => a - b).map(([, h]) => h);
}

function totalsFor(holes: Hole[], ours: PlainDoc, theirs: PlainDoc): { shotCount: unknown; stableford: unknown } {
  for (const side of [ours, theirs]) {
    if (deepEqual(holes, holesOf(side))) return { shotCount: side.shotCount, stableford: side.stableford };
  }
  // The holes satisfy the schema (and so HoleScore); the merge only picks whole holes.
  return storedCardTotals(holes as unknown as HoleScore[]);
}

/**
 * Merges two canonical score cards (see doc-shape.ts); `base` is the state both started from, when
 * known. Symmetric: mergeScoreCards(a, b, base) deep-equals mergeScoreCards(b, a, base).
 */
export function mergeScoreCards(ours: DocWithDeleted, theirs: DocWithDeleted, base?: DocWithDeleted): DocWithDeleted {
  const newer = later(ours, theirs, num(ours.modifiedDate), num(theirs.modifiedDate));
  const fields = mergeFields(ours, theirs, base, (_key, a, b) => (newer === ours ? a : b), DERIVED_OR_MERGED);
  const holes = mergeHoles(holesOf(ours), holesOf(theirs), base ? holesOf(base) : []);
  const modifiedDate = Math.max(num(ours.modifiedDate), num(theirs.modifiedDate));
  const merged: PlainDoc = { ...fields, holes, ...totalsFor(holes, ours, theirs) };
  if (Number.isFinite(modifiedDate)) merged.modifiedDate = modifiedDate;
  return { ...merged, _deleted: ours._deleted || theirs._deleted };
}

/** A value this device had typed into a hole that the merge replaced with another device's. */
export interface ReplacedValue {
  hole: number;
  /** The hole's field: shotCount, puttCount, fairway, notes... */
  field: string;
  /** This device's value, and the value the card keeps (undefined: none). */
  typed: unknown;
  kept: unknown;
}

const isEmpty = (v: unknown) => v === undefined || v === 0 || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The hole values this device (`ours`) had changed, against the base, that the merged card does not
 * keep; without a base, every value (not empty) of our version of a hole that the merge replaced.
 */
export function replacedHoleValues(ours: DocWithDeleted, merged: DocWithDeleted, base?: DocWithDeleted): ReplacedValue[] {
  if (merged._deleted) return [];
  const kept = byNumber(holesOf(merged));
  const bases = byNumber(base ? holesOf(base) : []);
  const out: ReplacedValue[] = [];
  byNumber(holesOf(ours)).forEach((mine, n) => {
    const result = kept.get(n);
    if (result === undefined || deepEqual(mine, result)) return;
    const baseHole = bases.get(n);
    for (const field of new Set([...Object.keys(mine), ...Object.keys(result)])) {
      if (HOLE_TIME.has(field) || deepEqual(mine[field], result[field])) continue;
      // Not typed here: the base's value, or (with no base to tell) an empty one.
      if (base !== undefined ? deepEqual(mine[field], baseHole?.[field]) : isEmpty(mine[field])) continue;
      out.push({ hole: n, field, typed: mine[field], kept: result[field] });
    }
  });
  return out;
}
