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
//
// A golfer may also change such a document before the next pull repairs it (a reload offline). The
// push then has no record of the server's state to merge against, and would lose the change to any
// other golfer's edit of the same hole. So the first local write on top of a pulled state keeps that
// state beside the mark (`_meta.p`), where the push finds it (isPulledState, pulledBase).
import { getHeightOfRevision, getPrimaryFieldOfPrimaryKey, type BulkWriteRow, type PlainJsonValue, type PlainSimpleJsonObject, type RxDocumentData, type RxStorage, type RxStorageInstance } from 'rxdb';
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

/** `_meta.p`: the state a pull stored (mark revision `_rev`), kept when a local write first changed it. */
interface PulledBase {
  _rev: number;
  doc: PlainJsonValue;
}

interface MarkedMeta {
  o?: PullMark;
  p?: PlainJsonValue;
}

function isPulledBase(v: PlainJsonValue | undefined): v is PlainSimpleJsonObject & PulledBase {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && typeof v._rev === 'number' && typeof v.doc === 'object' && v.doc !== null;
}

/** Whether the document is, unchanged since, a state the pull of the replication `replicationHash` stored. */
export function isPulledState(doc: { _rev: string; _meta: MarkedMeta }, replicationHash: string): boolean {
  const mark = doc._meta.o;
  return mark !== undefined && mark.hash === replicationHash && mark._rev === getHeightOfRevision(doc._rev);
}

/**
 * The state the last pull of the replication `replicationHash` stored, when the document was changed
 * here since (kept by this wrapper at the first change); undefined otherwise. With no record of the
 * server's state in RxDB (an interrupted pull), this is the base of the push's merge.
 */
export function pulledBase(doc: { _meta: MarkedMeta }, replicationHash: string): PlainJsonValue | undefined {
  const { o: mark, p: kept } = doc._meta;
  if (mark === undefined || mark.hash !== replicationHash || !isPulledBase(kept) || kept._rev !== mark._rev) return undefined;
  return kept.doc;
}

/** The document's fields and deletion flag, as RxDB's replication hands states around. */
function plainState<Doc>(doc: RxDocumentData<Doc>): PlainJsonValue {
  const { _meta: _m, _rev: _r, _attachments: _a, ...state } = doc;
  // A stored document is JSON (RxDB's contract for every storage).
  return state as unknown as PlainJsonValue;
}

/** A pull's write: inserts get RxDB's mark back; a kept pulled state is out of date on every row. */
function asPullWrites<Doc>(rows: BulkWriteRow<Doc>[], hash: string): BulkWriteRow<Doc>[] {
  return rows.map((row) => {
    const document = row.document;
    const { p: stale, ...meta } = document._meta;
    if (row.previous) return stale === undefined ? row : { ...row, document: { ...document, _meta: meta } };
    const o: PullMark = { hash, _rev: getHeightOfRevision(document._rev) };
    // RxDB shares one `_meta` object among the inserts of a write: each row gets its own.
    return { ...row, document: { ...document, _meta: { ...meta, o } } };
  });
}

/**
 * A local write: the first change of a pulled state keeps that state beside its mark, and later
 * changes carry it on. RxDB's copy of a document in memory is what it handed to the storage, without
 * what this wrapper added, so the states kept since the database opened are remembered here (`kept`,
 * by id); a document read after a start has it from the storage.
 */
function asLocalWrites<Doc>(rows: BulkWriteRow<Doc>[], id: (doc: RxDocumentData<Doc>) => string, kept: Map<string, PlainJsonValue>): BulkWriteRow<Doc>[] {
  return rows.map((row) => {
    const { previous, document } = row;
    if (document._meta.p !== undefined) return row;
    const mark = previous?._meta.o;
    const pulledNow = previous !== undefined && mark !== undefined && mark._rev === getHeightOfRevision(previous._rev);
    const p = pulledNow ? { _rev: mark._rev, doc: plainState(previous) } : kept.get(id(document));
    if (p === undefined) return row;
    if (pulledNow) kept.set(id(document), p);
    return { ...row, document: { ...document, _meta: { ...document._meta, p } } };
  });
}

function keepPullMarks<Doc, Internals, Options>(instance: RxStorageInstance<Doc, Internals, Options>): void {
  const bulkWrite = instance.bulkWrite.bind(instance);
  const key = getPrimaryFieldOfPrimaryKey(instance.schema.primaryKey);
  const id = (doc: RxDocumentData<Doc>) => String(doc[key]);
  const kept = new Map<string, PlainJsonValue>();
  instance.bulkWrite = (rows, context) => {
    const hash = pullContexts.get(context);
    if (hash === undefined) return bulkWrite(asLocalWrites(rows, id, kept), context);
    for (const row of rows) kept.delete(id(row.document));
    return bulkWrite(asPullWrites(rows, hash), context);
  };
}

export function withPullMarks<Internals, Options>(storage: RxStorage<Internals, Options>): RxStorage<Internals, Options> {
  return adaptedStorage(storage, keepPullMarks);
}
