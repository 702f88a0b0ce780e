// A storage wrapper that keeps the mark RxDB's replication puts on the documents its pull stores
// (docs/ARCHITECTURE.md, "Interrupted pulls").
//
// RxDB stores a pulled document, then, in another store, its record of the server's state, then its
// checkpoint. Its upstream has moved its own checkpoint past the document by then. A reload between
// the first two writes leaves a document with no record beside it; on the next start it looks like an
// edit this device never sent, so RxDB would skip every newer server version of it forever. RxDB marks
// what its pull stores (`_meta.o`: the replication's hash and the revision the pull wrote) to recognise
// exactly that case, but its storage layer replaces `_meta` when the document is new, so the mark is
// lost on the first pull of every document. This wrapper sits below that layer and puts the mark back
// on the pull's inserts; the sync engine registers each running pull's write context with its hash.
import { getHeightOfRevision, type BulkWriteRow, type RxStorage, type RxStorageInstance } from 'rxdb';
import { adaptedStorage } from './adapted-storage.ts';

/** RxDB's `_meta.o`: which replication's pull wrote this revision of the document. */
export interface PullMark {
  hash: string;
  _rev: number;
}

/** The bulkWrite context of each running pull (RxDB's `downstreamBulkWriteFlag`) and its replication's hash. */
const pullContexts = new Map<string, string>();

/**
 * Registers a running replication's pull: its inserts carry RxDB's mark from now on. Returns the
 * function that forgets it (when the replication stops).
 */
export function markPullWrites(context: string, replicationHash: string): () => void {
  pullContexts.set(context, replicationHash);
  return () => {
    if (pullContexts.get(context) === replicationHash) pullContexts.delete(context);
  };
}

/** Whether the document is, unchanged since, a state the pull of the replication `replicationHash` stored. */
export function isPulledState(doc: { _rev: string; _meta: { o?: PullMark } }, replicationHash: string): boolean {
  const mark = doc._meta.o;
  return mark !== undefined && mark.hash === replicationHash && mark._rev === getHeightOfRevision(doc._rev);
}

function marked<Doc>(rows: BulkWriteRow<Doc>[], hash: string): BulkWriteRow<Doc>[] {
  return rows.map((row) => {
    if (row.previous) return row; // RxDB keeps `_meta` (with its mark) on an update
    const document = row.document;
    const o: PullMark = { hash, _rev: getHeightOfRevision(document._rev) };
    // RxDB shares one `_meta` object among the inserts of a write: each row gets its own.
    return { ...row, document: { ...document, _meta: { ...document._meta, o } } };
  });
}

function keepPullMarks<Doc, Internals, Options>(instance: RxStorageInstance<Doc, Internals, Options>): void {
  const bulkWrite = instance.bulkWrite.bind(instance);
  instance.bulkWrite = (rows, context) => {
    const hash = pullContexts.get(context);
    return bulkWrite(hash === undefined ? rows : marked(rows, hash), context);
  };
}

export function withPullMarks<Internals, Options>(storage: RxStorage<Internals, Options>): RxStorage<Internals, Options> {
  return adaptedStorage(storage, keepPullMarks);
}
