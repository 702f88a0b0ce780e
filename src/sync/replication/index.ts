// startSync: replicates a user's local database with the Realtime Database (docs/ARCHITECTURE.md, "Sync").
// One RxDB replication per collection; they share the connection state, the stop signal and one SyncStatus.
import type { Database } from 'firebase/database';
import type { RxCollection } from 'rxdb';
import { asyncScheduler, throttleTime, type Subscription } from 'rxjs';
import { COLLECTION_NAMES, type CollectionName } from '../../../schemas/index.ts';
import type { GolfDatabase } from '../../data/types.ts';
import { collectionSpecs, type CollectionSpec } from './collections.ts';
import { ConnectionState } from './connection-state.ts';
import type { SyncCounters } from './context.ts';
import type { PlainDoc } from '../../backend/doc-shape.ts';
import { startCollectionSync, type CollectionSync } from './engine.ts';
import { directorySearch } from '../../backend/directory-search.ts';
import { describeError, errorKind } from './errors.ts';
import { keptSets } from './kept.ts';
import { followOwnCourses } from './own-courses.ts';
import { localLookup, pushOrder } from './push-order.ts';
import { withServerDocuments } from './reader-lookup.ts';
import { dampDatabaseReconnects } from './reconnect-damper.ts';
import { StatusStore } from './status-store.ts';
import { shareAcrossTabs, type TabShare } from './tab-share.ts';
import type { SyncHandle } from './types.ts';

export type { SyncError, SyncHandle, SyncStatus } from './types.ts';
export type { SyncCounters } from './context.ts';
export { conflictHandlers, createConflictHandlers, type SyncConflictHandlers } from '../conflicts/handlers.ts';

export interface StartSyncOptions {
  /** The signed-in user's database, opened with `conflictHandlers` (see above). */
  rxdb: GolfDatabase;
  firebaseDb: Database;
  uid: string;
  /**
   * Whether the database connection acts for `uid` now (the Auth user of its app is `uid`). While it
   * does not, the rules refuse every read and write for reasons that are not the data's: such refusals
   * are retried, so a document is never dropped from the device nor a change recorded as refused.
   */
  signedIn: () => boolean;
  /** Replicate only these collections (all six by default). */
  collections?: readonly CollectionName[];
}

const AWAIT_PUSHED_POLL_MS = 100;
/** At most one pull of every collection per this time after reconnections (a flapping network), the last
 * reconnection always followed by one (docs/ARCHITECTURE.md, "What the phone does to keep the round"). */
export const RESYNC_MIN_INTERVAL_MS = 10_000;
/** The collections a device holds only in part: what it keeps (kept.ts). */
const KEPT_COLLECTIONS: readonly CollectionName[] = ['courses', 'users'];

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function allPushed(syncs: CollectionSync[], isCancelled: () => boolean): Promise<boolean> {
  while (!isCancelled()) {
    await Promise.all(syncs.map((s) => s.settle()));
    const counts = await Promise.all(syncs.map((s) => s.recount()));
    if (counts.every((c) => c === 0)) return true;
    await sleep(AWAIT_PUSHED_POLL_MS);
  }
  return false;
}

/** The contract's handle plus what tests and the bench read. */
export interface RtdbSyncHandle extends SyncHandle {
  /** Per replicated collection: documents pulled and written to the server since the start. */
  counters(): Partial<Record<CollectionName, SyncCounters>>;
}

/**
 * The identifier of a collection's replication, under which RxDB keeps its checkpoint and the states it
 * assumes the server holds. Checkpoints belong to one backend: a database synced with another one starts
 * from scratch. A feed pull keeps its own checkpoints (feed positions): naming the feed starts them
 * afresh on databases that pulled the whole collection before. The kept collections keep the path's:
 * a device that pulled every course keeps what RxDB knows of them, so the kept pull drops the ones it
 * does not use without sending any back (docs/ARCHITECTURE.md, "Course directory").
 */
export function replicationIdentifier(firebaseDb: Database, spec: CollectionSpec): string {
  const backend = firebaseDb.app.options.databaseURL ?? firebaseDb.app.options.projectId ?? 'default';
  return `rtdb|${backend}|${spec.feed ?? spec.path}`;
}

/** Databases with a running sync: two replications of one collection would corrupt each other's state. */
const running = new WeakSet<GolfDatabase>();

