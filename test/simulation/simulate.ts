// Runs seeds of the convergence simulation on one set of devices (docs/ARCHITECTURE.md, "Convergence
// simulation"), shrinks a failing schedule, and reports. Used by the test in `npm test` (a few seeds)
// and by `npm run simulate` (many).
import { goOffline, goOnline } from 'firebase/database';
import type { Backend, TestClient, TestUser } from '../support/backend.ts';
import { checkBoards, checkRefusals, checkScores, settle } from './check.ts';
import { SimDevice } from './device.ts';
import { playSchedule, startRound } from './round.ts';
import { DEVICES, describeSchedule, scheduleOf, type Op, type ScheduleOptions } from './schedule.ts';

/** A client's connection allowed again: the SDK's wait before it reconnects starts over at a second. */
export function newDayOf(client: TestClient): void {
  goOffline(client.db);
  goOnline(client.db);
}

/** Clock errors of the four phones: one a few minutes ahead, one behind (the app corrects by the server's offset). */
const CLOCK_SKEWS_MS = [0, 3 * 60_000, -7 * 60_000, 0];

export interface Simulation {
  devices: SimDevice[];
  /** Plays one schedule as a new round; the problems found (none: it converged). */
  play(schedule: readonly Op[]): Promise<string[]>;
  close(): Promise<void>;
}

export async function openSimulation(backend: Backend, users?: TestUser[]): Promise<Simulation> {
  const golfers = users ?? (await Promise.all(Array.from({ length: DEVICES }, () => backend.createUser())));
  const devices = await Promise.all(golfers.map((u, i) => SimDevice.open(backend, u, `device-${i}-${process.pid}-${Date.now().toString(36)}`, CLOCK_SKEWS_MS[i])));
  // The checker asks the server, as each golfer, what the rules let them read.
  const readers = await Promise.all(golfers.map((u) => backend.client(u)));
  let rounds = 0;
  return {
    devices,
    async play(schedule) {
      devices.forEach((d) => d.newDay());
      // The checker's own clients meet the same server restarts (SimDevice.newDay).
      readers.forEach(newDayOf);
      const start = await startRound(devices, ++rounds);
      const round = await playSchedule(backend, devices, start, rounds, schedule);
      const unsettled = await settle(backend, devices, readers, round);
      const problems = [...unsettled, ...checkScores(backend, devices, round), ...(await checkBoards(backend, devices, round)), ...checkRefusals(devices, round)];
      devices.forEach((d) => d.refused.splice(0));
      return problems;
    },
    async close() {
      await Promise.all([...devices.map((d) => d.close()), ...readers.map((r) => r.close())]);
    },
  };
}

/**
 * The shortest schedule found that still fails: drops runs of operations, halving their length, while
 * the failure stays (the flavour of delta debugging that needs only "fails or not").
 */
export async function shrink(sim: Simulation, schedule: readonly Op[], budgetMs: number): Promise<Op[]> {
  const deadline = Date.now() + budgetMs;
  let current = [...schedule];
  for (let size = Math.ceil(current.length / 2); size >= 1 && Date.now() < deadline; size = Math.floor(size / 2)) {
    for (let at = 0; at < current.length && Date.now() < deadline; ) {
      const candidate = [...current.slice(0, at), ...current.slice(at + size)];
      if ((await sim.play(candidate)).length > 0) current = candidate;
      else at += size;
    }
  }
  return current;
}

export interface SeedResult {
  seed: number;
  problems: string[];
  schedule: Op[];
}

/**
 * How long a seed may take before it counts as stuck: a round plays in seconds and its checker waits at
 * most a minute for quiet, so a seed still running after this waits on something that never comes.
 */
const SEED_DEADLINE_MS = 5 * 60_000;

/** The round's problems, or that it never finished (the devices are then in an unknown state). */
async function playWithDeadline(sim: Simulation, schedule: readonly Op[]): Promise<string[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve([`the round did not finish within ${SEED_DEADLINE_MS / 1000} s (a wait that never ends)`]), SEED_DEADLINE_MS);
  });
  try {
    return await Promise.race([sim.play(schedule), stuck]);
  } finally {
    clearTimeout(timer);
  }
}

/** Plays seeds `from` .. `from + count - 1`; stops at the first failure. */
export async function runSeeds(sim: Simulation, from: number, count: number, options: ScheduleOptions, onSeed?: (r: SeedResult) => void): Promise<SeedResult | null> {
  for (let seed = from; seed < from + count; seed++) {
    const schedule = scheduleOf(seed, options);
    const problems = await playWithDeadline(sim, schedule);
    const result = { seed, problems, schedule };
    onSeed?.(result);
    if (problems.length > 0) return result;
  }
  return null;
}

export function failureReport(result: SeedResult, shrunk?: readonly Op[]): string {
  return [
    `seed ${result.seed} did not converge:`,
    ...result.problems.map((p) => `  ${p}`),
    `schedule (${result.schedule.length} operations):`,
    describeSchedule(result.schedule),
    ...(shrunk ? [`shortest schedule that still fails (${shrunk.length} operations):`, describeSchedule(shrunk)] : []),
  ].join('\n');
}
