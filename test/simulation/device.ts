// A simulated phone: the app's data layer (RxDB with the app's schemas, conflict handlers and storage
// marks) on its own fake IndexedDB, its own firebase app signed in as its golfer, and the real sync
// engine between them. It can be stopped at any moment the way a reload stops a page: from then on its
// storage takes no write, and it starts again on what the storage had committed.
import { IDBFactory } from 'fake-indexeddb';
import { goOffline, goOnline } from 'firebase/database';
import type { RxStorage, RxStorageInstance, RxStorageInstanceCreationParams } from 'rxdb';
import { REPLICATION_STATE_BY_COLLECTION } from 'rxdb/plugins/replication';
import type { CollectionName } from '../../schemas/index.ts';
import type { GolfDatabase } from '../../src/data/types.ts';
import { startSync, type RtdbSyncHandle } from '../../src/sync/replication/index.ts';
import type { Backend, TestClient, TestUser } from '../support/backend.ts';
import { createDeviceDatabase } from '../integration/sync/support/devices.ts';
import { TapJournal } from '../../src/data/tap-journal/page-journal.ts';
import { KeptStorage } from './kept-storage.ts';

/** What a round's devices replicate: four devices of six collections would pass RxDB's open limit (13). */
export const SIMULATED_COLLECTIONS: readonly CollectionName[] = ['tournaments', 'matches', 'scorecards'];

/**
 * Once `stopped.now` is set, no write reaches the storage. Each is answered as done, as a page that is
 * going away hears nothing either: RxDB does not wait for some of its writes (checkpoints), and an error
 * there would only be an unhandled rejection.
 */
function stoppable(base: RxStorage<unknown, unknown>, stopped: { now: boolean }, calls: StorageCalls): RxStorage<unknown, unknown> {
  const guard = <Doc>(instance: RxStorageInstance<Doc, unknown, unknown>) => {
    const bulkWrite = instance.bulkWrite.bind(instance);
    instance.bulkWrite = (rows, context) => (stopped.now ? Promise.resolve({ error: [] }) : bulkWrite(rows, context));
    for (const method of TRACKED_CALLS) {
      const call = instance[method] as ((...args: unknown[]) => Promise<unknown>) | undefined;
      if (!call) continue;
      (instance as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        const entry = { what: `${instance.collectionName}.${method}`, since: Date.now() };
        calls.add(entry);
        return call.apply(instance, args).finally(() => calls.delete(entry));
      };
    }
    return instance;
  };
  return {
    name: base.name,
    rxdbVersion: base.rxdbVersion,
    async createStorageInstance<Doc>(params: RxStorageInstanceCreationParams<Doc, unknown>) {
      return guard(await base.createStorageInstance(params));
    },
  };
}

/** The storage calls a stalled engine may be waiting on. */
const TRACKED_CALLS = ['bulkWrite', 'query', 'count', 'findDocumentsById', 'getChangedDocumentsSince'] as const;
type StorageCalls = Set<{ what: string; since: number }>;