export function startSync(options: StartSyncOptions): RtdbSyncHandle {
  const { rxdb, firebaseDb, uid, signedIn } = options;
  if (running.has(rxdb)) throw new Error(`sync is already running on ${rxdb.name}; stop it first`);
  running.add(rxdb);
  const connection = new ConnectionState(firebaseDb);
  const status = new StatusStore();
  const specs = collectionSpecs(uid);

  // What a push reads to name its readers: the local copy, else the server's (reader-lookup.ts).
  const local = withServerDocuments(localLookup(rxdb), {
    db: firebaseDb,
    unlessStopped: (operation) => connection.unlessStopped(operation),
    isRefusal: (err) => errorKind({ signedIn }, err) === 'rejected',
  });
  const byName = new Map<CollectionName, CollectionSync>();
  const probe = {
    pending: (name: CollectionName) => {
      const sync = byName.get(name);
      return sync ? sync.settle().then(() => sync.recount()) : null;
    },
    isStopped: () => connection.isStopped,
  };

  const replicated = options.collections ?? COLLECTION_NAMES;
  // The courses and profiles this device keeps (docs/ARCHITECTURE.md, "Course directory"), followed
  // from the local database; an admin's device keeps the same, and reads the rest online.
  const keeps = replicated.some((name) => KEPT_COLLECTIONS.includes(name));
  const own = keeps ? followOwnCourses(firebaseDb, uid, (err) => status.reportError({ kind: errorKind({ signedIn }, err), collection: 'courses', message: `listen: ${describeError(err)}` })) : null;
  const kept = keeps ? keptSets(rxdb, uid, own?.ids$) : null;
  const keptOf = (name: CollectionName) => (name === 'courses' ? kept?.courses : name === 'users' ? kept?.users : undefined);

  const syncs = replicated.map((name) => {
    const sync = startCollectionSync(
      { db: firebaseDb, uid, signedIn, connection, status, local },
      specs[name],
      // Each collection holds the documents of its schema; the engine handles them as plain JSON.
      rxdb.collections[name] as unknown as RxCollection<PlainDoc>,
      replicationIdentifier(firebaseDb, specs[name]),
      pushOrder(name, probe),
      keptOf(name),
    );
    byName.set(name, sync);
    return sync;
  });

  const awaitPushed = async (timeoutMs: number): Promise<boolean> => {
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => {
        timedOut = true;
        resolve(false);
      }, timeoutMs);
    });
    try {
      return await Promise.race([allPushed(syncs, () => timedOut || connection.isStopped), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  // Another tab of this database may lead and replicate: its status and its answers (tab-share.ts).
  const share: TabShare | null = rxdb.multiInstance
    ? shareAcrossTabs({
        name: `handicap-down-sync|${rxdb.name}`,
        own$: status.status$,
        isLeader: () => rxdb.isLeader(),
        leadership: rxdb.waitForLeadership(),
        awaitPushed,
      })
    : null;

  const subs: Subscription[] = [
    connection.online$.subscribe((online) => status.setOnline(online)),
    // Writes made on the server while this device was offline fire no listener here.
    connection.reconnected$
      .pipe(throttleTime(RESYNC_MIN_INTERVAL_MS, asyncScheduler, { leading: true, trailing: true }))
      .subscribe(() => syncs.forEach((s) => s.resync())),
  ];
  // No attempt to connect while the phone has no network, and fewer on a flapping one.
  const undamp = dampDatabaseReconnects(firebaseDb, connection.online$);

  let stopping: Promise<void> | null = null;
  let databaseClosing = false;
  const onDatabaseClose = () => {
    databaseClosing = true;
    return stop();
  };
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      // Not while RxDB runs the onClose list: removing an entry then would skip the next one.
      const at = rxdb.onClose.indexOf(onDatabaseClose);
      if (!databaseClosing && at >= 0) rxdb.onClose.splice(at, 1);
      connection.stop();
      undamp();
      subs.forEach((s) => s.unsubscribe());
      await Promise.all(syncs.map((s) => s.stop()));
      kept?.close();
      own?.stop();
      status.setOnline(false);
      status.complete();
      share?.close();
      running.delete(rxdb);
    })();
    return stopping;
  };
  // Closing the database ends its replications in RxDB; the listeners here must end with them.
  rxdb.onClose.push(onDatabaseClose);

  return {
    status$: share?.status$ ?? status.status$,
    // A tab that does not lead pushes nothing itself: the leader tab answers for the database.
    awaitPushed: (timeoutMs) => (share && !rxdb.isLeader() ? share.askLeaderPushed(timeoutMs) : awaitPushed(timeoutMs)),
    stop,
    directory: directorySearch(firebaseDb, connection),
    counters: () => Object.fromEntries(syncs.map((s) => [s.name, { ...s.counters }])),
  };
}
