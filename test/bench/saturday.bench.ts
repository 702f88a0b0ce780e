// `npm run bench -- saturday`: a Saturday morning under load (docs/ARCHITECTURE.md, "A Saturday morning
// under load"). 400 golfers in 100 groups of four on one local server with the project's rules: each
// group's marker scores every card with the app's own engine, one partner watches the board with the
// app's own engine, the two others with plain SDK listeners; one phone in five is offline for a few
// holes at any time. Then every device must hold what was entered. The same load is played for fewer
// holes at rising golfer counts to find where a partner's board passes 1 s (the knee).
//   SATURDAY_GOLFERS (400), SATURDAY_HOLES (18), SATURDAY_HOLE_MS (8000): the main run;
//   SATURDAY_KNEE (100,200,400,600; empty: none) and SATURDAY_KNEE_HOLES (3): the steps of the knee.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { onValue, ref } from 'firebase/database';
import { collectionSchemas } from '../../schemas/index.ts';
import { toServer } from '../../src/backend/doc-shape.ts';
import { connectClient, createTestUser, freePort, PROJECT_ID, startTestAuthEmulator, type TestClient } from '../support/backend.ts';
import { newCard, newId } from '../integration/sync/support/cards.ts';
import { round, type BenchFigure } from './figure.ts';
import type { BenchGolfer, EngineSpec, FromWorker, Seen, Tap, ToWorker, WorkerInit, WorkerResult } from './saturday/plan.ts';
import { playSdkMarker } from './saturday/sdk-marker.ts';

/** App engines per worker thread: two collections each, under RxDB's limit of 13 open collections. */
const ENGINES_PER_WORKER = 6;
const TAPS_PER_CARD = 3;
const SERVER_TIMESTAMP = { '.sv': 'timestamp' };
const START_LEAD_MS = 2000;

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The RTDB server in a process of its own, so that its CPU and memory are its own. */
async function startServer(): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  // SATURDAY_PROFILE=<dir>: the server writes a CPU profile of its whole run there too, when it stops.
  const profileDir = process.env.SATURDAY_PROFILE;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'emulator/cli.ts', '--port', String(port), '--project', PROJECT_ID], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('RTDB server on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the RTDB server exited (${String(code)})`)));
  });
  return { port, child };
}

/** CPU seconds (user + system) and peak resident memory of a process, from /proc. */
function processUsage(pid: number): { cpuSeconds: number; peakRssMb: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return { cpuSeconds: ticks / 100, peakRssMb: Number(hwm ?? 0) / 1024 };
}

