// The convergence simulation in every test run (docs/ARCHITECTURE.md, "Convergence simulation"): four
// phones of a Fourball match of a tournament, the marker's and the three partners', play seeded
// schedules of taps, disputes, confirmations, the creator's match edits and removals, a player leaving,
// offline periods, abrupt stops and server restarts; afterwards every phone must hold what
// the server holds, every score must be one the golfers entered, and nothing may have been refused.
// A failure prints the seed and the schedule; `npm run simulate -- --seed N --shrink` replays it and
// finds the shortest schedule that still fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendForFile } from '../support/backend-for-file.ts';
import { failureReport, openSimulation, runSeeds, type Simulation } from './simulate.ts';

/** The same seeds in every run, so that a run's verdict is the code's; `npm run simulate` plays thousands. */
const SEEDS = 6;
const OPTIONS = { ops: 30, serverRestarts: true };
const firstSeed = 1;

const backend = backendForFile();
let sim: Simulation;
beforeAll(async () => {
  sim = await openSimulation(backend);
});
afterAll(async () => {
  await sim.close();
});

describe('four phones of a match converge', () => {
  it(`seeds ${firstSeed} to ${firstSeed + SEEDS - 1}: every phone holds the server's round, every score one that was entered`, async () => {
    const failure = await runSeeds(sim, firstSeed, SEEDS, OPTIONS);
    expect(failure && failureReport(failure)).toBeNull();
  }, 300_000);
});
