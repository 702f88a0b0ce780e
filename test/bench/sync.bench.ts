// Sync engine figures: the initial sync of a golfer's 1,000 score cards into a fresh device against
// plain SDK get()s of the same documents (same run, same server), and how long a local write takes to
// reach the golfer's second device. Runs on our RTDB server with the project's rules; clients authenticate with the
// SDK's emulator mock tokens, so no Auth emulator is needed.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, get, getDatabase, goOffline, ref, type Database } from 'firebase/database';
import { readFileSync } from 'node:fs';
import { collectionSchemas } from '../../schemas/index.ts';
import { closeUserDatabase, openUserDatabase } from '../../src/data/database.ts';
import type { GolfDatabase, ScoreCardDoc } from '../../src/data/types.ts';
import { toServer } from '../../src/sync/replication/doc-shape.ts';
import { conflictHandlers, startSync, type RtdbSyncHandle } from '../../src/sync/replication/index.ts';
import { startRtdbServer } from '../../emulator/rtdb/index.ts';
import { percentiles, round, type BenchFigure } from './figure.ts';

const PROJECT_ID = 'demo-handicap-down';
const CARDS = 1000;
const WRITES = 200;
const OWNER = 'bench-owner';

function hole(number: number): ScoreCardDoc["holes"][number] {
  return { number, hcp: number, par: 4, extraShots: 1, shotCount: 0, puttCount: 0, bunkerCount: 0, penaltyCount: 0, fairway: 0, gir: 0, modifiedAt: 0 };
}

function card(i: number, owner: string, now: number): ScoreCardDoc {
  const holes = Array.from({ length: 18 }, (_, h) => ({ ...hole(h + 1), shotCount: 3 + ((i + h) % 5), puttCount: 2, modifiedAt: now }));
  return {
    id: `-bench${String(i).padStart(5, '0')}`, date: now, creationDate: now, modifiedDate: now, courseName: 'Bench Links', courseId: 'bench',
    teeId: 'white', teeName: 'White', holeCount: 18, holes, shotCount: 72, stableford: 36, handicap: 18, handicapGolf: 18,
    handicapPitchAndPutt: 18, isCompetition: false, userId: owner, creatorId: owner, matchId: '', tournamentId: '',
  };
}

function client(port: number, uid: string): { db: Database; close(): Promise<void> } {
  const app = initializeApp({ apiKey: 'bench', projectId: PROJECT_ID, databaseURL: `http://127.0.0.1:${port}?ns=${PROJECT_ID}` }, `bench-${uid}-${Date.now()}`);
  const db = getDatabase(app);
  // The SDK's mock token defaults to iat 0 / exp 3600 (1970), which the server refuses as expired.
  const iat = Math.floor(Date.now() / 1000);
  connectDatabaseEmulator(db, '127.0.0.1', port, { mockUserToken: { sub: uid, user_id: uid, iat, exp: iat + 3600 } });
  return {
    db,
    async close() {
      goOffline(db);
      await deleteApp(app);
    },
  };
}

async function until(test: () => Promise<boolean>, ms: number, every = 5): Promise<void> {
  const deadline = performance.now() + ms;
  while (!(await test())) {
    if (performance.now() > deadline) throw new Error(`not reached within ${ms} ms`);
    await new Promise((r) => setTimeout(r, every));
  }
}

interface Device {
  rxdb: GolfDatabase;
  sync: RtdbSyncHandle;
  close(): Promise<void>;
}

/** A device of `uid`; `local` names its local database (two devices of one golfer need two). */
async function device(port: number, uid: string, local: string): Promise<Device> {
  const c = client(port, uid);
  const rxdb = await openUserDatabase(local, { indexedDB: new IDBFactory(), IDBKeyRange, conflictHandlers, multiInstance: false, devMode: false });
  const sync = startSync({ rxdb, firebaseDb: c.db, uid });
  return {
    rxdb,
    sync,
    async close() {
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
    const now = Date.now();
    const seeded: Record<string, unknown> = {};
    const feed: Record<string, number> = {};
    for (let i = 0; i < CARDS; i++) {
      const c = card(i, OWNER, now);
      seeded[c.id] = { ...toServer({ ...c, _deleted: false }, collectionSchemas.scorecards), updatedAt: now - CARDS + i };
      feed[c.id] = now - CARDS + i;
    }
    server.setData('scoreCards', seeded);
    server.setData(`feeds/${OWNER}/scoreCards`, feed);

    // The plain SDK: a get() of each of the golfer's cards, in parallel, from a fresh app (median of
    // three); the rules allow no read of the whole path.
    const getTimes: number[] = [];
    for (let r = 0; r < 3; r++) {
      const c = client(server.port, OWNER);
      const t = performance.now();
      const snaps = await Promise.all(Object.keys(seeded).map((id) => get(ref(c.db, `scoreCards/${id}`))));
      getTimes.push(performance.now() - t);
      if (snaps.filter((s) => s.exists()).length !== CARDS) throw new Error('get() missed cards');
      await c.close();
    }
    const getMs = percentiles(getTimes).median;

    // A fresh device: from startSync to 1,000 cards in the local database.
    const t0 = performance.now();
    const b = await device(server.port, OWNER, 'bench-owner-b');
    devices.push(b);
    await until(async () => (await b.rxdb.scorecards.count().exec()) === CARDS, 120_000, 20);
    const syncMs = performance.now() - t0;
    const pulledInitially = b.sync.counters().scorecards?.pulled;

    // Local write on A -> the value in B's local database.
    const a = await device(server.port, OWNER, 'bench-owner-a');
    devices.push(a);
    await until(async () => (await a.rxdb.scorecards.count().exec()) === CARDS, 120_000, 20);
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
      { name: `plain SDK get()s of ${CARDS} score cards`, value: round(getMs), unit: 'ms', note: 'one per card, in parallel; median of 3, fresh app each' },
      { name: `initial sync of ${CARDS} score cards into a fresh device`, value: round(syncMs), unit: 'ms', note: `${pulledInitially ?? '?'} documents pulled; storage: Dexie on fake-indexeddb` },
      { name: 'initial sync / plain get()', value: round(syncMs / getMs, 2), unit: 'x' },
      { name: `local write -> second device, median of ${WRITES}`, value: round(median), unit: 'ms' },
      { name: `local write -> second device, p95 of ${WRITES}`, value: round(p95), unit: 'ms' },
    ];
  } finally {
    for (const d of devices.reverse()) await d.close().catch(() => undefined);
    await server.stop();
  }
}
