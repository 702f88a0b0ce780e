// A query read with one getAll (src/data/whole-range-query.ts) answers exactly what RxDB's cursor walk
// answers: the same documents in the same order, for every shape of query the app and RxDB ask.
import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import type { MangoQuery } from 'rxdb';
import { dexieQuery, fromDexieToStorage, RxStorageInstanceDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createScoreCard, openUserDatabase, removeUserDatabase, type GolfDatabase, type ScoreCardDoc } from '../../../src/data/index.ts';
import { storedDocument } from '../../../src/data/whole-range-query.ts';
import { course } from './fixtures.ts';

let db: GolfDatabase;
let counter = 0;
beforeEach(async () => {
  // Without dev mode the collection's storage instance is the Dexie one itself (no validation wrapper).
  db = await openUserDatabase(`Range${++counter}X${Date.now()}`, { indexedDB, IDBKeyRange, multiInstance: false, devMode: false });
  const day = 86_400_000;
  const base = Date.UTC(2024, 4, 1);
  for (let i = 0; i < 12; i++) {
    await createScoreCard(
      db,
      {
        id: `card-${String(i).padStart(2, '0')}`,
        userId: i % 3 === 0 ? 'u2' : 'u1',
        course: course(i % 2 === 0 ? 'c1' : 'c2'),
        teeId: 'white',
        player: {},
        // Two cards on the same day: equal dates are ordered by id.
        date: base + Math.floor(i / 2) * day,
        isCompetition: i % 4 === 0,
      },
      base,
    );
  }
  // A deleted card stays in the store; queries do not answer it.
  await (await db.scorecards.findOne('card-04').exec())?.remove();
});
afterEach(async () => {
  if (!db.closed) await removeUserDatabase(db);
});

function dexieInstance(): RxStorageInstanceDexie<ScoreCardDoc> {
  const instance = db.scorecards.internalStorageInstance;
  if (!(instance instanceof RxStorageInstanceDexie)) throw new Error('not the Dexie storage');
  return instance as RxStorageInstanceDexie<ScoreCardDoc>;
}

const date = (day: number) => Date.UTC(2024, 4, 1 + day);

const QUERIES: [string, MangoQuery<ScoreCardDoc>][] = [
  ['a course, newest first', { selector: { courseId: 'c1' }, sort: [{ date: 'desc' }] }],
  ['a user between two dates, in date order', { selector: { userId: 'u1', date: { $gte: date(1), $lt: date(4) } }, sort: [{ date: 'asc' }] }],
  ['the first cards of a course in index order', { selector: { courseId: 'c1' }, sort: [{ date: 'asc' }], limit: 2 }],
  ['skip and limit in index order', { selector: { courseId: 'c2' }, sort: [{ date: 'asc' }], skip: 1, limit: 2 }],
  ['a limit of 0', { selector: { courseId: 'c1' }, sort: [{ date: 'asc' }], limit: 0 }],
  ['skip past the end', { selector: { courseId: 'c1' }, sort: [{ date: 'asc' }], skip: 50 }],
  ['a limit over a selector the index does not cover', { selector: { courseId: 'c1', isCompetition: true }, sort: [{ date: 'asc' }], limit: 1 }],
  ['a selector the index does not cover, newest first', { selector: { userId: 'u1', isCompetition: false }, sort: [{ date: 'desc' }], skip: 1, limit: 3 }],
  ['either of two users', { selector: { $or: [{ userId: 'u1' }, { userId: 'u2' }] }, sort: [{ date: 'desc' }] }],
  ['every card', { selector: {} }],
  ['an empty date range', { selector: { date: { $gt: date(5), $lt: date(1) } } }],
  ['a match with no cards', { selector: { matchId: 'none' }, sort: [{ date: 'asc' }] }],
];

describe('whole-range queries', () => {
  it('are the queries of the app database', () => {
    const instance = dexieInstance();
    expect(instance.query).not.toBe(RxStorageInstanceDexie.prototype.query);
  });

  it.each(QUERIES)('answer as the cursor walk does: %s', async (_name, mango) => {
    const instance = dexieInstance();
    const prepared = db.scorecards.find(mango).getPreparedQuery();
    const walked = await dexieQuery(instance, prepared);
    const read = await instance.query(prepared);
    expect(read.documents.map((d) => d.id)).toEqual(walked.documents.map((d) => d.id));
    expect(read.documents).toEqual(walked.documents);
  });

  it('answer the collection queries, deleted cards left out', async () => {
    const ids = (await db.scorecards.find({ selector: { courseId: 'c1' }, sort: [{ date: 'desc' }] }).exec()).map((d) => d.id);
    expect(ids).toEqual(['card-10', 'card-08', 'card-06', 'card-02', 'card-00']);
  });
});

describe('storedDocument', () => {
  // Dexie keeps `|` at the start of a key as `__`, and boolean indexes as '1' / '0'.
  const STORED: [string, string[], unknown][] = [
    ['a card-like document', ['_deleted'], { id: 'a', _deleted: '0', holes: [{ number: 1, par: 4, obstacles: [{ kind: 'water', at: null }] }], _meta: { lwt: 1 } }],
    ['a deleted one', ['_deleted'], { id: 'b', _deleted: '1', list: [[1, 2], [3]], empty: {}, nothing: null }],
    ['a renamed key at the top', ['_deleted'], { id: 'c', _deleted: '0', __compressed: 1 }],
    ['a renamed key deep down', ['_deleted'], { id: 'd', _deleted: '0', holes: [{ nested: { __x: 2 } }] }],
    ['a dotted key with a renamed part', [], { id: 'e', 'a.__b': 3 }],
    ['a value that is not a plain object', ['_deleted'], { id: 'f', _deleted: '0', when: new Date(0) }],
    ['a nested boolean index', ['_deleted', 'flags.done'], { id: 'g', _deleted: '0', flags: { done: '1', other: 'x' } }],
  ];

  it.each(STORED)('is what fromDexieToStorage makes of %s', (_name, booleanIndexes, stored) => {
    const expected: unknown = fromDexieToStorage(booleanIndexes, structuredClone(stored));
    expect(storedDocument(booleanIndexes, structuredClone(stored))).toStrictEqual(expected);
  });

  it('passes nothing through as nothing', () => {
    expect(storedDocument([], undefined)).toBe(fromDexieToStorage([], undefined));
  });
});