/** Whether `promise` settles within `ms`. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([promise.then(() => true, () => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);
}

export class SimDevice {
  rxdb!: GolfDatabase;
  sync!: RtdbSyncHandle;
  /** This page's tap journal: a tap is kept here first, as the play screen keeps it (docs/ARCHITECTURE.md, "How a tap becomes durable"). */
  journal!: TapJournal;
  /** The phone's localStorage, kept across stops. */
  private readonly kept = new KeptStorage();
  private pages = 0;
  private client!: TestClient;
  private stopped = { now: false };
  /** Storage calls under way, for the diagnosis of a stall. */
  private readonly calls: StorageCalls = new Set();
  private readonly indexedDB = new IDBFactory();
  online = true;
  /** The writes the rules refused since the last round's check (the sync status forgets them on a restart). */
  readonly refused: string[] = [];
  /** Every refusal reported since the device first opened: the status keeps reporting a refusal until
   * the document is written again, so one already counted in an earlier round is not counted again. */
  private readonly reported = new Set<string>();
  /** The last stamp this device gave a write: stamps strictly increase, as the hole writer's do. */
  private lastStamp = 0;

  private constructor(
    private readonly backend: Backend,
    readonly user: TestUser,
    readonly name: string,
    /** How far this phone's clock is off (the app corrects it by the server's offset; a wrong clock still stamps). */
    readonly clockSkewMs: number,
  ) {}

  static async open(backend: Backend, user: TestUser, name: string, clockSkewMs = 0): Promise<SimDevice> {
    const device = new SimDevice(backend, user, name, clockSkewMs);
    await device.start();
    return device;
  }

  private async start(): Promise<void> {
    this.stopped = { now: false };
    const stopped = this.stopped;
    this.client = await this.backend.client(this.user);
    if (!this.online) goOffline(this.client.db);
    this.rxdb = await createDeviceDatabase(this.name, this.indexedDB, { wrap: (s) => stoppable(s, stopped, this.calls), collections: SIMULATED_COLLECTIONS });
    // A new page: it takes over what the stopped one kept and did not write, before anything reads the cards.
    this.pages += 1;
    this.journal = new TapJournal(this.user.uid, `${this.name}-page${this.pages}`, { storage: this.kept.forPage(stopped), locks: null });
    const db = this.rxdb;
    this.journal.onRefused((refusal) => {
      // A tap on a card deleted meanwhile is dropped, as the play screen drops it; any other refusal is the app's fault.
      if (stopped.now || db.closed) return;
      void db.scorecards
        .findOne(refusal.cardId)
        .exec()
        .then((card) => {
          if (card !== null && !stopped.now) this.refused.push(`journal ${refusal.cardId}: ${String(refusal.error)}`);
        })
        .catch(() => undefined);
    });
    await this.journal.adopt(this.rxdb);
    this.sync = startSync({ rxdb: this.rxdb, firebaseDb: this.client.db, uid: this.user.uid, signedIn: this.client.signedIn, collections: SIMULATED_COLLECTIONS });
    this.sync.status$.subscribe((status) => {
      for (const r of status.rejected) {
        const line = `${r.collection}/${r.documentId}: ${r.message}`;
        if (this.reported.has(line)) continue;
        this.reported.add(line);
        this.refused.push(line);
      }
    });
  }

  /** The sync status in one line, for a failure report. */
  describeStatus(): Promise<string> {
    return new Promise((resolve) => {
      const sub = this.sync.status$.subscribe((s) => {
        resolve(`online ${String(s.online)}, pending ${s.pending}, last error ${s.lastError ? `${s.lastError.kind} ${s.lastError.collection ?? ''} ${s.lastError.message}` : 'none'}`);
        queueMicrotask(() => sub.unsubscribe());
      });
    });
  }

  /**
   * Where a device that never says "pushed" is waiting, for a failure report: per collection, RxDB's
   * idle queue, its start, its upstream queue, and the storage calls under way for over a second.
   */
  async diagnoseStall(): Promise<string> {
    const parts: string[] = [];
    for (const name of SIMULATED_COLLECTIONS) {
      const collection = this.rxdb.collections[name];
      const replication = REPLICATION_STATE_BY_COLLECTION.get(collection)?.[0];
      const internal = replication?.internalReplicationState;
      const idle = await settlesWithin(this.rxdb.requestIdlePromise(), 500);
      const started = replication ? await settlesWithin(replication.startPromise, 500) : false;
      const up = internal ? await settlesWithin(internal.streamQueue.up, 500) : false;
      const down = internal ? await settlesWithin(internal.streamQueue.down, 500) : false;
      parts.push(`${name}: idle ${String(idle)}, started ${String(started)}, up ${String(up)}, down ${String(down)}, stopped ${String(replication?.isStopped())}`);
    }
    const now = Date.now();
    const slow = [...this.calls].filter((c) => now - c.since > 1000).map((c) => `${c.what} for ${now - c.since} ms`);
    return `${parts.join('; ')}; storage calls under way: ${slow.length > 0 ? slow.join(', ') : 'none'}`;
  }

  /** A stamp from this phone's clock, strictly after the last one (and after `after`: the hole writer stamps a tap after the hole it shows). */
  stamp(after = 0): number {
    this.lastStamp = Math.max(this.lastStamp + 1, Date.now() + this.clockSkewMs, after + 1);
    return this.lastStamp;
  }

  /**
   * A round played days after the last: the firebase SDK's wait before it reconnects to a server that
   * dropped it starts again at a second. The SDK lengthens that wait by 1.3x with each connection that
   * held less than 30 s, up to five minutes, and only a connection allowed again (`goOnline` after
   * `goOffline`) starts it over: rounds played back to back, each with server restarts, would otherwise
   * wait minutes for a connection, as no phone does after days of quiet.
   */
  newDay(): void {
    goOffline(this.client.db);
    if (this.online) goOnline(this.client.db);
  }

  setOnline(online: boolean): void {
    this.online = online;
    if (online) goOnline(this.client.db);
    else goOffline(this.client.db);
  }

  /** Stops at once (nothing more reaches the storage) and starts again, as a reload does. */
  async crash(): Promise<void> {
    this.stopped.now = true;
    const client = this.client;
    // The old engine's last calls may still be on their way, as in a page that is going away: its
    // firebase app goes offline now and is deleted once they are done.
    goOffline(client.db);
    await this.sync.stop().catch(() => undefined);
    if (!this.rxdb.closed) await this.rxdb.close().catch(() => undefined);
    setTimeout(() => void client.close(), 5_000).unref();
    await this.start();
  }

  async close(): Promise<void> {
    await this.sync.stop().catch(() => undefined);
    if (!this.rxdb.closed) await this.rxdb.close().catch(() => undefined);
    await this.client.close();
  }
}
