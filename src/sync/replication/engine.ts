// One collection's replication: RxDB's replicateRxCollection with the RTDB pull, push and change
// stream of this folder, plus the pending count the status shows.
import { auditTime, filter, merge, type Subscription } from 'rxjs';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { ensureNotFalsy, writeDocToDocState, type RxCollection } from 'rxdb';
import { isPulledState, markPullWrites, pulledBase } from '../../data/pull-marks.ts';
import { Backoff, waitUnlessInterrupted } from './backoff.ts';
import type { RtdbCheckpoint } from './checkpoint.ts';
import type { EngineContext, PulledStates, SyncCounters } from './context.ts';
import type { DocWithDeleted, PlainDoc } from '../../backend/doc-shape.ts';
import { describeError, errorKind } from './errors.ts';
import type { KeptIds } from './kept.ts';
import { OwnWrites } from './own-writes.ts';
import { countPending } from './pending.ts';
import { createPullHandler } from './pull.ts';
import { createPushHandler } from './push.ts';
import { watchServerChanges } from './stream.ts';

/** Documents per pull request (one get()) and per push call (run as parallel transactions). */
export const PULL_BATCH_SIZE = 200;
/**
 * Documents per feed pull (score cards, matches, tournaments): on a phone the first sync is bound by the
 * main thread, and each page costs RxDB a fixed round of IndexedDB reads and writes and the app a round
 * of live-query updates, so fewer, larger pages store 1,000 cards about a quarter faster
 * (docs/ARCHITECTURE.md, "Speed on a phone"). A feed page's documents are read one by one anyway.
 */
export const FEED_PULL_BATCH_SIZE = 1000;
export const PUSH_BATCH_SIZE = 50;
const RECOUNT_THROTTLE_MS = 100;
/**
 * How long a stop waits for a pull that is being stored (the handlers return at once after the stop
 * signal, so what is left is local work): storing a page of 1,000 documents with RxDB's records of the
 * server's states takes 1 to 2 s on a phone at CPU 4x and longer on a busy one, and a stop cut short of
 * the checkpoint makes the next start fetch the whole page again. The bound only guards a storage that
 * never answers (docs/ARCHITECTURE.md, "Sync").
 */
const STOP_GRACE_MS = 30_000;
/** The bulkWrite context of RxDB's downstream (replication-protocol: downstreamBulkWriteFlag). */
const DOWNSTREAM_CONTEXT = 'replication-downstream-';

export interface CollectionSync {
  name: string;
  counters: SyncCounters;
  replication: RxReplicationState<PlainDoc, RtdbCheckpoint>;
  /** Recounts the pending documents now and publishes the count; null before the start. */
  recount(): Promise<number | null>;
  /** Resolves once the local writes made so far have been handed to the push (or sync stopped). */
  settle(): Promise<void>;
  /** Pulls again from the checkpoint and re-checks every local change. */
  resync(): void;
  stop(): Promise<void>;
}

/** Runs `task` serially; calls made while it runs coalesce into one more run. */
function coalescing(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await task();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  return run;
}

