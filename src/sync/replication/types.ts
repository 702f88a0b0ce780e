// The contract between the replication engine (src/sync/replication) and the app's session (src/session/session.ts).
import type { Observable } from 'rxjs';
import type { DirectorySearch } from '../../data/directory.ts';

export interface SyncError {
  /** The collection and document the error concerns, when it concerns one. */
  collection?: string;
  documentId?: string;
  /** 'rejected' = refused by the security rules (kept locally, not retried); 'network' = retried with backoff. */
  kind: 'rejected' | 'network' | 'other';
  message: string;
  at: number;
}

export interface SyncStatus {
  /** The RTDB connection is up (`.info/connected`). */
  online: boolean;
  /** Local changes not yet acknowledged by the server, over all collections. */
  pending: number;
  /** When the last pull or push finished without error (epoch ms), or null. */
  lastSyncedAt: number | null;
  lastError: SyncError | null;
  /** Documents the server refused, kept locally and flagged. */
  rejected: { collection: string; documentId: string; message: string }[];
}

export interface SyncHandle {
  status$: Observable<SyncStatus>;
  /** Resolves true once every local change is on the server, false if `timeoutMs` passes first. */
  awaitPushed(timeoutMs: number): Promise<boolean>;
  /** Stops every replication of this database; local data and unsynced changes stay in RxDB. */
  stop(): Promise<void>;
  /** The course and golfer searches on the server (docs/ARCHITECTURE.md, "Course directory"). */
  directory?: DirectorySearch;
}
