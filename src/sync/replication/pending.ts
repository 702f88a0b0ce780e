// Counting the local changes the server does not have yet: documents of the local database whose
// state differs from the state RxDB last confirmed on the server (its "assumed master state").
// Only documents changed since RxDB's upstream checkpoint can differ, so the scan stays short.
import {
  getAssumedMasterState,
  getChangedDocumentsSince,
  getLastCheckpointDoc,
  writeDocToDocState,
  type RxConflictHandler,
  type RxDocumentData,
  type RxStorageInstanceReplicationState,
} from 'rxdb';
import type { PlainDoc } from '../../backend/doc-shape.ts';

const PAGE = 200;

/** The number of pending documents, or null while the replication has not started. */
export async function countPending(
  internal: RxStorageInstanceReplicationState<PlainDoc> | undefined,
  isEqual: RxConflictHandler<PlainDoc>['isEqual'],
): Promise<number | null> {
  if (!internal) return null;
  const fork = internal.input.forkInstance;
  const primaryPath = internal.primaryPath;
  let checkpoint: unknown = await getLastCheckpointDoc(internal, 'up');
  let count = 0;
  for (;;) {
    const page = await getChangedDocumentsSince(fork, PAGE, checkpoint);
    const docs: RxDocumentData<PlainDoc>[] = page.documents;
    if (docs.length === 0) break;
    const ids = docs.map((d) => String(d[primaryPath]));
    const assumed = await getAssumedMasterState(internal, ids);
    for (const doc of docs) {
      const master = assumed[String(doc[primaryPath])];
      const state = writeDocToDocState(doc, false, false);
      if (!master || !isEqual(master.docData, state, 'sync-pending-count')) count += 1;
    }
    checkpoint = page.checkpoint;
    if (docs.length < PAGE) break;
  }
  return count;
}
