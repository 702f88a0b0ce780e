// The score card merge: two devices that both recorded holes offline must both keep their holes.
//
// - Holes are matched by `number`; of two versions of a hole the one with the later `modifiedAt`
//   (client epoch ms of the hole's last edit) wins; a hole only one side has is kept.
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

/** Hole-by-hole merge, ordered by hole number. */
export function mergeHoles(ours: Hole[], theirs: Hole[]): Hole[] {
  const byNumber = new Map<number, Hole>();
  ours.forEach((h, i) => byNumber.set(holeNumber(h, i), h));
  theirs.forEach((h, i) => {
    const n = holeNumber(h, i);
    const mine = byNumber.get(n);
    byNumber.set(n, mine === undefined ? h : later(mine, h, num(mine.modifiedAt), num(h.modifiedAt)));
  });
  return [...byNumber.entries()].sort(([a], [b]) => a - b).map(([, h]) => h);
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
  const holes = mergeHoles(holesOf(ours), holesOf(theirs));
  const modifiedDate = Math.max(num(ours.modifiedDate), num(theirs.modifiedDate));
  const merged: PlainDoc = { ...fields, holes, ...totalsFor(holes, ours, theirs) };
  if (Number.isFinite(modifiedDate)) merged.modifiedDate = modifiedDate;
  return { ...merged, _deleted: ours._deleted || theirs._deleted };
}
