// The local database through the storage worker's channel (src/data/worker-storage.ts,
// docs/ARCHITECTURE.md "The storage worker"), with the worker played in this process: every message is
// structured-cloned both ways, as postMessage does, and the worker's side is RxDB's own
// `exposeRxStorageRemote` over the app's Dexie storage on fake-indexeddb.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createRxDatabase, newRxError, type RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { exposeRxStorageRemote, type MessageFromRemote, type MessageToRemote } from 'rxdb/plugins/storage-remote';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usersSchema } from '../../../schemas/index.ts';
import { adaptedStorage } from '../../../src/data/adapted-storage.ts';
import { isQuotaExceeded, StorageFullError } from '../../../src/data/device-storage/storage-full.ts';
import { openUserDatabase, removeUserDatabase, userDatabaseName, type GolfDatabase } from '../../../src/data/index.ts';
import { dexieStorage } from '../../../src/data/dexie-storage.ts';
import { markPullWrites } from '../../../src/data/pull-marks.ts';
import { upsertCourse } from '../../../src/data/writes/courses.ts';
import { course } from './fixtures.ts';

/** What the worker's storage was asked to write: each bulkWrite's context. */
let contextsInWorker: string[] = [];
/** What the worker's storage throws on its next bulkWrite, if anything. */
let failNextWrite: Error | null = null;
let workers: InProcessWorker[] = [];
let factory = new IDBFactory();

class InProcessWorker extends EventTarget {
  private readonly toWorker = new Subject<MessageToRemote>();
  terminated = false;
  constructor() {
    super();
    workers.push(this);
    const storage: RxStorage<unknown, unknown> = adaptedStorage(dexieStorage({ indexedDB: factory, IDBKeyRange }), (instance) => {
      const bulkWrite = instance.bulkWrite.bind(instance);
      instance.bulkWrite = (rows, context) => {
        contextsInWorker.push(context);
        const failure = failNextWrite;
        failNextWrite = null;
        if (failure) return Promise.reject(failure);
        return bulkWrite(rows, context);
      };
    });
    const send = (message: MessageFromRemote) => {
      const data = structuredClone(message);
      setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data })));
    };
    exposeRxStorageRemote({ storage, messages$: this.toWorker, send });
  }
  postMessage(message: MessageToRemote): void {
    const data = structuredClone(message);
    setTimeout(() => this.toWorker.next(data));
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** A worker whose script does not load: the browser fires `error` on it. */
class BrokenWorker extends EventTarget {
  constructor() {
    super();
    setTimeout(() => this.dispatchEvent(Object.assign(new Event('error'), { message: '' })));
  }
  postMessage(): void {}
  terminate(): void {}
}

let counter = 0;
let db: GolfDatabase | undefined;

afterEach(async () => {
  if (db && !db.closed) await removeUserDatabase(db);
  db = undefined;
  vi.unstubAllGlobals();
  contextsInWorker = [];
  failNextWrite = null;
  workers = [];
  factory = new IDBFactory();
});

const newName = () => `Worker${++counter}X${Date.now()}`;
const openInWorker = (uid = newName()) => openUserDatabase(uid, { multiInstance: false, devMode: false });

describe('the database in the storage worker', () => {
  it('writes, reads, counts and sees its changes through the channel; removing it deletes its data and ends the worker', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    const uid = newName();
    db = await openInWorker(uid);
    expect(workers).toHaveLength(1);
    const seen: string[][] = [];
    const sub = db.courses.find({ sort: [{ nameSort: 'asc' }] }).$.subscribe((docs) => seen.push(docs.map((d) => d.name)));
    await db.courses.insert({ ...course('c1', 'Royal Test'), nameSort: '', creationDate: 1, lastModifiedDate: 1 });
    await db.courses.insert({ ...course('c2', 'Abbey Links'), nameSort: '', creationDate: 1, lastModifiedDate: 1 });
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['Abbey Links', 'Royal Test']));
    expect(await db.courses.count().exec()).toBe(2);
    sub.unsubscribe();
    await removeUserDatabase(db);
    expect(workers.every((w) => w.terminated)).toBe(true);
    db = await openInWorker(uid);
    expect(await db.courses.count().exec()).toBe(0);
  });

  it("hands a pull's write context to the worker unchanged, and the pull's inserts keep their mark", async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    db = await openInWorker();
    const forget = markPullWrites('replication-pull-test', 'hash-1');
    const document = {
      ...course('c1', 'Royal Test'),
      nameSort: 'royal test',
      creationDate: 1,
      lastModifiedDate: 1,
      _deleted: false,
      _attachments: {},
      _rev: '1-pulled',
      _meta: { lwt: Date.now() },
    };
    await db.courses.storageInstance.bulkWrite([{ document }], 'replication-pull-test');
    forget();
    expect(contextsInWorker).toContain('replication-pull-test');
    const [stored] = await db.courses.storageInstance.findDocumentsById(['c1'], false);
    expect(stored?._meta.o).toEqual({ hash: 'hash-1', _rev: 1 });
  });

  it("migrates a database an earlier version wrote (the worker opens the old schema's stores too)", async () => {
    const uid = newName();
    const previous = await createRxDatabase({ name: userDatabaseName(uid), storage: getRxStorageDexie({ indexedDB: factory, IDBKeyRange }), multiInstance: false });
    const usersV0 = { ...usersSchema, version: 0, properties: { ...usersSchema.properties, email: { type: 'string', maxLength: 320 } }, required: ['id', 'email'] };
    await previous.addCollections({ users: { schema: usersV0 } });
    await previous.collections.users?.insert({ id: 'u1', email: 'u1@example.com', firstName: 'Ana' });
    await previous.close();
    vi.stubGlobal('Worker', InProcessWorker);
    db = await openInWorker(uid);
    const user = (await db.users.findOne('u1').exec())?.toJSON();
    expect(user).toMatchObject({ id: 'u1', firstName: 'Ana' });
    expect(user).not.toHaveProperty('email');
  });

  it('fails to open in words when the worker cannot start, instead of waiting forever', async () => {
    vi.stubGlobal('Worker', BrokenWorker);
    const error = await openInWorker().catch((err: unknown) => err);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'StorageWorkerError', message: 'the storage worker failed: its script did not load' });
  });
});

