// A worker thread of the Saturday bench: a handful of app engines (the app's data layer and sync
// engine, each with its own firebase app signed in as its golfer) in one thread, as many as RxDB's open
// collection limit allows (docs/ARCHITECTURE.md, "A Saturday morning under load").
import './one-phone-per-thread.ts';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createRxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parentPort, threadId } from 'node:worker_threads';
import { collectionCreators } from '../../../src/data/database.ts';
import { withPullMarks } from '../../../src/data/pull-marks.ts';
import type { GolfCollections, GolfDatabase } from '../../../src/data/types.ts';
import { patchHole } from '../../../src/data/writes/scorecards.ts';
import { conflictHandlers, startSync, type RtdbSyncHandle } from '../../../src/sync/replication/index.ts';
import { connectClient, type TestClient } from '../../support/backend.ts';
import { playRound, sleepUntil } from './pace.ts';
import { tapValue, type EngineSpec, type FromWorker, type Seen, type Tap, type ToWorker, type WorkerInit } from './plan.ts';

const COLLECTIONS = ['matches', 'scorecards'] as const;
const QUIET_MS = 120_000;

interface Engine {
  spec: EngineSpec;
  client: TestClient;
  rxdb: GolfDatabase;
  sync: RtdbSyncHandle;
  refused: Set<string>;
}

if (!parentPort) throw new Error('the Saturday bench worker runs in a worker thread');
const port = parentPort;
const send = (message: FromWorker) => port.postMessage(message);

async function openEngine(init: WorkerInit, spec: EngineSpec, n: number): Promise<Engine> {
  const client = await connectClient({ rtdbPort: init.rtdbPort, authUrl: init.authUrl, user: spec.golfer });
  const rxdb = await createRxDatabase<GolfCollections>({
    name: `saturday-${process.pid}-${n}-${spec.golfer.uid.toLowerCase()}`,
    // The production build's storage: no dev-mode validation.
    storage: withPullMarks(getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange })),
    multiInstance: false,
  });
  const creators = collectionCreators(conflictHandlers) as Record<string, unknown>;
  // Two of the typed creators; addCollections' generic cannot relate a map built at runtime to them.
  await rxdb.addCollections(Object.fromEntries(COLLECTIONS.map((c) => [c, creators[c]])) as Parameters<GolfDatabase['addCollections']>[0]);
  const sync = startSync({ rxdb, firebaseDb: client.db, uid: spec.golfer.uid, signedIn: client.signedIn, collections: COLLECTIONS });
  const refused = new Set<string>();
  sync.status$.subscribe((s) => s.rejected.forEach((r) => refused.add(`${r.collection}/${r.documentId}: ${r.message}`)));
  // Ready once the group's cards are here.
  for (;;) {
    const held = await rxdb.scorecards.find({ selector: { matchId: spec.matchId } }).exec();
    if (held.length === spec.cardIds.length) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { spec, client, rxdb, sync, refused };
}

/** Every change a partner's board shows: the first time it holds a hole's newer edit. */
function watchBoard(engine: Engine, seen: Seen[]): void {
  const latest = new Map<string, number>();
  engine.rxdb.scorecards.find({ selector: { matchId: engine.spec.matchId } }).$.subscribe((cards) => {
    const at = Date.now();
    for (const card of cards) {
      for (const hole of card.holes) {
        const key = `${card.id}/${hole.number}`;
        if ((latest.get(key) ?? 0) < hole.modifiedAt) {
          latest.set(key, hole.modifiedAt);
          seen.push({ cardId: card.id, hole: hole.number, modifiedAt: hole.modifiedAt, at });
        }
      }
    }
  });
}

/** The marker's round (pace.ts), each tap written as the hole writer does. */
function playMarker(init: WorkerInit, startAt: number, engine: Engine, taps: Tap[]): Promise<void> {
  const { spec } = engine;
  const pace = { cardIds: spec.cardIds, startAt, holeMs: init.holeMs, holes: init.holes, tapsPerCard: init.tapsPerCard, phase: spec.phase, offlineHoles: spec.offlineHoles };
  return playRound(engine.client.db, pace, async ({ cardId, hole, n, at, offline }) => {
    const card = await engine.rxdb.scorecards.findOne(cardId).exec();
    const value = tapValue(card?.holes.find((h) => h.number === hole)?.par ?? 4, n);
    await patchHole(engine.rxdb, cardId, hole, { shotCount: value }, at, spec.golfer.uid);
    taps.push({ cardId, hole, value, at, offline });
  });
}

/** The main thread's next message of a kind (listened for from the call on). */
function nextMessage<K extends ToWorker['kind']>(kind: K): Promise<Extract<ToWorker, { kind: K }>> {
  return new Promise((resolve) => {
    const listener = (message: ToWorker) => {
      if (message.kind !== kind) return;
      port.off('message', listener);
      resolve(message as Extract<ToWorker, { kind: K }>);
    };
    port.on('message', listener);
  });
}

void nextMessage('init').then(({ init }) => {
  void (async () => {
    const taps: Tap[] = [];
    const seen: Seen[] = [];
    const errors: string[] = [];
    // SATURDAY_PROFILE=<dir>: each worker writes a CPU profile of its play there (open it in a profiler).
    const profileDir = process.env.SATURDAY_PROFILE;
    const profiler = profileDir ? new Session() : null;
    try {
      const engines: Engine[] = [];
      for (const [n, spec] of init.engines.entries()) engines.push(await openEngine(init, spec, n));
      engines.filter((e) => e.spec.role === 'partner').forEach((e) => watchBoard(e, seen));
      // Listened for from now on: "finish" may come while the pushes are still waited for.
      const starting = nextMessage('start');
      const finishing = nextMessage('finish');
      send({ kind: 'ready' });
      const { startAt } = await starting;
      if (profiler) {
        // The play only: the wait for the first hole would read as idle time.
        await sleepUntil(startAt);
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
      }
      await Promise.all(engines.filter((e) => e.spec.role === 'marker').map((e) => playMarker(init, startAt, e, taps).catch((err: unknown) => void errors.push(String(err)))));
      if (profiler) {
        const { profile } = await profiler.post('Profiler.stop');
        writeFileSync(`${profileDir}/saturday-worker-${threadId}.cpuprofile`, JSON.stringify(profile));
        profiler.disconnect();
      }
      const pushed = await Promise.all(engines.map((e) => e.sync.awaitPushed(QUIET_MS)));
      // The partners' boards catch up with the server (the main thread compares them with it).
      await finishing;
      const finalShots = [];
      for (const [n, e] of engines.entries()) {
        for (const card of await e.rxdb.scorecards.find({ selector: { matchId: e.spec.matchId } }).exec()) {
          finalShots.push({ engine: n, cardId: card.id, shots: card.holes.slice(0, init.holes).map((h) => h.shotCount) });
        }
      }
      const refused = engines.flatMap((e) => [...e.refused]);
      send({ kind: 'result', result: { taps, seen, finalShots, pendingAtEnd: pushed.filter((p) => !p).length, refused, errors } });
      await Promise.all(engines.map(async (e) => {
        await e.sync.stop();
        await e.rxdb.close();
        await e.client.close();
      }));
    } catch (err) {
      send({ kind: 'failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    }
  })();
});
