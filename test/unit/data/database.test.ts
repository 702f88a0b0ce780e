import { afterEach, describe, expect, it } from 'vitest';
import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import type { RxConflictHandler } from 'rxdb';
import {
  closeUserDatabase,
  createScoreCard,
  decodeUid,
  describeValidationError,
  DocumentValidationError,
  encodeUid,
  openUserDatabase,
  removeUserDatabase,
  uidOfDatabaseName,
  userDatabaseName,
  type GolfDatabase,
  type ScoreCardDoc,
} from '../../../src/data/index.ts';
import { course, dispose, freshDatabase } from './fixtures.ts';

let db: GolfDatabase | undefined;
afterEach(async () => {
  await dispose(db);
  db = undefined;
});

describe('uid encoding', () => {
  it('maps Firebase uids to lower-case names and back', () => {
    const uid = 'aB3xYz9QpL0mN-_.é';
    const name = userDatabaseName(uid);
    expect(name).toMatch(/^golf-[a-z0-9_-]+$/);
    expect(name).toBe('golf-a_b3x_yz9_qp_l0m_n-2d--5f--2e--e9-');
    expect(uidOfDatabaseName(name)).toBe(uid);
  });

  it('never maps two uids to the same name', () => {
    const uids = ['ab', 'aB', 'Ab', 'AB', 'a_b', 'a-b', 'a_B', '_b', 'a2d', 'a-2d-'];
    const names = new Set(uids.map(encodeUid));
    expect(names.size).toBe(uids.length);
    for (const uid of uids) expect(decodeUid(encodeUid(uid))).toBe(uid);
  });

  it('refuses names that are not encodings', () => {
    expect(uidOfDatabaseName('other-db')).toBeNull();
    expect(uidOfDatabaseName('golf-a_')).toBeNull();
    expect(() => userDatabaseName('')).toThrow();
  });
});

describe('openUserDatabase', () => {
  it('opens the six collections under the encoded name', async () => {
    db = await freshDatabase('MixedCaseUid');
    expect(db.name).toBe('golf-_mixed_case_uid');
    expect(Object.keys(db.collections).sort()).toEqual(['courses', 'matches', 'scorecards', 'shotmarks', 'tournaments', 'userdata', 'users']);
  });

  it('returns the same instance while open', async () => {
    db = await freshDatabase('SameTwice');
    expect(await openUserDatabase('SameTwice', { indexedDB, IDBKeyRange, multiInstance: false })).toBe(db);
  });

  it('keeps data when closed and reopened', async () => {
    const first = await freshDatabase('Reopen1');
    await createScoreCard(first, { id: 'card1', userId: 'Reopen1', course: course(), teeId: 'white', player: { handicapGolf: 18 } }, 1_000);
    await closeUserDatabase(first);
    expect(first.closed).toBe(true);
    db = await openUserDatabase('Reopen1', { indexedDB, IDBKeyRange, multiInstance: false });
    expect(db).not.toBe(first);
    const card = await db.scorecards.findOne('card1').exec();
    expect(card?.handicap).toBe(18);
    expect(card?.holes).toHaveLength(18);
    await removeUserDatabase(db);
    db = undefined;
  });

  it('plugs in a conflict handler per collection', async () => {
    const handler: RxConflictHandler<ScoreCardDoc> = {
      isEqual: () => true,
      resolve: async (i) => i.realMasterState,
    };
    db = await openUserDatabase('WithHandler', { indexedDB, IDBKeyRange, multiInstance: false, conflictHandlers: { scorecards: handler } });
    expect(db.scorecards.conflictHandler).toBe(handler);
  });
});

describe('validation', () => {
  it('refuses a malformed document with a sentence naming the field', async () => {
    db = await freshDatabase();
    const card = await createScoreCard(db, { userId: 'u1', course: course(), teeId: 'white', player: {} });
    const refusal = (doc: object) =>
      db!.scorecards.insert(doc as typeof card).then(
        () => 'accepted',
        (e: unknown) => describeValidationError(e),
      );
    const badHole = { ...card, id: 'bad1', holes: card.holes.map((h, i) => (i === 2 ? { ...h, shotCount: 99 } : h)) };
    expect(await refusal(badHole)).toBe('scorecards document "bad1" was refused: holes[2].shotCount must be at most 30.');
    expect(await refusal({ ...card, id: 'bad2', colour: 'x' })).toBe('scorecards document "bad2" was refused: colour is not a known field.');
    const { userId: _userId, ...noUser } = card;
    expect(await refusal({ ...noUser, id: 'bad3' })).toBe('scorecards document "bad3" was refused: userId is missing.');
  });

  it('write helpers throw DocumentValidationError', async () => {
    db = await freshDatabase();
    const { patchHole } = await import('../../../src/data/index.ts');
    const card = await createScoreCard(db, { userId: 'u1', course: course(), teeId: 'white', player: {} });
    const err = await patchHole(db, card.id, 1, { fairway: 9 as never }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DocumentValidationError);
    expect((err as DocumentValidationError).fields).toEqual(['holes[0].fairway']);
    expect((err as Error).message).toMatch(/holes\[0\]\.fairway must be one of 0, 1, 2, 3, 4, 5, 6/);
  });

  it('describes bulk insert errors too, and ignores other errors', async () => {
    db = await freshDatabase();
    const res = await db.users.bulkInsert([{ id: 'u1', firstName: 5 as never }]);
    expect(describeValidationError(res.error[0])).toBe('Document "u1" was refused: firstName must be text.');
    expect(describeValidationError(new Error('x'))).toBeNull();
  });
});
