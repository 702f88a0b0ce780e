// RxDB's Dexie storage answers a query by walking an IndexedDB cursor over the index's key range: one
// request, one event and one turn of the page's event loop per document, so a list of 500 cards is 500
// round trips, each queued behind whatever else the page is doing (the sync's start, a render). Here a
// query reads the same key range with one `getAll` instead (docs/ARCHITECTURE.md, "Speed on a phone"):
// the same documents in the same order, then filtered, sorted, skipped and limited as RxDB does it.
// Each document read is handed over as RxDB's `fromDexieToStorage` would, without its deep copy of every
// object of the document when there is nothing in it to rename (`storedDocument`). Only a query that
// stops early (a limit on an index order that its selector filters further) keeps RxDB's walk, which
// reads no more documents than it needs.
import type { PreparedQuery, RxDocumentData, RxStorage, RxStorageQueryResult } from 'rxdb';
import { getProperty, getQueryMatcher, getSortComparator, setProperty } from 'rxdb';
import {
  DEXIE_DOCS_TABLE_NAME,
  DEXIE_PIPE_SUBSTITUTE,
  dexieQuery,
  dexieReplaceIfStartsWithPipe,
  fromDexieToStorage,
  getKeyRangeByQueryPlan,
  RxStorageInstanceDexie,
} from 'rxdb/plugins/storage-dexie';
import { adaptedStorage } from './adapted-storage.ts';

/**
 * Whether `fromDexieToStorage` would change anything in `value` but the boolean indexes: a key that
 * starts with Dexie's substitute for `|` (alone or after a dot), or an object that is not a plain one or
 * an array (its copy would be a plain object of its own enumerable properties).
 */
function needsRenaming(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(needsRenaming);
  if (Object.getPrototypeOf(value) !== Object.prototype) return true;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (key.startsWith(DEXIE_PIPE_SUBSTITUTE) || key.includes(`.${DEXIE_PIPE_SUBSTITUTE}`) || needsRenaming(record[key])) return true;
  }
  return false;
}

/**
 * `fromDexieToStorage(booleanIndexes, stored)`: a document as RxDB keeps it. RxDB's own copies every
 * object of the document to rename keys, which a card (18 holes) never has, and that copy was most of
 * the time of reading 500 cards on a phone. Here a document with nothing to rename is copied at the top
 * only (`getAll` made it: nobody else holds it) and its boolean indexes set back, as RxDB does.
 */
export function storedDocument<D>(booleanIndexes: string[], stored: unknown): RxDocumentData<D> {
  if (!stored || needsRenaming(stored)) return fromDexieToStorage<D>(booleanIndexes, stored);
  const doc = { ...(stored as Record<string, unknown>) };
  for (const index of booleanIndexes) setProperty(doc, index, getProperty(doc, index) === '1');
  return doc as RxDocumentData<D>;
}

/** What `getAll` reads: the index range of the query plan, at most `count` documents (all when absent). */
async function readRange<D>(instance: RxStorageInstanceDexie<D>, prepared: PreparedQuery<D>, count: number | undefined): Promise<RxDocumentData<D>[] | null> {
  const state = await instance.internals;
  const plan = prepared.queryPlan;
  let keyRange: IDBKeyRange;
  try {
    keyRange = getKeyRangeByQueryPlan(state.booleanIndexes, plan, state.dexieDb._options.IDBKeyRange);
  } catch (err) {
    // RxDB's own answer to a range IndexedDB refuses (e.g. a lower bound above the upper): no documents.
    if (err instanceof Error && err.name === 'DataError') return null;
    throw err;
  }
  const indexName = `[${plan.index.map((field) => dexieReplaceIfStartsWithPipe(field)).join('+')}]`;
  let stored: unknown[] = [];
  await state.dexieDb.transaction('r', state.dexieTable, async (tx) => {
    const index = tx.idbtrans.objectStore(DEXIE_DOCS_TABLE_NAME).index(indexName);
    stored = await new Promise<unknown[]>((resolve, reject) => {
      const request = index.getAll(keyRange, count);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error(`getAll failed on ${indexName}`));
    });
  });
  return stored.map((doc) => storedDocument<D>(state.booleanIndexes, doc));
}

/** RxDB's `dexieQuery` with one `getAll` for the cursor's walk; the same result for every query. */
export async function wholeRangeQuery<D>(instance: RxStorageInstanceDexie<D>, prepared: PreparedQuery<D>): Promise<RxStorageQueryResult<D>> {
  const { query, queryPlan } = prepared;
  const skip = query.skip ?? 0;
  // `typeof`: an explicit `limit: 0` is a limit (as in RxDB's walk).
  const limit = typeof query.limit === 'number' ? query.limit : Infinity;
  const filtered = !queryPlan.selectorSatisfiedByIndex;
  if (limit !== Infinity && queryPlan.sortSatisfiedByIndex && filtered) return dexieQuery(instance, prepared);
  // In index order with nothing to filter, the first skip + limit documents are the answer: read no more.
  // (IndexedDB reads a count of 0 as "all"; the slice below then still returns none.)
  const count = queryPlan.sortSatisfiedByIndex && limit !== Infinity ? skip + limit : undefined;
  const stored = await readRange(instance, prepared, count);
  if (stored === null) return { documents: [] };
  let rows = stored;
  if (filtered) {
    const matches = getQueryMatcher(instance.schema, query);
    rows = rows.filter((doc) => matches(doc));
  }
  if (!queryPlan.sortSatisfiedByIndex) rows.sort(getSortComparator(instance.schema, query));
  return { documents: rows.slice(skip, skip + limit) };
}

/** The Dexie storage whose instances answer queries with `wholeRangeQuery`; any other storage as it is. */
export function withWholeRangeQueries<I, O>(storage: RxStorage<I, O>): RxStorage<I, O> {
  return adaptedStorage(storage, (instance) => {
    if (!(instance instanceof RxStorageInstanceDexie)) return;
    // Every other method stays the instance's own (writes, lookups by id, counts, changes).
    instance.query = (prepared) => wholeRangeQuery(instance, prepared);
  });
}