async function admin(port: number, method: 'PATCH', path: string, body: unknown): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/${path}.json?ns=${PROJECT_ID}`, {
    method,
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`seeding ${path}: ${res.status} ${await res.text()}`);
}

interface Group {
  golfers: BenchGolfer[];
  matchId: string;
  cardIds: string[];
}

/** The groups' matches and cards on the server, announced to every player, as the marker's push leaves them. */
async function seedGroups(port: number, golfers: BenchGolfer[]): Promise<Group[]> {
  const groups: Group[] = [];
  for (let g = 0; g < golfers.length / 4; g++) {
    const players = golfers.slice(g * 4, g * 4 + 4);
    const [marker] = players as [BenchGolfer];
    const matchId = newId('m');
    const cards = players.map((p) => newCard(p, { creatorId: marker.uid, matchId }));
    const now = Date.now();
    const match = {
      id: matchId, date: now, creationDate: now, modifiedDate: now, courseId: 'course-1', tournamentId: '', isCompetition: false,
      scoreCards: cards.map((c) => c.id), creatorId: marker.uid, playMode: 'Fourball', scoringMode: 'Stableford', userId: marker.uid,
      players: Object.fromEntries(players.map((p) => [p.uid, 1])), sides: Object.fromEntries(cards.map((c, i) => [c.id, i < 2 ? 1 : 2])),
      markerId: marker.uid, holeCount: 18,
    };
    const writes: Record<string, unknown> = { [`matches/${matchId}`]: { ...toServer({ ...match, _deleted: false }, collectionSchemas.matches), updatedAt: SERVER_TIMESTAMP } };
    for (const card of cards) writes[`scoreCards/${card.id}`] = { ...toServer({ ...card, _deleted: false }, collectionSchemas.scorecards), updatedAt: SERVER_TIMESTAMP };
    for (const p of players) {
      writes[`feeds/${p.uid}/matches/${matchId}`] = SERVER_TIMESTAMP;
      for (const card of cards) writes[`feeds/${p.uid}/scoreCards/${card.id}`] = SERVER_TIMESTAMP;
    }
    await admin(port, 'PATCH', '', writes);
    groups.push({ golfers: players, matchId, cardIds: cards.map((c) => c.id) });
  }
  return groups;
}

/** A plain SDK partner: listens to the group's cards; notes when each hole edit arrives, and when the
 * server applied it (the version's `updatedAt`). */
function listenPlain(client: TestClient, group: Group, seen: Seen[], applied: Seen[]): () => void {
  const latest = new Map<string, number>();
  const stops = group.cardIds.map((cardId) =>
    onValue(ref(client.db, `scoreCards/${cardId}`), (snap) => {
      const at = Date.now();
      const card = snap.val() as { holes?: Record<string, { number: number; modifiedAt: number }> | { number: number; modifiedAt: number }[]; updatedAt?: number } | null;
      for (const hole of Object.values(card?.holes ?? {})) {
        const key = `${cardId}/${hole.number}`;
        if ((latest.get(key) ?? 0) < hole.modifiedAt) {
          latest.set(key, hole.modifiedAt);
          seen.push({ cardId, hole: hole.number, modifiedAt: hole.modifiedAt, at });
          applied.push({ cardId, hole: hole.number, modifiedAt: hole.modifiedAt, at: card?.updatedAt ?? at });
        }
      }
    }),
  );
  return () => stops.forEach((stop) => stop());
}

/** For each online tap, how long until `observations` first show it (or a later edit of the same hole). */
function delays(taps: readonly Tap[], observations: readonly Seen[]): number[] {
  const byHole = new Map<string, Seen[]>();
  for (const o of observations) {
    const key = `${o.cardId}/${o.hole}`;
    byHole.set(key, [...(byHole.get(key) ?? []), o]);
  }
  const out: number[] = [];
  for (const tap of taps) {
    if (tap.offline) continue;
    const first = (byHole.get(`${tap.cardId}/${tap.hole}`) ?? []).filter((o) => o.modifiedAt >= tap.at).reduce((min, o) => Math.min(min, o.at), Infinity);
    out.push(first - tap.at);
  }
  return out;
}

interface Spread {
  p50: number;
  p99: number;
  /** Taps never seen (a lost write, or a board that never caught up). */
  missing: number;
}

function spread(samples: number[]): Spread {
  const s = samples.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), missing: samples.length - s.length };
}

interface RunResult {
  golfers: number;
  taps: number;
  cardWritesPerSecond: number;
  ack: Spread;
  partnerEngine: Spread;
  partnerPlain: Spread;
  serverCpu: number;
  serverPeakMb: number;
  problems: string[];
}

async function createGolfers(authUrl: string, count: number): Promise<BenchGolfer[]> {
  const golfers: BenchGolfer[] = [];
  for (let i = 0; i < count; i += 20) {
    golfers.push(...(await Promise.all(Array.from({ length: Math.min(20, count - i) }, () => createTestUser(authUrl)))));
  }
  return golfers;
}

/** One group in five has no signal for three holes, staggered over the round. */
function offlineHolesOf(group: number, holes: number): [number, number] | null {
  if (group % 5 !== 0 || holes <= 3) return null;
  const from = 1 + ((group * 7) % Math.max(1, holes - 3));
  return [from, from + 3];
}

/** Where in each interval between two taps a group's marker taps: spread by the golden ratio, so any
 * number of groups tap evenly over each interval. */
const phaseOf = (group: number) => (group * 0.618034) % 1;

/** Each hole holds the marker's last tap: the problems where `held` (cardId -> shots per hole) does not. */
function lastTapProblems(taps: readonly Tap[], held: { who: string; cardId: string; shots: number[] }[]): string[] {
  const last = new Map<string, number>();
  for (const t of [...taps].sort((a, b) => a.at - b.at)) last.set(`${t.cardId}/${t.hole}`, t.value);
  return held.flatMap(({ who, cardId, shots }) =>
    shots.flatMap((value, i) => {
      const expected = last.get(`${cardId}/${i + 1}`);
      return expected !== undefined && value !== expected ? [`${who}: ${cardId} hole ${i + 1} holds ${value}, entered ${expected}`] : [];
    }),
  );
}

async function runLoad(authUrl: string, golferCount: number, holes: number, holeMs: number): Promise<RunResult> {
  const server = await startServer();
  const workers: Worker[] = [];
  const plain: TestClient[] = [];
  try {
    const groups = await seedGroups(server.port, await createGolfers(authUrl, golferCount));

    // Each group's marker and first partner run the app's engine; the two others listen plainly.
    const specs: EngineSpec[] = groups.flatMap((g, i) => [
      { role: 'marker' as const, golfer: g.golfers[0] as BenchGolfer, matchId: g.matchId, cardIds: g.cardIds, offlineHoles: offlineHolesOf(i, holes), phase: phaseOf(i) },
      { role: 'partner' as const, golfer: g.golfers[1] as BenchGolfer, matchId: g.matchId, cardIds: g.cardIds, offlineHoles: null, phase: 0 },
    ]);
    const seenPlain: Seen[] = [];
    const applied: Seen[] = [];
    const unlisten: (() => void)[] = [];
    for (const g of groups) {
      for (const golfer of g.golfers.slice(2)) {
        const client = await connectClient({ rtdbPort: server.port, authUrl, user: golfer });
        plain.push(client);
        unlisten.push(listenPlain(client, g, seenPlain, applied));
      }
    }

    const results: Promise<WorkerResult>[] = [];
    const ready: Promise<void>[] = [];
    for (let i = 0; i < specs.length; i += ENGINES_PER_WORKER) {
      const worker = new Worker(new URL('./saturday/worker.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
      workers.push(worker);
      const init: WorkerInit = { rtdbPort: server.port, authUrl, engines: specs.slice(i, i + ENGINES_PER_WORKER), holeMs, holes, tapsPerCard: TAPS_PER_CARD };
      let onReady = () => undefined as void;
      ready.push(new Promise<void>((r) => (onReady = r)));
      results.push(
        new Promise<WorkerResult>((resolve, reject) => {
          worker.on('message', (m: FromWorker) => {
            if (m.kind === 'ready') onReady();
            else if (m.kind === 'result') resolve(m.result);
            else reject(new Error(m.error));
          });
          worker.once('error', reject);
        }),
      );
      worker.postMessage({ kind: 'init', init } satisfies ToWorker);
    }
    // The first hole starts once every engine holds its group's cards (opening 200 engines on two
    // cores takes minutes), a moment after, so that every thread hears of it before.
    await Promise.all(ready);
    const startAt = Date.now() + START_LEAD_MS;
    workers.forEach((w) => w.postMessage({ kind: 'start', startAt } satisfies ToWorker));
    await new Promise((r) => setTimeout(r, startAt - Date.now()));
    const before = processUsage(server.child.pid ?? 0);
    await new Promise((r) => setTimeout(r, startAt + holes * holeMs - Date.now()));
    const after = processUsage(server.child.pid ?? 0);
    const playSeconds = (holes * holeMs) / 1000;
    // Quiet: the workers' markers push what is left, then the boards catch up.
    await new Promise((r) => setTimeout(r, 15_000));
    workers.forEach((w) => w.postMessage({ kind: 'finish' } satisfies ToWorker));
    const done = await Promise.all(results);
    unlisten.forEach((stop) => stop());

    const taps = done.flatMap((r) => r.taps);
    const seenEngine = done.flatMap((r) => r.seen);
    const problems = [...done.flatMap((r) => r.errors), ...done.flatMap((r) => r.refused.map((x) => `refused ${x}`))];
    const pending = done.reduce((n, r) => n + r.pendingAtEnd, 0);
    if (pending > 0) problems.push(`${pending} engines still had changes to send`);
    // Convergence: each hole holds the marker's last tap, on every engine (the plain listeners heard the server's).
    problems.push(...lastTapProblems(taps, done.flatMap((r) => r.finalShots.map((f) => ({ who: `engine ${f.engine}`, cardId: f.cardId, shots: f.shots })))));
    const versions = new Set(applied.filter((a) => a.at >= startAt && a.at <= startAt + holes * holeMs).map((a) => `${a.cardId}@${a.at}`));
    return {
      golfers: golferCount,
      taps: taps.length,
      cardWritesPerSecond: versions.size / playSeconds,
      ack: spread(delays(taps, applied)),
      partnerEngine: spread(delays(taps, seenEngine)),
      partnerPlain: spread(delays(taps, seenPlain)),
      serverCpu: (after.cpuSeconds - before.cpuSeconds) / playSeconds,
      serverPeakMb: after.peakRssMb,
      problems,
    };
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
    await Promise.all(plain.map((c) => c.close()));
    server.child.kill('SIGTERM');
  }
}

interface ServerAloneResult {
  cardWritesPerSecond: number;
  ack: Spread;
  listener: Spread;
  serverCpu: number;
  serverPeakMb: number;
  problems: string[];
}

/** The cards' shots per hole as the server holds them. */
async function serverShots(port: number, cardIds: readonly string[], holes: number): Promise<{ who: string; cardId: string; shots: number[] }[]> {
  return Promise.all(
    cardIds.map(async (cardId) => {
      const res = await fetch(`http://127.0.0.1:${port}/scoreCards/${cardId}/holes.json?ns=${PROJECT_ID}`, { headers: { authorization: 'Bearer owner' } });
      const stored = (await res.json()) as Record<string, { number: number; shotCount: number }> | { number: number; shotCount: number }[] | null;
      const byNumber = new Map(Object.values(stored ?? {}).map((h) => [h.number, h.shotCount]));
      return { who: 'server', cardId, shots: Array.from({ length: holes }, (_, i) => byNumber.get(i + 1) ?? 0) };
    }),
  );
}

