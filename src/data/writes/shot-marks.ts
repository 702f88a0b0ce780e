// The writers of a card's shot marks (docs/ARCHITECTURE.md, "Documents", shot marks): mark where the
// ball lies, change a mark (its club, a partial shot) and delete one. The marks document has the card's
// id and the card's player; it is made with the first mark. A hole keeps at most
// SHOT_MARK_LIMITS.marksPerHole marks (the rules refuse more).
import { SHOT_MARK_LIMITS } from '../../../schemas/limits.ts';
import { dataText } from '../i18n/index.ts';
import { newId } from '../ids.ts';
import type { GolfDatabase, ShotMarkEntry, ShotMarksDoc, ShotMarksHole } from '../types.ts';
import { modifyExisting, modifyOrCreate, withoutUndefined } from './util.ts';

/** What a new mark records (its id is made here). */
export type NewShotMark = Omit<ShotMarkEntry, 'id'>;
/** What a golfer changes on a mark. `club: undefined` clears it. */
export type ShotMarkPatch = Partial<Pick<ShotMarkEntry, 'club' | 'partial' | 'tee' | 'lie'>>;

const byTime = (a: ShotMarkEntry, b: ShotMarkEntry) => a.at - b.at || a.id.localeCompare(b.id);

/** The holes with `number`'s marks replaced (a hole left without marks has no entry), by hole number. */
function withHoleMarks(holes: readonly ShotMarksHole[] | undefined, number: number, marks: ShotMarkEntry[]): ShotMarksHole[] | undefined {
  const others = (holes ?? []).filter((h) => h.number !== number);
  const next = marks.length > 0 ? [...others, { number, marks: [...marks].sort(byTime) }] : others;
  return next.length > 0 ? next.sort((a, b) => a.number - b.number) : undefined;
}

const marksOf = (doc: Pick<ShotMarksDoc, 'holes'>, number: number): ShotMarkEntry[] => doc.holes?.find((h) => h.number === number)?.marks ?? [];

/** Marks where the ball lies on `hole` of the card `cardId` (played by `userId`); returns the mark. */
export async function addShotMark(db: GolfDatabase, cardId: string, userId: string, hole: number, mark: NewShotMark): Promise<ShotMarkEntry> {
  const entry: ShotMarkEntry = withoutUndefined({ ...mark, id: newId(mark.at) });
  await modifyOrCreate(db.shotmarks, cardId, (current) => {
    const doc = current as Partial<ShotMarksDoc> & { id: string };
    const marks = marksOf(doc, hole);
    if (marks.length >= SHOT_MARK_LIMITS.marksPerHole) {
      throw new Error(dataText.t('write.marksFull', { hole, max: SHOT_MARK_LIMITS.marksPerHole }));
    }
    return withoutUndefined({ ...doc, id: cardId, userId: doc.userId ?? userId, holes: withHoleMarks(doc.holes, hole, [...marks, entry]) });
  });
  return entry;
}

/** Changes one mark of `hole` (its club, whether the shot was partial, whether it is the tee). */
export function editShotMark(db: GolfDatabase, cardId: string, hole: number, markId: string, patch: ShotMarkPatch): Promise<ShotMarksDoc> {
  return modifyExisting(db.shotmarks, cardId, (doc) => {
    const marks = marksOf(doc, hole);
    if (!marks.some((m) => m.id === markId)) throw new Error(dataText.t('write.markGone', { hole }));
    const changed = marks.map((m) => (m.id === markId ? withoutUndefined({ ...m, ...patch, id: m.id }) : m));
    return { ...doc, holes: withHoleMarks(doc.holes, hole, changed) };
  });
}

/** Deletes one mark of `hole`. */
export function deleteShotMark(db: GolfDatabase, cardId: string, hole: number, markId: string): Promise<ShotMarksDoc> {
  return modifyExisting(db.shotmarks, cardId, (doc) => {
    const marks = marksOf(doc, hole);
    if (!marks.some((m) => m.id === markId)) throw new Error(dataText.t('write.markGone', { hole }));
    return { ...doc, holes: withHoleMarks(doc.holes, hole, marks.filter((m) => m.id !== markId)) };
  });
}
