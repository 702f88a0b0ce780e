// The local database's storage: RxDB's Dexie storage on IndexedDB, with the two wrappers that belong
// next to it (docs/ARCHITECTURE.md, "Speed on a phone"): queries read their index range in one request
// (whole-range-query.ts), and a large read by id from an empty store answers at once
// (empty-store-reads.ts). In the browser it runs in the storage worker (storage.worker.ts); tests and
// Node scripts run it on their own thread with the IndexedDB they pass (fake-indexeddb).
import type { RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { withEmptyStoreReads } from './empty-store-reads.ts';
import { withWholeRangeQueries } from './whole-range-query.ts';

export interface DexieSettings {
  /** IndexedDB implementation (tests pass fake-indexeddb's); the global one by default. */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

export function dexieStorage(settings: DexieSettings = {}): RxStorage<unknown, unknown> {
  const dexie = getRxStorageDexie(settings.indexedDB ? { indexedDB: settings.indexedDB, IDBKeyRange: settings.IDBKeyRange } : {});
  return withEmptyStoreReads(withWholeRangeQueries(dexie));
}
