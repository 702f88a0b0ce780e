// The score card merge: two devices that both recorded holes offline must both keep their holes.
// What decides is the merge base (the last state this device got from the server) and the server,
// never a time a client chose (docs/ARCHITECTURE.md, "Sync"): a phone whose clock is wrong, or a
// writer who stamps a hole far in the future, must not win every later merge.
//
// - Holes are matched by `number`; a hole only one side has is kept. Two versions of a hole merge
//   field by field against the base's hole (one device typed the putts, the other the shots: both
//   stay); a field both changed goes to the server's version, the one that reached the server first
//   (this device is told what it lost: replacedHoleValues). Without a base hole nothing says which
//   side changed what, and the server's hole is kept whole.
// - The card's own fields merge three-way against the base (see field-merge.ts); a field both sides
//   changed keeps the server's value.
// - `modifiedAt` and `modifiedDate` merge as plain values (the server's when both changed; the card's
//   `modifiedDate` is the later of the two): they order nothing.
// - A deletion on either side wins: deleting a card is a deliberate act, and every device ends with
//   the same tombstone. The tombstone keeps the server's fields, so that it changes nothing but the
//   deletion: a match's creator who took a player out (which deletes the card) may write that, but no
//   longer the play of a player the match does not list (docs/ARCHITECTURE.md, "Security rules").
// The merge runs on the device whose push met the server's newer state (push.ts), so `theirs` is
// always the server's state: the result depends on which version reached the server first, not on
// which device runs the merge or on its clock.
import { deepEqual } from 'rxdb';
import { storedCardTotals } from '../../domain/totals.ts';
import type { HoleScore } from '../../domain/types.ts';
import type { DocWithDeleted, PlainDoc } from '../../backend/doc-shape.ts';
import { mergeFields } from './field-merge.ts';

type Hole = Record<string, unknown>;

const DERIVED_OR_MERGED = new Set(['holes', 'modifiedDate', 'shotCount', 'stableford', '_deleted']);

function num(v: unknown): number {
  return typeof v === 'number' ? v : -Infinity;
}

function holesOf(doc: PlainDoc): Hole[] {
  return Array.isArray(doc.holes) ? (doc.holes as Hole[]) : [];
}

function holeNumber(hole: Hole, index: number): number {
  return typeof hole.number === 'number' ? hole.number : index + 1;
}

const HOLE_TIME = new Set(['modifiedAt']);

/** The server's value of a field both sides changed. */
const serverValue = (_key: string, _ours: unknown, theirs: unknown) => theirs;

/** Two versions of one hole (`theirs` the server's), merged field by field against the base's hole
 * when there is one; without it the server's hole. */
export function mergeHole(mine: Hole, theirs: Hole, base: Hole | undefined): Hole {
  if (deepEqual(mine, theirs)) return mine;
  if (base === undefined) return theirs;
  const merged = mergeFields(mine, theirs, base, serverValue);
  // Key order of the server's version, so equal holes serialise alike on every device.
  return Object.fromEntries(
    [...new Set([...Object.keys(theirs), ...Object.keys(merged)])].filter((k) => k in merged).map((k) => [k, merged[k]]),
  );
}

function byNumber(holes: Hole[]): Map<number, Hole> {
  return new Map(holes.map((h, i) => [holeNumber(h, i), h]));
}

/** Hole-by-hole merge (`theirs` the server's holes), ordered by hole number; `base` holes make it per
 * field (see mergeHole). */
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
 * Merges two canonical score cards (see src/backend/doc-shape.ts): `ours` this device's, `theirs` the server's;
 * `base` is the state both started from, when known. No client time stamp takes part in the order.
 */
export function mergeScoreCards(ours: DocWithDeleted, theirs: DocWithDeleted, base?: DocWithDeleted): DocWithDeleted {
  if (ours._deleted || theirs._deleted) return { ...theirs, _deleted: true };
  const fields = mergeFields(ours, theirs, base, serverValue, DERIVED_OR_MERGED);
  const holes = mergeHoles(holesOf(ours), holesOf(theirs), base ? holesOf(base) : []);
  const modifiedDate = Math.max(num(ours.modifiedDate), num(theirs.modifiedDate));
  const merged: PlainDoc = { ...fields, holes, ...totalsFor(holes, ours, theirs) };
  if (Number.isFinite(modifiedDate)) merged.modifiedDate = modifiedDate;
  return { ...merged, _deleted: false };
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