/**
 * The same Saturday with every phone a plain SDK client: each marker sends what the engine sends for a
 * tap (saturday/sdk-marker.ts) and the three partners listen to the cards. What it measures is the
 * server and the wire protocol, at a cost the machine can carry.
 */
async function runServerAlone(authUrl: string, golferCount: number, holes: number, holeMs: number): Promise<ServerAloneResult> {
  const server = await startServer();
  const clients: TestClient[] = [];
  try {
    const groups = await seedGroups(server.port, await createGolfers(authUrl, golferCount));
    const seen: Seen[] = [];
    const applied: Seen[] = [];
    const unlisten: (() => void)[] = [];
    const markers: TestClient[] = [];
    for (const g of groups) {
      const marker = await connectClient({ rtdbPort: server.port, authUrl, user: g.golfers[0] as BenchGolfer });
      clients.push(marker);
      markers.push(marker);
      for (const golfer of g.golfers.slice(1)) {
        const client = await connectClient({ rtdbPort: server.port, authUrl, user: golfer });
        clients.push(client);
        unlisten.push(listenPlain(client, g, seen, applied));
      }
    }
    const startAt = Date.now() + START_LEAD_MS;
    const taps: Tap[] = [];
    const playing = groups.map((g, i) =>
      playSdkMarker(markers[i] as TestClient, { readerIds: g.golfers.map((p) => p.uid), cardIds: g.cardIds, startAt, holeMs, holes, tapsPerCard: TAPS_PER_CARD, phase: phaseOf(i), offlineHoles: offlineHolesOf(i, holes) }, taps),
    );
    await new Promise((r) => setTimeout(r, startAt - Date.now()));
    const before = processUsage(server.child.pid ?? 0);
    await new Promise((r) => setTimeout(r, startAt + holes * holeMs - Date.now()));
    const after = processUsage(server.child.pid ?? 0);
    const problems = (await Promise.all(playing)).flat();
    // Quiet: the listeners hear the last writes.
    await new Promise((r) => setTimeout(r, 5_000));
    unlisten.forEach((stop) => stop());
    problems.push(...lastTapProblems(taps, await serverShots(server.port, groups.flatMap((g) => g.cardIds), holes)));
    const playSeconds = (holes * holeMs) / 1000;
    const versions = new Set(applied.filter((a) => a.at >= startAt && a.at <= startAt + holes * holeMs).map((a) => `${a.cardId}@${a.at}`));
    const listener = spread(delays(taps, seen));
    if (listener.missing > 0) problems.push(`${listener.missing} taps never reached a listener`);
    return {
      cardWritesPerSecond: versions.size / playSeconds,
      ack: spread(delays(taps, applied)),
      listener,
      serverCpu: (after.cpuSeconds - before.cpuSeconds) / playSeconds,
      serverPeakMb: after.peakRssMb,
      problems,
    };
  } finally {
    await Promise.all(clients.map((c) => c.close()));
    server.child.kill('SIGTERM');
  }
}

