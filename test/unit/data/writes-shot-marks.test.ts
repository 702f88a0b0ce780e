// Marking shots (docs/PRODUCT.md, "Marking shots"): the writers keep a hole's marks in time order,
// make the document with the first mark, stop at the rules' bound, and edit and delete one mark.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHOT_MARK_LIMITS } from '../../../schemas/limits.ts';
import type { GolfDatabase } from '../../../src/data/index.ts';
import { addShotMark, deleteShotMark, editShotMark } from '../../../src/data/writes/shot-marks.ts';
import { dispose, freshDatabase } from './fixtures.ts';

let db: GolfDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});
afterEach(() => dispose(db));

const fix = (at: number, over = {}) => ({ latitude: 56.34, longitude: -2.8, accuracy: 5, at, ...over });
const stored = async () => (await db.shotmarks.findOne('sc1').exec())?.toMutableJSON();

describe('shot mark writers', () => {
  it('make the document with the first mark, under the card id and its player', async () => {
    const mark = await addShotMark(db, 'sc1', 'bob', 3, fix(1_000, { club: 'driver' }));
    expect(await stored()).toMatchObject({ id: 'sc1', userId: 'bob', holes: [{ number: 3, marks: [{ ...fix(1_000), club: 'driver', id: mark.id }] }] });
  });

  it('keep the holes by number and each hole’s marks by time', async () => {
    await addShotMark(db, 'sc1', 'bob', 5, fix(3_000));
    await addShotMark(db, 'sc1', 'bob', 2, fix(2_000));
    await addShotMark(db, 'sc1', 'bob', 5, fix(1_000));
    const doc = await stored();
    expect(doc?.holes?.map((h) => h.number)).toEqual([2, 5]);
    expect(doc?.holes?.[1]?.marks.map((m) => m.at)).toEqual([1_000, 3_000]);
  });

  it(`refuse a mark past ${SHOT_MARK_LIMITS.marksPerHole} on a hole, with a message`, async () => {
    for (let i = 0; i < SHOT_MARK_LIMITS.marksPerHole; i++) await addShotMark(db, 'sc1', 'bob', 1, fix(i));
    await expect(addShotMark(db, 'sc1', 'bob', 1, fix(99))).rejects.toThrow(/20 marks/);
    expect((await stored())?.holes?.[0]?.marks).toHaveLength(SHOT_MARK_LIMITS.marksPerHole);
  });

  it('edit a mark’s club and partial flag, and clear the club', async () => {
    const mark = await addShotMark(db, 'sc1', 'bob', 1, fix(1_000, { club: 'driver' }));
    await editShotMark(db, 'sc1', 1, mark.id, { club: '3w', partial: true });
    expect((await stored())?.holes?.[0]?.marks[0]).toMatchObject({ club: '3w', partial: true });
    await editShotMark(db, 'sc1', 1, mark.id, { club: undefined });
    expect((await stored())?.holes?.[0]?.marks[0]?.club).toBeUndefined();
  });

  it('delete a mark; a hole left without marks has no entry', async () => {
    const a = await addShotMark(db, 'sc1', 'bob', 1, fix(1_000));
    const b = await addShotMark(db, 'sc1', 'bob', 1, fix(2_000));
    await deleteShotMark(db, 'sc1', 1, a.id);
    expect((await stored())?.holes?.[0]?.marks.map((m) => m.id)).toEqual([b.id]);
    await deleteShotMark(db, 'sc1', 1, b.id);
    expect((await stored())?.holes).toBeUndefined();
    await expect(deleteShotMark(db, 'sc1', 1, b.id)).rejects.toThrow(/no longer on hole 1/);
  });
});