export function startCollectionSync(
  base: Omit<EngineContext, 'spec' | 'backoff' | 'counters' | 'readLocal' | 'pulledStates' | 'takeServerState' | 'ownWrites' | 'beforePush' | 'kept'>,
  spec: EngineContext['spec'],
  collection: RxCollection<PlainDoc>,
  replicationIdentifier: string,
  beforePush: EngineContext['beforePush'],
  keptIds?: KeptIds,
): CollectionSync {
  const counters: SyncCounters = { pulled: 0, pushed: 0 };
  const readLocal = async (ids: string[]) => {
    const docs = await collection.storageInstance.findDocumentsById(ids, true);
    return new Map(docs.map((d) => [String(d.id), writeDocToDocState(d, false, false) as PlainDoc]));
  };
  const kept: EngineContext['kept'] = keptIds && {
    ids$: keptIds.ids$,
    ids: () => keptIds.current(),
    held: async () => (await collection.find().exec()).map((d) => String(d.primary)),
  };
  let own: Promise<OwnWrites> | null = null;
  const ownWrites = () => {
    if (!own) {
      const opening = OwnWrites.open(collection.database, spec.name);
      // A failed open fails that push attempt (retried with the backoff) and is tried again then.
      opening.catch(() => {
        if (own === opening) own = null;
      });
      own = opening;
    }
    return own;
  };
  // What this replication's pull stores keeps RxDB's mark (src/data/pull-marks.ts): registered before
  // the pull hands over its first documents, read by the push (docs/ARCHITECTURE.md, "Interrupted pulls").
  let marking: Promise<string> | null = null;
  let forgetPullWrites: (() => void) | null = null;
  const pullMark = () =>
    (marking ??= (async () => {
      // The handlers are called by the replication's internal state, so it exists by then.
      const internal = ensureNotFalsy(replication.internalReplicationState);
      const hash = await internal.input.hashFunction(internal.input.identifier);
      forgetPullWrites = markPullWrites(await internal.downstreamBulkWriteFlag, hash);
      return hash;
    })());
  const pulledStates = async (ids: string[]): Promise<PulledStates> => {
    const unchanged = new Set<string>();
    const bases = new Map<string, PlainDoc>();
    if (ids.length === 0) return { unchanged, bases };
    const hash = await pullMark();
    for (const doc of await collection.storageInstance.findDocumentsById(ids, true)) {
      const base = pulledBase(doc, hash);
      if (isPulledState(doc, hash)) unchanged.add(String(doc.id));
      // A stored document's state is a plain document of the collection (RxDB's contract).
      else if (base !== undefined) bases.set(String(doc.id), base as PlainDoc);
    }
    return { unchanged, bases };
  };
  const takeServerState = async (id: string, server: DocWithDeleted) => {
    if (server._deleted) {
      await (await collection.findOne(id).exec())?.remove();
      return;
    }
    // Also over a local deletion the server refused: the document comes back as the server holds it.
    const { _deleted: _gone, ...state } = server;
    await collection.upsert(state);
  };
  const shared = { ...base, spec, counters, readLocal, pulledStates, takeServerState, ownWrites, beforePush, kept };
  const pullCtx: EngineContext = { ...shared, backoff: new Backoff() };
  const pushCtx: EngineContext = { ...shared, backoff: new Backoff() };
  const { status } = base;
  const pull = createPullHandler(pullCtx);

  const replication = replicateRxCollection<PlainDoc, RtdbCheckpoint>({
    replicationIdentifier,
    collection,
    pull: {
      handler: async (checkpoint, batchSize) => {
        await pullMark();
        return pull(checkpoint, batchSize);
      },
      batchSize: spec.feed ? FEED_PULL_BATCH_SIZE : PULL_BATCH_SIZE,
    },
    push: { handler: createPushHandler(pushCtx), batchSize: PUSH_BATCH_SIZE },
    live: true,
    // The handlers retry network errors themselves (with the backoff); RxDB's own retry only
    // follows an unexpected failure inside RxDB.
    retryTime: 5_000,
    autoStart: true,
    // Several tabs (or the installed app and a tab) share the database: only the leader tab replicates
    // (docs/ARCHITECTURE.md, "What the phone does to keep the round"). RxDB would otherwise start the
    // replication in any tab that becomes visible, and two tabs would push each change twice.
    waitForLeadership: true,
    toggleOnDocumentVisible: false,
  });

  let lastCount: number | null = null;
  const recountOnce = coalescing(async () => {
    if (replication.isStopped()) return;
    try {
      lastCount = await countPending(replication.internalReplicationState, collection.conflictHandler.isEqual);
      if (lastCount !== null) status.setPending(spec.name, lastCount);
    } catch {
      // The database closed during the count; the next change counts again.
    }
  });

  const subs: Subscription[] = [
    replication.error$.subscribe((err) => {
      // After the stop signal the handlers fail on purpose (push.ts); that is no error to show.
      if (base.connection.isStopped) return;
      status.reportError({ kind: errorKind(base, err), collection: spec.name, message: describeError(err) });
    }),
    // Writes of pulled documents are left out: the pull only writes documents without local
    // changes, so it never changes the count, and recounting during a large pull would slow it down.
    merge(
      collection.eventBulks$.pipe(filter((bulk) => !bulk.context.startsWith(DOWNSTREAM_CONTEXT))),
      replication.active$,
      replication.sent$,
      replication.conflict$,
    )
      .pipe(auditTime(RECOUNT_THROTTLE_MS))
      .subscribe(() => {
        void recountOnce();
      }),
  ];
  void replication.startPromise.then(() => recountOnce());

  // The server's listeners are the replication's: a tab that does not replicate (not the leader) holds none.
  let unwatch: (() => void) | null = null;
  void collection.database.waitForLeadership().then(() => {
    if (replication.isStopped() || base.connection.isStopped) return;
    unwatch = watchServerChanges(
      pullCtx,
      () => replication.reSync(),
      (err) => status.reportError({ kind: errorKind(base, err), collection: spec.name, message: `listen: ${describeError(err)}` }),
    );
  });

  return {
    name: spec.name,
    counters,
    replication,
    async recount() {
      await recountOnce();
      return lastCount;
    },
    async settle() {
      await collection.database.requestIdlePromise();
      await replication.startPromise;
      await replication.internalReplicationState?.streamQueue.up;
    },
    resync() {
      if (!replication.isStopped()) replication.reSync();
    },
    async stop() {
      unwatch?.();
      // Let a pull that is being stored finish, so its checkpoint is kept and the next start does
      // not fetch those documents again (the handlers return at once after the stop signal).
      const down = replication.internalReplicationState?.streamQueue.down;
      if (down) await waitUnlessInterrupted(STOP_GRACE_MS, [down]);
      subs.forEach((s) => s.unsubscribe());
      await replication.cancel();
      forgetPullWrites?.();
      if (own) await own.then((o) => o.close()).catch(() => undefined);
    },
  };
}
