// One phone of the tap-cost bench (docs/ARCHITECTURE.md, "What a tap costs"): the app's own local
// database and sync engine, signed in as one golfer of the group, in Node (a worker thread on a fake
// IndexedDB, worker.ts) or in Chromium (the bench page on the browser's IndexedDB, page/page.ts). The
// marker taps "+1 shot" as the hole writer does (`patchHole`); a partner waits until the tap is stored
// on the phone. A partner looking at the board holds the board's query of the match's cards open.
import type { Database } from 'firebase/database';
import { closeUserDatabase, openUserDatabase } from '../../../src/data/database.ts';
import type { GolfDatabase } from '../../../src/data/types.ts';
import { patchHole } from '../../../src/data/writes/scorecards.ts';
import { conflictHandlers, startSync, type RtdbSyncHandle } from '../../../src/sync/replication/index.ts';
import { benchClient } from '../rtdb-client.ts';

export interface DeviceInit {
  port: number;
  projectId: string;
  uid: string;
  matchId: string;
  cardIds: string[];
  /** A partner with the match's board on screen: the board's query of the match's cards stays open. */
  board: boolean;
}

/** One "+1 shot": the hole's new value and its stamp. */
export interface TapDone {
  value: number;
  at: number;
}

export interface TapCostDevice {
  tap(cardId: string, hole: number): Promise<TapDone>;
  /** Resolves (with ms since the call) once this phone stores the card with the hole at `value`. */
  stored(cardId: string, hole: number, value: number, timeoutMs: number): Promise<number>;
  /** Whether every local change reached the server (waits up to `ms`). */
  pushed(ms: number): Promise<boolean>;
  stop(): Promise<void>;
}

type OpenOptions = Parameters<typeof openUserDatabase>[1];

let lastStamp = 0;
/** Tap stamps strictly increase per phone, as the hole writer's do. */
const stamp = () => (lastStamp = Math.max(Date.now(), lastStamp + 1));

async function until(test: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function openDevice(init: DeviceInit, storage: OpenOptions): Promise<TapCostDevice> {
  const client = benchClient(init.port, init.projectId, init.uid);
  const db: Database = client.db;
  const rxdb: GolfDatabase = await openUserDatabase(init.uid, { ...storage, conflictHandlers, multiInstance: false, devMode: false });
  const sync: RtdbSyncHandle = startSync({ rxdb, firebaseDb: db, uid: init.uid, signedIn: client.signedIn });
  await until(async () => (await rxdb.scorecards.find({ selector: { matchId: init.matchId } }).exec()).length === init.cardIds.length, 60_000);
  await sync.awaitPushed(10_000);
  const board = init.board ? rxdb.scorecards.find({ selector: { matchId: init.matchId } }).$.subscribe() : null;
  return {
    async tap(cardId, hole) {
      const card = await rxdb.scorecards.findOne(cardId).exec();
      const value = (card?.holes.find((h) => h.number === hole)?.shotCount ?? 0) + 1;
      const at = stamp();
      await patchHole(rxdb, cardId, hole, { shotCount: value }, at, init.uid);
      return { value, at };
    },
    stored(cardId, hole, value, timeoutMs) {
      const t = performance.now();
      const holds = (doc: { holes?: { number: number; shotCount: number }[] } | null | undefined) => doc?.holes?.find((h) => h.number === hole)?.shotCount === value;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          sub.unsubscribe();
          void rxdb.scorecards.findOne(cardId).exec().then((doc) => {
            const held = doc?.holes.find((h) => h.number === hole)?.shotCount;
            reject(new Error(`${init.uid} did not store hole ${hole} = ${value} of ${cardId} within ${timeoutMs} ms (it holds ${String(held)})`));
          });
        }, timeoutMs);
        // The collection's change events: what the phone stored, without a query of its own.
        const sub = rxdb.scorecards.$.subscribe((event) => {
          if (event.documentId !== cardId || !holds(event.documentData as never)) return;
          clearTimeout(timer);
          sub.unsubscribe();
          resolve(performance.now() - t);
        });
        void rxdb.scorecards.findOne(cardId).exec().then((doc) => {
          if (!holds(doc?.toJSON() as never)) return;
          clearTimeout(timer);
          sub.unsubscribe();
          resolve(0);
        });
      });
    },
    pushed: (ms) => sync.awaitPushed(ms),
    async stop() {
      board?.unsubscribe();
      await sync.stop();
      await closeUserDatabase(rxdb);
      await client.close();
    },
  };
}
