// Scoped sync at size (per-golfer change feeds, docs/ARCHITECTURE.md, "Sync"). The local server is seeded
// over REST, with the owner token, in big multi-path PATCHes: 10,000 golfers and 200,000 score cards (then,
// for comparison, a database of 10,000 cards). One golfer has 200 cards of their own, 40 of them in 20
// matches with a partner, so their feed lists 200 own cards, the partners' 20 cards of those matches and the
// 20 matches. Figures: that golfer's first sync (time and payload bytes) next to plain get()s of exactly the
// same documents, in both databases; and one hole from the marker's phone to the partner's device.
// `npm run bench -- scopes`. Printed, never asserted.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { get, ref } from 'firebase/database';
import { readFileSync } from 'node:fs';
import { collectionSchemas } from '../../schemas/index.ts';
import { closeUserDatabase, openUserDatabase } from '../../src/data/database.ts';
import type { GolfDatabase, MatchDoc, ScoreCardDoc } from '../../src/data/types.ts';
import { toServer } from '../../src/backend/doc-shape.ts';
import { conflictHandlers, startSync, type RtdbSyncHandle } from '../../src/sync/replication/index.ts';
import { startRtdbServer, type RtdbServer } from '../../emulator/rtdb/index.ts';
import { percentiles, round, type BenchFigure } from './figure.ts';
import { benchClient } from './rtdb-client.ts';

const PROJECT_ID = 'demo-handicap-down';
const GOLFERS = 10_000;
const BIG = 200_000;
const SMALL = 10_000;
const OWN = 200;
const MATCHES = 20;
const HOLE_WRITES = 50;
// Our server answers 500 to a PATCH of 5,000 paths (1,000 pass); Firebase takes more.
const PATHS_PER_PATCH = 1_000;
const GOLFER = 'golfer-00000';
const PARTNER = 'golfer-00001';

const uidOf = (n: number) => `golfer-${String(n).padStart(5, '0')}`;

function card(id: string, userId: string, at: number, matchId = '', creatorId = userId): ScoreCardDoc {
  const holes = Array.from({ length: 18 }, (_, h) => ({
    number: h + 1, hcp: h + 1, par: 4, extraShots: 1, shotCount: 3 + (h % 4), puttCount: 2, bunkerCount: 0, penaltyCount: 0, fairway: 1 as const, gir: 1 as const, modifiedAt: at,
  }));
  return {
    id, date: at, creationDate: at, modifiedDate: at, courseName: 'Bench Links', courseId: 'bench', teeId: 'white', teeName: 'White', holeCount: 18,
    holes, shotCount: 63, stableford: 36, handicap: 18, handicapGolf: 18, handicapPitchAndPutt: 18, isCompetition: false,
    userId, creatorId, matchId, tournamentId: '',
  };
}

function match(id: string, at: number, cards: string[]): MatchDoc {
  return {
    id, date: at, creationDate: at, modifiedDate: at, courseId: 'bench', tournamentId: '', isCompetition: false, scoreCards: cards,
    creatorId: GOLFER, playMode: 'Individual', scoringMode: 'Stableford', userId: GOLFER, players: { [GOLFER]: 1, [PARTNER]: 1 }, holeCount: 18,
  };
}

const stored = (c: ScoreCardDoc, at: number) => ({ ...toServer({ ...c, _deleted: false }, collectionSchemas.scorecards), updatedAt: at });

