// The directories at size (docs/ARCHITECTURE.md, "Course directory"): a golfer's first sync, a search of
// courses and of golfers by name and a search of courses nearby, in a database of 40,000 courses (18 holes
// of coordinates on two tees) and 100,000 golfers, against one of 400 courses and 1,000 golfers. Bytes
// are what the server sent (every WebSocket frame); times from the start of the sync, or of the search, to
// its answer, on loopback. Each search's order is asked once first (the server builds its index then, as
// Firebase keeps one for each `.indexOn`). Each database has its server process (directory-server.ts).
// `npm run bench -- directory`. Printed, never asserted.
import { fork, type ChildProcess } from 'node:child_process';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { closeUserDatabase, openUserDatabase } from '../../src/data/database.ts';
import type { GolfDatabase } from '../../src/data/types.ts';
import { directorySearch } from '../../src/backend/directory-search.ts';
import { conflictHandlers, startSync } from '../../src/sync/replication/index.ts';
import { CLUSTER, EXPECTED, GOLFER, type DirectorySize } from './directory-seed.ts';
import { percentiles, round, type BenchFigure } from './figure.ts';
import { benchClient } from './rtdb-client.ts';
import { PROJECT_ID } from './sync-seed.ts';

const SMALL: DirectorySize = { courses: 400, golfers: 1_000 };
const BIG: DirectorySize = { courses: 40_000, golfers: 100_000 };
const SYNC_RUNS = 5;
const SEARCHES = 1000;
const BATCH = 10;
const COURSE_PREFIXES = ['royal', 'golf', 'pine', 'lake', 'real'];
const GOLFER_PREFIXES = ['gar', 'lop', 'mor', 'san', 'ana'];

interface Figures {
  seedMs: number;
  syncMs: number;
  syncBytes: number;
  search: Record<'names' | 'golfers' | 'nearby', { ms: number; bytes: number; results: number; batches: number[] }>;
}

