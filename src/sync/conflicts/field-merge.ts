// A three-way merge of top-level fields, the building block of the conflict handlers.
//
// Each side is compared with the base (the state both sides started from, RxDB's assumed master
// state): a field only one side changed takes that side's value; a field both changed goes to
// `onBothChanged`. The rules are symmetric, so merging (a, b) and (b, a) gives the same document
// whichever device runs the merge.
import { deepEqual } from 'rxdb';
import type { PlainDoc } from '../replication/doc-shape.ts';

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