export async function bench(): Promise<BenchFigure[]> {
  const auth = await startTestAuthEmulator();
  try {
    const golfers = numberFrom('SATURDAY_GOLFERS', 400);
    const holes = numberFrom('SATURDAY_HOLES', 18);
    const holeMs = numberFrom('SATURDAY_HOLE_MS', 8000);
    const main = await runLoad(auth.url, golfers, holes, holeMs);
    const figures: BenchFigure[] = [
      { name: `golfers / taps (${holes} holes, a hole every ${holeMs / 1000} s)`, value: `${main.golfers} / ${main.taps}`, unit: '' },
      { name: 'score card writes a second, sustained (each with its feed update)', value: round(main.cardWritesPerSecond), unit: '/s' },
      { name: "a tap to the server's commit (write acknowledgement) p50", value: round(main.ack.p50), unit: 'ms' },
      { name: "a tap to the server's commit (write acknowledgement) p99", value: round(main.ack.p99), unit: 'ms', target: { max: 250, text: '<= 250 ms' } },
      { name: "tap to a partner's board (app engine) p50", value: round(main.partnerEngine.p50), unit: 'ms' },
      { name: "tap to a partner's board (app engine) p99", value: round(main.partnerEngine.p99), unit: 'ms', target: { max: 500, text: '<= 500 ms' } },
      { name: "tap to a partner's listener (plain SDK) p50 / p99", value: `${round(main.partnerPlain.p50)} / ${round(main.partnerPlain.p99)}`, unit: 'ms' },
      { name: 'server CPU during play', value: round(main.serverCpu * 100), unit: '% of a core' },
      { name: 'server peak memory', value: round(main.serverPeakMb), unit: 'MB' },
      {
        name: 'converged, nothing lost or refused',
        value: main.problems.length === 0 && main.partnerEngine.missing === 0 ? 'yes' : `NO: ${[...main.problems.slice(0, 3), `${main.partnerEngine.missing} taps never on a board`].join('; ')}`,
        unit: '',
      },
    ];
    const alone = await runServerAlone(auth.url, golfers, holes, holeMs);
    const aloneName = `server alone, ${golfers} golfers (plain SDK phones sending the engine's writes)`;
    figures.push(
      { name: `${aloneName}: card writes a second`, value: round(alone.cardWritesPerSecond), unit: '/s' },
      { name: `${aloneName}: commit p50 / p99`, value: `${round(alone.ack.p50)} / ${round(alone.ack.p99)}`, unit: 'ms', note: 'target of the app engines: p99 <= 250 ms' },
      { name: `${aloneName}: a partner's listener p50 / p99`, value: `${round(alone.listener.p50)} / ${round(alone.listener.p99)}`, unit: 'ms', note: "target of a partner's board: p99 <= 500 ms" },
      { name: `${aloneName}: server CPU / peak memory`, value: `${round(alone.serverCpu * 100)} % / ${round(alone.serverPeakMb)} MB`, unit: '' },
      { name: `${aloneName}: converged, nothing lost or refused`, value: alone.problems.length === 0 ? 'yes' : `NO: ${alone.problems.slice(0, 3).join('; ')}`, unit: '' },
    );
    const steps = (process.env.SATURDAY_KNEE ?? '100,200,400,600').split(',').map(Number).filter((n) => n > 0);
    const kneeHoles = numberFrom('SATURDAY_KNEE_HOLES', 3);
    let knee: number | null = null;
    for (const count of steps) {
      const step = await runLoad(auth.url, count, kneeHoles, holeMs);
      const p99 = step.partnerEngine.p99;
      figures.push({ name: `knee step: ${count} golfers, partner's board p99`, value: round(p99), unit: 'ms', note: step.problems.length === 0 ? undefined : `${step.problems.length} problems` });
      if (p99 > 1000) {
        knee = count;
        break;
      }
    }
    if (steps.length > 0) {
      figures.push({ name: "golfers at which a partner's board p99 passes 1 s (the knee)", value: knee === null ? `more than ${steps[steps.length - 1]}` : knee, unit: '' });
    }
    return figures;
  } finally {
    await auth.stop();
  }
}
