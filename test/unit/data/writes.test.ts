import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearInPlay,
  createScoreCard,
  currentInPlay,
  deleteScoreCard,
  patchHole,
  patchScoreCard,
  removeClub,
  removeTee,
  saveUserProfile,
  setDisplayStyle,
  setInPlay,
  upsertClub,
  upsertCourse,
  upsertTee,
  type GolfDatabase,
} from '../../../src/data/index.ts';
import { course, dispose, freshDatabase, tee18 } from './fixtures.ts';

let db: GolfDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});
afterEach(() => dispose(db));

describe('score card writes', () => {
  it('creates a card with the course handicap and extra shots of the tee', async () => {
    const card = await createScoreCard(db, { userId: 'u1', course: course(), teeId: 'white', player: { handicapGolf: 20 } }, 5_000);
    expect(card).toMatchObject({ handicap: 20, handicapGolf: 20, handicapPitchAndPutt: 36, creatorId: 'u1', matchId: '', shotCount: 0, stableford: 0, modifiedDate: 5_000 });
    expect(card.id).toHaveLength(20);
    expect(card.holes.map((h) => h.extraShots)).toEqual([2, 2, ...Array<number>(16).fill(1)]);
    expect(card.holes.every((h) => h.modifiedAt === 5_000 && h.shotCount === 0)).toBe(true);
  });

  it('spreads a playing handicap when one is given', async () => {
    const card = await createScoreCard(db, { userId: 'u1', course: course(), teeId: 'white', player: { handicapGolf: 20 }, handicapPlay: 9 });
    expect(card.holes.filter((h) => h.extraShots === 1)).toHaveLength(9);
  });

  it('patching a hole sets its modifiedAt, the card modifiedDate and the totals', async () => {
    const card = await createScoreCard(db, { id: 'k', userId: 'u1', course: course(), teeId: 'white', player: { handicapGolf: 20 } }, 1_000);
    await patchHole(db, 'k', 1, { shotCount: 5, puttCount: 2, fairway: 1 }, 2_000);
    const after = await patchHole(db, 'k', 2, { shotCount: -1 }, 3_000);
    expect(after.holes[0]).toMatchObject({ shotCount: 5, puttCount: 2, fairway: 1, modifiedAt: 2_000 });
    expect(after.holes[1]).toMatchObject({ shotCount: -1, modifiedAt: 3_000 });
    expect(after.holes[2]?.modifiedAt).toBe(1_000);
    expect(after.modifiedDate).toBe(3_000);
    // hole 1: par 4 + 2 extra, 5 strokes -> 3 points; hole 2 picked up: 4 + 2 + 2 = 8 strokes, 0 points
    expect(after.shotCount).toBe(13);
    expect(after.stableford).toBe(3);
    expect(card.creationDate).toBe(after.creationDate);
    await expect(patchHole(db, 'k', 19, { shotCount: 3 })).rejects.toThrow('has no hole 19');
  });

  it('patches card fields, removes a field given as undefined, deletes', async () => {
    await createScoreCard(db, { id: 'k', userId: 'u1', course: course(), teeId: 'white', player: {}, event: 'Club cup' }, 1_000);
    const patched = await patchScoreCard(db, 'k', { notes: 'windy', event: undefined }, 4_000);
    expect(patched.notes).toBe('windy');
    expect('event' in patched).toBe(false);
    expect(patched.modifiedDate).toBe(4_000);
    expect(await deleteScoreCard(db, 'k')).toBe(true);
    expect(await db.scorecards.findOne('k').exec()).toBeNull();
    expect(await deleteScoreCard(db, 'k')).toBe(false);
  });
});

describe('course writes', () => {
  it('keeps the creation date and the sort key, edits tees', async () => {
    const first = await upsertCourse(db, { ...course('c', 'Évora Golf') }, 1_000);
    expect(first.nameSort).toBe('evora golf');
    const second = await upsertCourse(db, { ...course('c', 'Evora GOLF club') }, 2_000);
    expect(second).toMatchObject({ creationDate: 1_000, lastModifiedDate: 2_000, nameSort: 'evora golf club' });
    const withTee = await upsertTee(db, 'c', { ...tee18('red'), name: 'Red', colour: 'red' }, 3_000);
    expect(withTee.tees?.map((t) => t.id)).toEqual(['white', 'red']);
    const renamed = await upsertTee(db, 'c', { ...tee18('red'), name: 'Ladies' }, 3_500);
    expect(renamed.tees?.find((t) => t.id === 'red')?.name).toBe('Ladies');
    await removeTee(db, 'c', 'white');
    const last = await removeTee(db, 'c', 'red', 4_000);
    expect(last.tees).toBeUndefined();
  });

  it('refuses an eleventh tee with a clear message, and still edits the ten', async () => {
    await upsertCourse(db, { ...course('c', 'Big Club') }, 1_000);
    for (let i = 2; i <= 10; i++) await upsertTee(db, 'c', { ...tee18(`t${i}`), name: `Tee ${i}` });
    await expect(upsertTee(db, 'c', { ...tee18('t11'), name: 'Tee 11' })).rejects.toThrow('A course has at most 10 tees: delete one to add another.');
    const edited = await upsertTee(db, 'c', { ...tee18('t10'), name: 'Tenth' });
    expect(edited.tees).toHaveLength(10);
  });
});

describe('user writes', () => {
  it('profile and user data: in play, bag, display style', async () => {
    const p = await saveUserProfile(db, 'u1', { firstName: 'Ann', handicapGolf: 12.3 });
    expect(p).toMatchObject({ id: 'u1', firstName: 'Ann', handicapGolf: 12.3 });
    expect((await saveUserProfile(db, 'u1', { lastName: 'Lee' })).firstName).toBe('Ann');

    const playing = await setInPlay(db, 'u1', 'card1', 3);
    expect(currentInPlay(playing)).toEqual({ scoreCardId: 'card1', currentHole: 3 });
    const ended = await clearInPlay(db, 'u1');
    expect(ended.inPlay).toBeUndefined();
    expect(currentInPlay(ended)).toBeNull();
    expect(currentInPlay({ inPlay: {} })).toBeNull();

    await upsertClub(db, 'u1', { id: 'd', name: 'Driver', type: 'Driver', loft: 10.5, distance: 230 });
    await upsertClub(db, 'u1', { id: 'p', name: 'Putter' });
    const bag = await upsertClub(db, 'u1', { id: 'd', name: 'Big Driver' });
    expect(bag.bag?.map((c) => c.name)).toEqual(['Big Driver', 'Putter']);
    await removeClub(db, 'u1', 'd');
    expect((await removeClub(db, 'u1', 'p')).bag).toBeUndefined();
    expect((await setDisplayStyle(db, 'u1', 'The Open Colors')).displayStyle).toBe('The Open Colors');
  });
});
