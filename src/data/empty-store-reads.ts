// A storage wrapper that answers a large read by id from an empty store without reading each id
// (docs/ARCHITECTURE.md, "Speed on a phone"). A new phone's first sync hands RxDB a page of up to 1,000
// pulled documents, and before storing them RxDB reads every one of their ids twice, from the
// collection and from the replication's record of the server's states: on Dexie each id is its own
// IndexedDB request, all of them answering "not here" on a new phone. One step of a cursor says whether
// the store holds any document at all (deleted ones included: changes since the start list them too),
// and an empty store holds none of the ids. The write that follows still checks, inside its own
// transaction, what the store holds, so a document stored meanwhile is still met as a conflict.
import { getChangedDocumentsSince, type RxStorage, type RxStorageInstance } from 'rxdb';
import { adaptedStorage } from './adapted-storage.ts';

/** Reads of fewer ids go straight to the store: one probe would cost about as much as the reads. */
export const EMPTY_PROBE_MIN_IDS = 50;

function answerEmptyStoresAtOnce<Doc, Internals, Options>(instance: RxStorageInstance<Doc, Internals, Options>): void {
  const findDocumentsById = instance.findDocumentsById.bind(instance);
  instance.findDocumentsById = async (ids, withDeleted) => {
    if (ids.length >= EMPTY_PROBE_MIN_IDS) {
      const { documents } = await getChangedDocumentsSince(instance, 1);
      if (documents.length === 0) return [];
    }
    return findDocumentsById(ids, withDeleted);
  };
}

export function withEmptyStoreReads<Internals, Options>(storage: RxStorage<Internals, Options>): RxStorage<Internals, Options> {
  return adaptedStorage(storage, answerEmptyStoresAtOnce);
}