/** The database as multi-path updates: `total` cards, the golfer's among them, and their feeds. */
function* seedUpdates(total: number, at: number): Generator<[string, unknown]> {
  for (let g = 0; g < GOLFERS; g++) yield [`users/${uidOf(g)}`, { id: uidOf(g), firstName: `Golfer ${g}`, handicap: 18, updatedAt: at }];
  for (let m = 0; m < MATCHES; m++) {
    const id = `-match${String(m).padStart(4, '0')}`;
    const mine = `-own${String(m).padStart(5, '0')}`;
    const partners = `-partner${String(m).padStart(4, '0')}`;
    yield [`matches/${id}`, { ...match(id, at, [mine, partners]), updatedAt: at }];
    yield [`scoreCards/${partners}`, stored(card(partners, PARTNER, at, id, GOLFER), at)];
    for (const uid of [GOLFER, PARTNER]) {
      yield [`feeds/${uid}/matches/${id}`, at];
      yield [`feeds/${uid}/scoreCards/${partners}`, at];
    }
    yield [`feeds/${PARTNER}/scoreCards/${mine}`, at];
  }
  for (let i = 0; i < OWN; i++) {
    const id = `-own${String(i).padStart(5, '0')}`;
    const matchId = i < MATCHES ? `-match${String(i).padStart(4, '0')}` : '';
    yield [`scoreCards/${id}`, stored(card(id, GOLFER, at, matchId), at)];
    yield [`feeds/${GOLFER}/scoreCards/${id}`, at];
  }
  // Everyone else's cards: golfers 2.. in turn, 20 each on average.
  for (let i = 0; i < total - OWN - MATCHES; i++) {
    const id = `-other${String(i).padStart(7, '0')}`;
    const owner = uidOf(2 + (i % (GOLFERS - 2)));
    yield [`scoreCards/${id}`, stored(card(id, owner, at), at)];
    yield [`feeds/${owner}/scoreCards/${id}`, at];
  }
}

async function seed(server: RtdbServer, total: number): Promise<number> {
  const t = performance.now();
  let batch: Record<string, unknown> = {};
  let n = 0;
  const flush = async () => {
    const res = await fetch(`${server.url}/.json`, { method: 'PATCH', headers: { Authorization: 'Bearer owner' }, body: JSON.stringify(batch) });
    if (!res.ok) throw new Error(`seed PATCH: ${res.status} ${await res.text()}`);
    batch = {};
    n = 0;
  };
  for (const [path, value] of seedUpdates(total, Date.now() - 86_400_000)) {
    batch[path] = value;
    if (++n >= PATHS_PER_PATCH) await flush();
  }
  if (n > 0) await flush();
  return performance.now() - t;
}


interface Device {
  rxdb: GolfDatabase;
  sync: RtdbSyncHandle;
  close(): Promise<void>;
}

/** A device of `uid`; `opened` is called once its local database is open, right before sync starts. */
async function device(port: number, uid: string, opened: () => void = () => {}): Promise<Device> {
  const c = benchClient(port, PROJECT_ID, uid);
  const rxdb = await openUserDatabase(`${uid}-${Math.random().toString(36).slice(2)}`, {
    indexedDB: new IDBFactory(), IDBKeyRange, conflictHandlers, multiInstance: false, devMode: false,
  });
  opened();
  const sync = startSync({ rxdb, firebaseDb: c.db, uid, signedIn: c.signedIn, collections: ['scorecards', 'matches', 'tournaments'] });
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

async function until(test: () => Promise<boolean>, ms: number, every = 5): Promise<void> {
  const deadline = performance.now() + ms;
  while (!(await test())) {
    if (performance.now() > deadline) throw new Error(`not reached within ${ms} ms`);
    await new Promise((r) => setTimeout(r, every));
  }
}

const jsonBytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v ?? null));

interface FirstSync {
  getMs: number;
  getBytes: number;
  syncMs: number;
  syncBytes: number;
  docs: number;
}

/** Median of three runs, each on a fresh app and a fresh local database (the first run also pays
 * for warming up the process). */
async function firstSync(server: RtdbServer): Promise<FirstSync> {
  const runs: FirstSync[] = [];
  for (let r = 0; r < 3; r++) runs.push(await firstSyncOnce(server));
  const median = (f: (x: FirstSync) => number) => percentiles(runs.map(f)).median;
  return { ...(runs[0] as FirstSync), getMs: median((x) => x.getMs), syncMs: median((x) => x.syncMs) };
}

