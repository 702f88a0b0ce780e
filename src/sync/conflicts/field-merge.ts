// A three-way merge of top-level fields, the building block of the conflict handlers.
//
// Each side is compared with the base (the state both sides started from, RxDB's assumed master
// state): a field only one side changed takes that side's value; a field both changed goes to
// `onBothChanged`. The rules are symmetric, so merging (a, b) and (b, a) gives the same document
// whichever device runs the merge.
import { deepEqual } from 'rxdb';
import type { PlainDoc } from '../../backend/doc-shape.ts';

export type BothChanged = (key: string, ours: unknown, theirs: unknown) => unknown;

export function mergeFields(
  ours: PlainDoc,
  theirs: PlainDoc,
  base: PlainDoc | undefined,
  onBothChanged: BothChanged,
  skip: ReadonlySet<string> = new Set(),
): PlainDoc {
  const out: PlainDoc = {};
  const keys = new Set([...Object.keys(ours), ...Object.keys(theirs)]);
  for (const key of keys) {
    if (skip.has(key)) continue;
    const a = ours[key];
    const b = theirs[key];
    let v: unknown;
    if (deepEqual(a, b)) v = a;
    else if (base && deepEqual(a, base[key])) v = b;
    else if (base && deepEqual(b, base[key])) v = a;
    else v = onBothChanged(key, a, b);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/**
 * The base to merge a conflict against when this device sent states (`ownSent`, on top of `assumed`)
 * whose outcome it never saw, and the server holds a state (`server`) another device wrote since.
 * That device may have written on top of one of ours, so the assumed state alone is a stale base. A
 * field whose server value equals the value of the assumed state or of one of our sent states counts
 * as not changed by the other device (it is a value this device had, and the local value is newer);
 * the other fields keep the assumed state's value. Without one (RxDB lost its record of the server's
 * state, as when the app closed before storing an answer), the first sent state stands in for it: the
 * state this device started from, which the later sent states and the local one only add to.
 */
export function baseWithOwnValues<D extends PlainDoc>(assumed: D | undefined, server: PlainDoc, ownSent: readonly D[]): D | undefined {
  const fallback = assumed ?? ownSent[0];
  if (fallback === undefined) return undefined;
  const known = assumed ? [assumed, ...ownSent] : ownSent;
  // Same fields as the inputs, recombined: a document of their type.
  return withOwnValues(fallback, server, known, new Set(['_deleted'])) as D;
}

type Fields = Record<string, unknown>;

/** `fallback` with each field whose `server` value one of `known` had set to that value. */
function withOwnValues(fallback: Fields, server: Fields, known: readonly Fields[], skip: ReadonlySet<string> = new Set()): Fields {
  const out: Fields = { ...fallback };
  for (const key of new Set([...Object.keys(server), ...known.flatMap((d) => Object.keys(d))])) {
    if (skip.has(key)) continue;
    if (known.some((d) => deepEqual(d[key], server[key]))) {
      if (server[key] === undefined) delete out[key];
      else out[key] = server[key];
    } else if (isHoleList(server[key])) {
      // A card's holes hole by hole, field by field, as the card merge weighs them: another golfer's
      // edit of one hole must not hide that the server's value of another is this device's own.
      out[key] = holesWithOwnValues(fallback[key], server[key], known.map((d) => d[key]));
    }
  }
  return out;
}

type Hole = Fields & { number: number };

function isHoleList(v: unknown): v is Hole[] {
  return Array.isArray(v) && v.every((h) => typeof h === 'object' && h !== null && typeof (h as Fields).number === 'number');
}

function holesWithOwnValues(fallback: unknown, server: Hole[], known: readonly unknown[]): Hole[] {
  const byNumber = (holes: unknown) => new Map((isHoleList(holes) ? holes : []).map((h) => [h.number, h]));
  const base = byNumber(fallback);
  const knownHoles = known.map(byNumber);
  for (const hole of server) {
    const mine = knownHoles.map((holes) => holes.get(hole.number)).filter((h): h is Hole => h !== undefined);
    const start = base.get(hole.number);
    // A hole neither the base nor this device had stays without a base (the merge keeps the server's).
    if (start === undefined && mine.length === 0) continue;
    base.set(hole.number, { ...withOwnValues(start ?? {}, hole, mine), number: hole.number });
  }
  return [...base.values()].sort((a, b) => a.number - b.number);
}

type IdSet = Readonly<Record<string, unknown>> | undefined;

/** A field read as a set of ids (an object whose keys are the ids), or nothing. */
export const asIdSet = (v: unknown): IdSet => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : undefined);

/**
 * Two devices' versions of a set of ids, merged id by id: an id either added is kept, an id either
 * removed (it was in the base) goes. A course saved on a new phone before its first pull is not lost to
 * the server's older list, as a whole-field merge would lose it.
 */
export function mergeIdSets(ours: IdSet, theirs: IdSet, base: IdSet): Record<string, 1> | undefined {
  const ids = new Set([...Object.keys(ours ?? {}), ...Object.keys(theirs ?? {})]);
  const kept = [...ids].filter((id) => {
    const inOurs = ours?.[id] !== undefined;
    const inTheirs = theirs?.[id] !== undefined;
    if (inOurs && inTheirs) return true;
    return base?.[id] === undefined;
  });
  return kept.length > 0 ? Object.fromEntries(kept.map((id) => [id, 1 as const])) : undefined;
}

/**
 * Field by field against the base, a field both sides changed keeping the server's (`theirs`). A
 * deletion made here (an account deleted) is this device's change like any field: it stands, also with
 * no base (the profile written at sign-up, deleted before this device sent it; only its owner may
 * delete it). A deleted base means the deletion is not this device's news.
 */
export function mergeFieldByField(
  ours: PlainDoc & { _deleted?: unknown },
  theirs: PlainDoc & { _deleted?: unknown },
  base: (PlainDoc & { _deleted?: unknown }) | undefined,
): PlainDoc & { _deleted: boolean } {
  const fields = mergeFields(ours, theirs, base, (_key, _a, b) => b, new Set(['_deleted']));
  const deletedHere = ours._deleted === true && base?._deleted !== true;
  return { ...fields, _deleted: deletedHere ? true : theirs._deleted === true };
}