async function until(test: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  while (!(await test())) {
    if (performance.now() > deadline) throw new Error(`not reached within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function synced(rxdb: GolfDatabase): Promise<boolean> {
  const [cards, matches, courses, users] = await Promise.all([rxdb.scorecards.count().exec(), rxdb.matches.count().exec(), rxdb.courses.count().exec(), rxdb.users.count().exec()]);
  return cards === EXPECTED.scorecards && matches === EXPECTED.matches && courses === EXPECTED.courses && users === EXPECTED.users;
}

/** A database on its own server process (directory-server.ts). */
interface RtdbServer {
  port: number;
  seedMs: number;
  bytesSent(): Promise<number>;
  stop(): Promise<void>;
}

function startServer(size: DirectorySize): Promise<RtdbServer> {
  const child: ChildProcess = fork(new URL('./directory-server.ts', import.meta.url), [JSON.stringify(size)], { execArgv: ['--import', 'tsx'] });
  const next = () =>
    new Promise<Record<string, number>>((resolve, reject) => {
      child.once('message', (m) => resolve(m as Record<string, number>));
      child.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
    });
  return next().then(({ port, seedMs }) => ({
    port: port as number,
    seedMs: seedMs as number,
    async bytesSent() {
      const answer = next();
      child.send('bytes');
      return (await answer).bytes as number;
    },
    async stop() {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send('stop');
      await exited;
    },
  }));
}

/** The golfer's first sync on a fresh device: from startSync (its database open) to everything stored. */
async function firstSync(server: RtdbServer, run: number): Promise<{ ms: number; bytes: number }> {
  const c = benchClient(server.port, PROJECT_ID, GOLFER);
  const rxdb = await openUserDatabase(`dir-golfer-${run}-${Math.random().toString(36).slice(2)}`, { indexedDB: new IDBFactory(), IDBKeyRange, conflictHandlers, multiInstance: false, devMode: false });
  const before = await server.bytesSent();
  const t = performance.now();
  const sync = startSync({ rxdb, firebaseDb: c.db, uid: GOLFER, signedIn: c.signedIn });
  await until(() => synced(rxdb), 120_000);
  const ms = performance.now() - t;
  const bytes = (await server.bytesSent()) - before;
  await sync.stop();
  await closeUserDatabase(rxdb);
  await c.close();
  return { ms, bytes };
}

type SearchKind = keyof Figures['search'];

/** One search of each kind, asked of a plain client of `server`. */
function searchesOf(server: RtdbServer) {
  const c = benchClient(server.port, PROJECT_ID, GOLFER);
  const directory = directorySearch(c.db, { isOnline: true, waitOnline: () => Promise.resolve() });
  const ask: Record<SearchKind, (i: number) => Promise<unknown[]>> = {
    names: (i) => directory.coursesByName(COURSE_PREFIXES[i % COURSE_PREFIXES.length] as string),
    golfers: (i) => directory.golfersByName(GOLFER_PREFIXES[i % GOLFER_PREFIXES.length] as string),
    nearby: (i) => directory.coursesNear({ latitude: CLUSTER.latitude + (i % 5) * 0.01, longitude: CLUSTER.longitude - (i % 4) * 0.01 }),
  };
  return { ask, close: () => c.close() };
}

/**
 * Both databases are on their own server in this process, and every measurement alternates between
 * them (a sync on one, then on the other; a search on one, then the same on the other), so both see
 * the same warm-up, garbage collector and machine load.
 */
async function measureBoth(): Promise<[Figures, Figures]> {
  const servers = await Promise.all([SMALL, BIG].map(startServer));
  try {
    const seedMs = servers.map((s) => s.seedMs);
    // A first round of each, not counted: the process warms up.
    for (const server of servers) await firstSync(server, -1);
    const syncs: { ms: number; bytes: number }[][] = [[], []];
    for (let r = 0; r < SYNC_RUNS; r++) for (const [i, server] of servers.entries()) syncs[i]?.push(await firstSync(server, r));
    const clients = servers.map(searchesOf);
    const found = servers.map(() => ({ names: { ms: [] as number[], bytes: 0, results: 0 }, golfers: { ms: [] as number[], bytes: 0, results: 0 }, nearby: { ms: [] as number[], bytes: 0, results: 0 } }));
    for (const kind of ['names', 'golfers', 'nearby'] as const) {
      for (const client of clients) await client.ask[kind](0); // each server builds the order's index
      // Timed a batch at a time (one search is about a millisecond, near the timer's own jitter).
      for (let n = 0; n < SEARCHES; n += BATCH) {
        for (const [i, server] of servers.entries()) {
          const f = (found[i] as (typeof found)[number])[kind];
          const before = await server.bytesSent();
          const t = performance.now();
          for (let b = n; b < n + BATCH; b++) f.results += (await (clients[i] as (typeof clients)[number]).ask[kind](b)).length;
          f.ms.push((performance.now() - t) / BATCH);
          f.bytes += (await server.bytesSent()) - before;
        }
      }
    }
    await Promise.all(clients.map((c) => c.close()));
    const figures = servers.map((_, i): Figures => {
      const runs = syncs[i] as { ms: number; bytes: number }[];
      const f = found[i] as (typeof found)[number];
      const search = (k: SearchKind) => ({ ms: percentiles(f[k].ms).median, bytes: f[k].bytes / SEARCHES, results: f[k].results / SEARCHES, batches: f[k].ms });
      return {
        seedMs: seedMs[i] as number,
        syncMs: percentiles(runs.map((r) => r.ms)).median,
        syncBytes: percentiles(runs.map((r) => r.bytes)).median,
        search: { names: search('names'), golfers: search('golfers'), nearby: search('nearby') },
      };
    });
    return figures as [Figures, Figures];
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

/** Bytes and time flat: the big database within 1.2x of the small one. */
const FLAT = { max: 1.2, text: '<= 1.2x' };
/** A search answers within 300 ms on loopback. */
const ANSWER = { max: 300, text: '<= 300 ms' };

const label = (s: DirectorySize) => `${s.courses.toLocaleString('en')} courses, ${s.golfers.toLocaleString('en')} golfers`;
const kib = (bytes: number) => round(bytes / 1024, 1);

export async function bench(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  const measured = await measureBoth();
  for (const [i, size] of [SMALL, BIG].entries()) {
    const f = measured[i] as Figures;
    figures.push(
      { name: `${label(size)}: seed (straight into the server's tree)`, value: round(f.seedMs / 1000), unit: 's' },
      { name: `${label(size)}: golfer's first sync`, value: round(f.syncMs), unit: 'ms', note: `median of ${SYNC_RUNS}; ${kib(f.syncBytes)} KiB sent` },
      { name: `${label(size)}: courses by name`, value: round(f.search.names.ms), unit: 'ms', target: ANSWER, note: `${SEARCHES} searches, median of batches of ${BATCH}; ${kib(f.search.names.bytes)} KiB, ${f.search.names.results} found` },
      { name: `${label(size)}: golfers by name`, value: round(f.search.golfers.ms), unit: 'ms', target: ANSWER, note: `${SEARCHES} searches, median of batches of ${BATCH}; ${kib(f.search.golfers.bytes)} KiB, ${f.search.golfers.results} found` },
      { name: `${label(size)}: courses nearby`, value: round(f.search.nearby.ms), unit: 'ms', target: ANSWER, note: `${SEARCHES} searches, median of batches of ${BATCH}; ${kib(f.search.nearby.bytes)} KiB, ${f.search.nearby.results} found` },
    );
  }
  const [small, big] = measured as [Figures, Figures];
  const ratio = (a: number, b: number) => round(a / b, 2);
  // A search's ratio is the median of the ratios of its paired batches (each batch on the big database
  // right after the same one on the small), which the machine's other load moves least.
  const paired = (k: SearchKind) => round(percentiles(big.search[k].batches.map((ms, i) => ms / (small.search[k].batches[i] ?? ms))).median, 2);
  figures.push(
    { name: 'big / small: first sync time', value: ratio(big.syncMs, small.syncMs), unit: 'x', target: FLAT, note: `bytes ${ratio(big.syncBytes, small.syncBytes)}x` },
    { name: 'big / small: courses by name time', value: paired('names'), unit: 'x', target: FLAT, note: `bytes ${ratio(big.search.names.bytes, small.search.names.bytes)}x; medians ${ratio(big.search.names.ms, small.search.names.ms)}x` },
    { name: 'big / small: golfers by name time', value: paired('golfers'), unit: 'x', target: FLAT, note: `bytes ${ratio(big.search.golfers.bytes, small.search.golfers.bytes)}x; medians ${ratio(big.search.golfers.ms, small.search.golfers.ms)}x` },
    { name: 'big / small: courses nearby time', value: paired('nearby'), unit: 'x', target: FLAT, note: `bytes ${ratio(big.search.nearby.bytes, small.search.nearby.bytes)}x; medians ${ratio(big.search.nearby.ms, small.search.nearby.ms)}x` },
  );
  return figures;
}
