// The SyncStatus of one startSync, assembled from what the replications report.
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import { deepEqual } from 'rxdb';
import type { SyncError, SyncStatus } from './types.ts';

export type RejectedDoc = SyncStatus['rejected'][number];

export class StatusStore {
  private readonly subject = new BehaviorSubject<SyncStatus>({
    online: false,
    pending: 0,
    lastSyncedAt: null,
    lastError: null,
    rejected: [],
  });
  private readonly pendingBy = new Map<string, number>();

  readonly status$: Observable<SyncStatus> = this.subject.pipe(distinctUntilChanged(deepEqual));

  get value(): SyncStatus {
    return this.subject.value;
  }

  private patch(p: Partial<SyncStatus>): void {
    if (this.subject.closed) return;
    this.subject.next({ ...this.subject.value, ...p });
  }

  setOnline(online: boolean): void {
    if (online !== this.value.online) this.patch({ online });
  }

  setPending(collection: string, count: number): void {
    this.pendingBy.set(collection, count);
    let pending = 0;
    for (const n of this.pendingBy.values()) pending += n;
    if (pending !== this.value.pending) this.patch({ pending });
  }

  /** A pull or push finished without error. */
  markSynced(at = Date.now()): void {
    this.patch({ lastSyncedAt: at });
  }

  reportError(error: Omit<SyncError, 'at'>): void {
    this.patch({ lastError: { ...error, at: Date.now() } });
  }

  /** A document the server refused: flagged until a later version of it is accepted. */
  addRejected(doc: RejectedDoc): void {
    const rest = this.value.rejected.filter((r) => r.collection !== doc.collection || r.documentId !== doc.documentId);
    this.patch({ rejected: [...rest, doc] });
    this.reportError({ kind: 'rejected', collection: doc.collection, documentId: doc.documentId, message: doc.message });
  }

  clearRejected(collection: string, documentId: string): void {
    if (!this.value.rejected.some((r) => r.collection === collection && r.documentId === documentId)) return;
    this.patch({ rejected: this.value.rejected.filter((r) => r.collection !== collection || r.documentId !== documentId) });
  }

  complete(): void {
    this.subject.complete();
  }
}