/** What a write refused in the worker throws on the page. */
async function refusedWrite(db: GolfDatabase, thrownInWorker: Error): Promise<unknown> {
  failNextWrite = thrownInWorker;
  const document = {
    ...course('secret-course', 'Ana Secretname Links'),
    nameSort: '',
    creationDate: 1,
    lastModifiedDate: 1,
    _deleted: false,
    _attachments: {},
    _rev: '1-a',
    _meta: { lwt: Date.now() },
  };
  const error = await db.courses.storageInstance.bulkWrite([{ document }], 'test-write').catch((err: unknown) => err);
  expect(failNextWrite).toBeNull();
  return error;
}

/** Nothing of the call crossed in the error: neither RxDB's JSON of it nor the document written. */
function expectNothingOfTheCall(error: unknown): void {
  const text = `${String((error as Error).message)} ${String((error as Error).stack)}`;
  expect(text).not.toMatch(/requestRemote|methodName|Secretname|secret-course/);
}

describe("a storage error through the storage worker: the page sees the worker's error", () => {
  it('a full disk (a QuotaExceededError) keeps its name and message, and the writers say the storage is full', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    db = await openInWorker();
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const error = await refusedWrite(db, quota);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'QuotaExceededError', message: 'The quota has been exceeded.' });
    expect((error as Error).message).not.toContain('{');
    expectNothingOfTheCall(error);
    expect(isQuotaExceeded(error)).toBe(true);

    failNextWrite = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    await expect(upsertCourse(db, { name: 'Ana Secretname Links', creatorId: 'u1', tees: [] })).rejects.toBeInstanceOf(StorageFullError);
    expect(await db.courses.count().exec()).toBe(0);
  });

  it("an RxError keeps its name, message, code and parameters, and none of the call's rows", async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    db = await openInWorker();
    const thrown = newRxError('SNH', { args: { reason: 'the store is gone' } });
    const error = await refusedWrite(db, thrown);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'RxError (SNH)', message: thrown.message, code: 'SNH', parameters: { args: { reason: 'the store is gone' } }, rxdb: true });
    expectNothingOfTheCall(error);
  });

  it("a write conflict (409) is still a result, not an error: it crosses whole, and RxDB's insert says CONFLICT", async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    db = await openInWorker();
    await db.courses.insert({ ...course('c1', 'Royal Test'), nameSort: '', creationDate: 1, lastModifiedDate: 1 });
    const [stored] = await db.courses.storageInstance.findDocumentsById(['c1'], false);
    const second = { ...course('c1', 'Royal Again'), nameSort: '', creationDate: 2, lastModifiedDate: 2, _deleted: false, _attachments: {}, _rev: '1-b', _meta: { lwt: Date.now() } };
    const result = await db.courses.storageInstance.bulkWrite([{ document: second }], 'test-conflict');
    expect(result.error).toHaveLength(1);
    expect(result.error[0]).toMatchObject({ status: 409, isError: true, documentId: 'c1', writeRow: { document: { name: 'Royal Again' } }, documentInDb: stored });
    await expect(db.courses.insert({ ...course('c1', 'Royal Again'), nameSort: '', creationDate: 2, lastModifiedDate: 2 })).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
