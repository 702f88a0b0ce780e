// Sync engine figures: the initial sync of a golfer's 1,000 score cards into a fresh device against
// plain SDK get()s of the same documents (same run, same server), and how long a local write takes to
// reach the golfer's second device. Runs on our RTDB server with the project's rules; clients authenticate with the
// SDK's emulator mock tokens, so no Auth emulator is needed.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { get, ref } from 'firebase/database';
import { readFileSync } from 'node:fs';
import { closeUserDatabase, openUserDatabase } from '../../src/data/database.ts';
import type { GolfDatabase } from '../../src/data/types.ts';
import { conflictHandlers, startSync, type RtdbSyncHandle } from '../../src/sync/replication/index.ts';
import { startRtdbServer } from '../../emulator/rtdb/index.ts';
import { percentiles, round, type BenchFigure } from './figure.ts';
import { benchClient } from './rtdb-client.ts';
import { card, CARDS, OWNER, PROJECT_ID, seedCards } from './sync-seed.ts';

const WRITES = 200;
const RUNS = 5;


async function until(test: () => Promise<boolean>, ms: number, every = 5): Promise<void> {
  const deadline = performance.now() + ms;
  while (!(await test())) {
    if (performance.now() > deadline) throw new Error(`not reached within ${ms} ms`);
    await new Promise((r) => setTimeout(r, every));
  }
}

interface Device {
  /** ms spent opening the local database. */
  openMs: number;
  rxdb: GolfDatabase;
  sync: RtdbSyncHandle;
  /** Resolves when RxDB has stored `n` score cards (insert events follow the committed writes). */
  stored(n: number): Promise<void>;
  close(): Promise<void>;
}

/** A device of `uid`; `local` names its local database (two devices of one golfer need two). */
async function device(port: number, uid: string, local: string): Promise<Device> {
  const c = benchClient(port, PROJECT_ID, uid);
  const opening = performance.now();
  const rxdb = await openUserDatabase(local, { indexedDB: new IDBFactory(), IDBKeyRange, conflictHandlers, multiInstance: false, devMode: false });
  const openMs = performance.now() - opening;
  let inserted = 0;
  const waiting: { n: number; resolve: () => void }[] = [];
  const sub = rxdb.scorecards.insert$.subscribe(() => {
    inserted++;
    for (const w of waiting) if (inserted === w.n) w.resolve();
  });
  const sync = startSync({ rxdb, firebaseDb: c.db, uid, signedIn: c.signedIn });
  return {
    openMs,
    rxdb,
    sync,
    stored: (n) => (inserted >= n ? Promise.resolve() : new Promise((resolve) => waiting.push({ n, resolve }))),
    async close() {
      sub.unsubscribe();
      await sync.stop();
      await closeUserDatabase(rxdb);
      await c.close();
    },
  };
}

export async function bench(): Promise<BenchFigure[]> {
  const rules = readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8');
  const server = await startRtdbServer({ port: 0, projectId: PROJECT_ID, rules, log: () => {} });
  const devices: Device[] = [];
  try {
    const ids = seedCards(server);

    // Taken in turns, so that both see the same warm-up and the same load: the plain SDK, a get()
    // of each of the golfer's cards in parallel from a fresh app (the rules allow no read of the
    // whole path); and a fresh device (new local database on an IndexedDB of its own, new
    // connection), from opening the database to the 1,000th card stored.
    const getTimes: number[] = [];
    const syncTimes: number[] = [];
    const openTimes: number[] = [];
    let pulledInitially = 0;
    for (let r = 0; r < RUNS; r++) {
      const c = benchClient(server.port, PROJECT_ID, OWNER);
      const t = performance.now();
      const snaps = await Promise.all(ids.map((id) => get(ref(c.db, `scoreCards/${id}`))));
      getTimes.push(performance.now() - t);
      if (snaps.filter((s) => s.exists()).length !== CARDS) throw new Error('get() missed cards');
      await c.close();

      const t0 = performance.now();
      const d = await device(server.port, OWNER, `bench-owner-fresh-${r}`);
      await d.stored(CARDS);
      syncTimes.push(performance.now() - t0);
      openTimes.push(d.openMs);
      pulledInitially = d.sync.counters().scorecards?.pulled ?? 0;
      if ((await d.rxdb.scorecards.count().exec()) !== CARDS) throw new Error('the initial sync missed cards');
      await d.close();
    }
    const getMs = percentiles(getTimes).median;
    const syncMs = percentiles(syncTimes).median;
    const engineTimes = syncTimes.map((ms, i) => ms - (openTimes[i] ?? 0));
    const engineMs = percentiles(engineTimes).median;
    const range = (xs: number[]) => `${round(Math.min(...xs))}-${round(Math.max(...xs))} ms`;
    const b = await device(server.port, OWNER, 'bench-owner-b');
    devices.push(b);
    await b.stored(CARDS);

    // Local write on A -> the value in B's local database.
    const a = await device(server.port, OWNER, 'bench-owner-a');
    devices.push(a);
    await a.stored(CARDS);
    const mine = card(CARDS, OWNER, Date.now());
    await a.rxdb.scorecards.insert(mine);
    await until(async () => (await b.rxdb.scorecards.findOne(mine.id).exec()) !== null, 10_000);

    const latencies: number[] = [];
    for (let w = 1; w <= WRITES; w++) {
      const notes = `write ${w}`;
      const arrived = new Promise<void>((resolve) => {
        const sub = b.rxdb.scorecards.findOne(mine.id).$.subscribe((doc) => {
          if (doc?.notes === notes) {
            sub.unsubscribe();
            resolve();
          }
        });
      });
      const t = performance.now();
      await a.rxdb.scorecards.findOne(mine.id).incrementalPatch({ notes, modifiedDate: Date.now() });
      await arrived;
      latencies.push(performance.now() - t);
    }
    const { median, p95 } = percentiles(latencies);

    return [
      { name: `plain SDK get()s of ${CARDS} score cards`, value: round(getMs), unit: 'ms', note: `one per card, in parallel; median of ${RUNS} (${range(getTimes)}), fresh app each` },
      { name: `initial sync of ${CARDS} score cards into a fresh device`, value: round(syncMs), unit: 'ms', note: `median of ${RUNS} (${range(syncTimes)}); ${pulledInitially} documents pulled; storage: Dexie on fake-indexeddb` },
      { name: 'initial sync / plain get()', value: round(syncMs / getMs, 2), unit: 'x' },
      { name: 'of the initial sync: opening the local database', value: round(percentiles(openTimes).median), unit: 'ms', note: `median of ${RUNS} (${range(openTimes)})` },
      { name: 'sync engine alone (database open) / plain get()', value: round(engineMs / getMs, 2), unit: 'x', note: `median ${round(engineMs)} ms (${range(engineTimes)}), from startSync to the 1,000th card stored` },
      { name: `local write -> second device, median of ${WRITES}`, value: round(median), unit: 'ms' },
      { name: `local write -> second device, p95 of ${WRITES}`, value: round(p95), unit: 'ms' },
    ];
  } finally {
    for (const d of devices.reverse()) await d.close().catch(() => undefined);
    await server.stop();
  }
}
