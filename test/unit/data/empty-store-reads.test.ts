// Large reads by id from an empty store are answered without reading each id; any document in the
// store, a deleted one too, sends the read to the store as before.
import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { createRevision, fillWithDefaultSettings, now, type RxDocumentData, type RxJsonSchema, type RxStorage, type RxStorageInstance, type RxStorageInstanceCreationParams } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_PROBE_MIN_IDS, withEmptyStoreReads } from '../../../src/data/empty-store-reads.ts';

interface Doc {
  id: string;
  n: number;
}

const schema: RxJsonSchema<RxDocumentData<Doc>> = fillWithDefaultSettings<Doc>({
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 64 }, n: { type: 'number' } },
  required: ['id', 'n'],
});

const storages: [string, () => RxStorage<unknown, unknown>][] = [
  ['memory', () => getRxStorageMemory() as RxStorage<unknown, unknown>],
  ['dexie', () => getRxStorageDexie({ indexedDB, IDBKeyRange }) as RxStorage<unknown, unknown>],
];

let instance: RxStorageInstance<Doc, unknown, unknown> | null = null;
afterEach(async () => {
  await instance?.remove();
  instance = null;
});

let names = 0;
/** A store of the wrapped storage, and the ids the wrapped instance was asked to read itself. */
async function open(storage: RxStorage<unknown, unknown>): Promise<{ store: RxStorageInstance<Doc, unknown, unknown>; reads: string[][] }> {
  const reads: string[][] = [];
  const counting: RxStorage<unknown, unknown> = {
    name: storage.name,
    rxdbVersion: storage.rxdbVersion,
    async createStorageInstance<D>(params: RxStorageInstanceCreationParams<D, unknown>) {
      const inner = await storage.createStorageInstance<D>(params);
      const find = inner.findDocumentsById.bind(inner);
      inner.findDocumentsById = (ids, withDeleted) => {
        reads.push(ids);
        return find(ids, withDeleted);
      };
      return inner;
    },
  };
  const store = await withEmptyStoreReads(counting).createStorageInstance<Doc>({
    databaseName: `empty-store-reads-${++names}`,
    collectionName: 'docs',
    databaseInstanceToken: 'test',
    multiInstance: false,
    options: {},
    schema,
    devMode: false,
  });
  instance = store;
  return { store, reads };
}

async function put(store: RxStorageInstance<Doc, unknown, unknown>, id: string, deleted: boolean): Promise<void> {
  const document: RxDocumentData<Doc> = { id, n: 1, _deleted: deleted, _attachments: {}, _meta: { lwt: now() }, _rev: createRevision('test') };
  const result = await store.bulkWrite([{ document }], 'test');
  expect(result.error).toEqual([]);
}

const ids = (count: number) => Array.from({ length: count }, (_, i) => `d${i}`);

describe.each(storages)('withEmptyStoreReads (%s)', (_, storage) => {
  it('answers a large read from an empty store without reading the ids', async () => {
    const { store, reads } = await open(storage());
    expect(await store.findDocumentsById(ids(EMPTY_PROBE_MIN_IDS), true)).toEqual([]);
    expect(reads).toEqual([]);
  });

  it('reads the ids once the store holds a document, a deleted one too', async () => {
    const { store, reads } = await open(storage());
    await put(store, 'd7', true);
    const found = await store.findDocumentsById(ids(EMPTY_PROBE_MIN_IDS), true);
    expect(found.map((d) => d.id)).toEqual(['d7']);
    expect(reads).toHaveLength(1);
    expect(await store.findDocumentsById(ids(EMPTY_PROBE_MIN_IDS), false)).toEqual([]);
  });

  it('reads a few ids straight from the store', async () => {
    const { store, reads } = await open(storage());
    expect(await store.findDocumentsById(['d1', 'd2'], true)).toEqual([]);
    expect(reads).toEqual([['d1', 'd2']]);
  });
});
