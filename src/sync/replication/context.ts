// What the pull and push handlers of one collection share.
import type { Database } from 'firebase/database';
import type { Observable } from 'rxjs';
import type { Backoff } from './backoff.ts';
import type { CollectionSpec } from './collections.ts';
import type { ConnectionState } from './connection-state.ts';
import type { LocalLookup } from './feeds.ts';
import type { DocWithDeleted, PlainDoc } from '../../backend/doc-shape.ts';
import type { OwnWrites } from './own-writes.ts';
import type { StatusStore } from './status-store.ts';

export interface EngineContext {
  db: Database;
  /** The signed-in golfer this device syncs for. */
  uid: string;
  /**
   * Whether the connection still acts for `uid`. A refusal while it does not (the service ended the
   * sign-in, the SDK dropped the token) says nothing about the data: it is retried, never applied.
   */
  signedIn: () => boolean;
  spec: CollectionSpec;
  connection: ConnectionState;
  status: StatusStore;
  /** One per collection and direction: a failing push does not slow the pulls down. */
  backoff: Backoff;
  /** Documents this collection pulled and wrote to the server since the start (diagnostics, bench). */
  counters: SyncCounters;
  /** The current local state of these documents (deleted ones included, as tombstones). */
  readLocal: (ids: string[]) => Promise<Map<string, PlainDoc>>;
  /** The local documents of every collection (readers of a pushed document, feeds.ts). */
  local: LocalLookup;
  /**
   * Waits, before a push, until what the rows reference is on the server: a card waits for its match
   * (the rules accept a card of a match only once the match lists its player). Resolves at once when
   * nothing has to wait.
   */
  beforePush: (rows: readonly PlainDoc[]) => Promise<void>;
  /** What this replication's pull left on these documents (RxDB's mark, src/data/pull-marks.ts). */
  pulledStates: (ids: string[]) => Promise<PulledStates>;
  /**
   * Makes the local document the server's state (a local write, which RxDB then pushes as a no-op):
   * after the rules refused this device's change of a document the server holds.
   */
  takeServerState: (id: string, server: DocWithDeleted) => Promise<void>;
  /** The states this collection's push sent without seeing the answer (opened on first use). */
  ownWrites: () => Promise<OwnWrites>;
  /** Set for the kept collections (courses, public profiles): the ids the device keeps (kept-pull.ts). */
  kept?: KeptSource & { ids$: Observable<ReadonlySet<string>> };
}

/** What a kept pull (kept-pull.ts) needs besides the engine's context. */
export interface KeptSource {
  /** The ids kept now. */
  ids(): Promise<ReadonlySet<string>>;
  /** The ids of the documents held here (deleted ones left out). */
  held(): Promise<string[]>;
}

export interface SyncCounters {
  pulled: number;
  pushed: number;
}

/** Of the documents a push is handed, what the last pull of each stored (docs/ARCHITECTURE.md, "Interrupted pulls"). */
export interface PulledStates {
  /** A state the pull stored, unchanged since: the server's state, not an edit of this device. */
  unchanged: ReadonlySet<string>;
  /** The state the pull stored, of a document this device changed since. */
  bases: ReadonlyMap<string, PlainDoc>;
}
