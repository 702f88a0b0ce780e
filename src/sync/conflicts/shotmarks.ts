// The merge of two devices' shot marks of one card (docs/ARCHITECTURE.md, "Sync", conflicts): the
// player and the marker may both mark the same round offline. Marks are merged mark by mark, by id,
// against the base: a mark either side added is kept, a mark either side deleted (it was in the base)
// goes, a mark one side edited takes that edit, a mark both edited keeps the server's. Symmetric but
// for that last case, so no mark typed on either phone is lost.
import { deepEqual } from 'rxdb';
import type { DocWithDeleted } from '../../backend/doc-shape.ts';

interface Mark {
  id: string;
  at: number;
  [field: string]: unknown;
}
interface Hole {
  number: number;
  marks: Mark[];
}

const holesOf = (doc: DocWithDeleted | undefined): Hole[] => (Array.isArray(doc?.holes) ? (doc.holes as Hole[]) : []);
const marksOf = (holes: Hole[], number: number): Map<string, Mark> =>
  new Map((holes.find((h) => h.number === number)?.marks ?? []).map((m) => [m.id, m]));

function mergeMarks(ours: Map<string, Mark>, theirs: Map<string, Mark>, base: Map<string, Mark>): Mark[] {
  const out: Mark[] = [];
  for (const id of new Set([...ours.keys(), ...theirs.keys()])) {
    const a = ours.get(id);
    const b = theirs.get(id);
    const was = base.get(id);
    if (a && b) out.push(deepEqual(b, was) ? a : b);
    else if (!was) out.push((a ?? b) as Mark); // added on one side
    // else: in the base and gone from one side: deleted there
  }
  return out.sort((x, y) => x.at - y.at || x.id.localeCompare(y.id));
}

export function mergeShotMarks(ours: DocWithDeleted, theirs: DocWithDeleted, base: DocWithDeleted | undefined): DocWithDeleted {
  const [a, b, was] = [holesOf(ours), holesOf(theirs), holesOf(base)];
  const numbers = [...new Set([...a, ...b].map((h) => h.number))].sort((x, y) => x - y);
  const holes = numbers
    .map((number) => ({ number, marks: mergeMarks(marksOf(a, number), marksOf(b, number), marksOf(was, number)) }))
    .filter((h) => h.marks.length > 0);
  const merged: DocWithDeleted = { ...theirs, _deleted: theirs._deleted === true || ours._deleted === true };
  if (holes.length > 0) merged.holes = holes;
  else delete merged.holes;
  return merged;
}