/** The golfer's first sync against plain parallel get()s of exactly the documents their feed lists. */
async function firstSyncOnce(server: RtdbServer): Promise<FirstSync> {
  const feed = (server.getData(`feeds/${GOLFER}`) ?? {}) as Record<string, Record<string, number>>;
  const paths = Object.entries(feed).flatMap(([path, entries]) => Object.keys(entries).map((id) => `${path}/${id}`));
  const plain = benchClient(server.port, PROJECT_ID, GOLFER);
  const t = performance.now();
  const snaps = await Promise.all(paths.map((p) => get(ref(plain.db, p))));
  const getMs = performance.now() - t;
  const getBytes = snaps.reduce((sum, s) => sum + jsonBytes(s.val()), 0);
  await plain.close();

  // Timed from startSync (the local database is open, as on a phone that starts the app).
  let t0 = performance.now();
  const d = await device(server.port, GOLFER, () => {
    t0 = performance.now();
  });
  await until(async () => (await d.rxdb.scorecards.count().exec()) + (await d.rxdb.matches.count().exec()) === paths.length, 300_000, 20);
  const syncMs = performance.now() - t0;
  await d.close();
  // What the sync moved: the feed pages (entries) plus each document read.
  const syncBytes = jsonBytes(feed) + getBytes;
  return { getMs, getBytes, syncMs, syncBytes, docs: paths.length };
}

async function propagation(server: RtdbServer): Promise<{ median: number; p95: number }> {
  const marker = await device(server.port, GOLFER);
  const partner = await device(server.port, PARTNER);
  try {
    const cardId = '-partner0000';
    await until(async () => (await marker.rxdb.scorecards.findOne(cardId).exec()) !== null, 120_000, 20);
    await until(async () => (await partner.rxdb.scorecards.findOne(cardId).exec()) !== null, 120_000, 20);
    const latencies: number[] = [];
    for (let w = 1; w <= HOLE_WRITES; w++) {
      const shots = 1 + (w % 9);
      const hole = w % 18;
      const at = Date.now();
      const arrived = new Promise<void>((resolve) => {
        const sub = partner.rxdb.scorecards.findOne(cardId).$.subscribe((doc) => {
          if (doc?.holes[hole]?.modifiedAt === at) {
            sub.unsubscribe();
            resolve();
          }
        });
      });
      const t = performance.now();
      await marker.rxdb.scorecards.findOne(cardId).incrementalModify((c) => ({
        ...c,
        holes: c.holes.map((h, i) => (i === hole ? { ...h, shotCount: shots, modifiedAt: at } : h)),
        modifiedDate: Math.max(c.modifiedDate, at),
      }));
      await arrived;
      latencies.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 2));
    }
    return percentiles(latencies);
  } finally {
    await partner.close();
    await marker.close();
  }
}

export async function bench(): Promise<BenchFigure[]> {
  const rules = readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8');
  const figures: BenchFigure[] = [];
  const results: Record<number, FirstSync> = {};
  for (const total of [SMALL, BIG]) {
    const server = await startRtdbServer({ port: 0, projectId: PROJECT_ID, rules, log: () => {} });
    try {
      const seedMs = await seed(server, total);
      const r = await firstSync(server);
      results[total] = r;
      const label = `${total.toLocaleString('en')} cards`;
      figures.push(
        { name: `seed ${GOLFERS.toLocaleString('en')} golfers, ${label} (REST PATCHes of ${PATHS_PER_PATCH})`, value: round(seedMs / 1000), unit: 's' },
        { name: `${label}: plain get()s of the golfer's ${r.docs} documents`, value: round(r.getMs), unit: 'ms', note: `median of 3; ${round(r.getBytes / 1024)} KiB payload` },
        { name: `${label}: first sync of the golfer (feed + documents)`, value: round(r.syncMs), unit: 'ms', note: `from startSync, median of 3, into fake-indexeddb; ${round(r.syncBytes / 1024)} KiB payload` },
        { name: `${label}: first sync / plain get()s`, value: round(r.syncMs / r.getMs, 2), unit: 'x', note: `bytes ${round(r.syncBytes / r.getBytes, 3)}x` },
      );
      if (total === BIG) {
        const { median, p95 } = await propagation(server);
        figures.push(
          { name: `one hole, marker's phone -> partner's device, median of ${HOLE_WRITES}`, value: round(median), unit: 'ms', note: `${label} on the server` },
          { name: `one hole, marker's phone -> partner's device, p95 of ${HOLE_WRITES}`, value: round(p95), unit: 'ms' },
        );
      }
    } finally {
      await server.stop();
    }
  }
  const small = results[SMALL];
  const big = results[BIG];
  if (small && big) figures.push({ name: `first sync, ${BIG.toLocaleString('en')} vs ${SMALL.toLocaleString('en')} cards on the server`, value: round(big.syncMs / small.syncMs, 2), unit: 'x' });
  return figures;
}
