// `npm run simulate`: the convergence simulation over many seeds, outside the test run
// (docs/ARCHITECTURE.md, "Convergence simulation").
//   npm run simulate -- --seeds 2000            seeds 1 to 2000
//   npm run simulate -- --from 500 --seeds 100  seeds 500 to 599
//   npm run simulate -- --seed 42 --shrink      replays seed 42 and shrinks its schedule if it fails
//   --ops N                                     operations per schedule (30)
//   --no-server-restarts                        schedules without server restarts
//   --phones-every N                            four new phones (of new golfers) every N seeds (20; 0: never)
// It starts its own backend (the Auth emulator and our RTDB server with the project's rules) and
// exits non-zero on the first seed that does not converge, after printing it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { projectRules, startBackend } from '../support/backend.ts';
import { SdkLog } from './sdk-log.ts';
import { failureReport, openSimulation, runSeeds, shrink, type SeedResult } from './simulate.ts';

const SHRINK_BUDGET_MS = 10 * 60_000;
const SLOW_SEED_S = 20;

const { values } = parseArgs({
  options: {
    seeds: { type: 'string', default: '100' },
    from: { type: 'string', default: '1' },
    seed: { type: 'string' },
    ops: { type: 'string', default: '30' },
    shrink: { type: 'boolean', default: false },
    'phones-every': { type: 'string', default: '20' },
    'no-server-restarts': { type: 'boolean', default: false },
  },
});
const from = Number(values.seed ?? values.from);
const count = values.seed === undefined ? Number(values.seeds) : 1;
const ops = Number(values.ops);
const phonesEvery = Number(values['phones-every']);

const sdkLog = new SdkLog();
const backend = await startBackend({ rules: projectRules() });
const started = Date.now();
let played = 0;
let seedStarted = started;
const onSeed = (r: SeedResult) => {
  played += 1;
  const seconds = (Date.now() - seedStarted) / 1000;
  seedStarted = Date.now();
  // Every 25th seed, a failure, and a seed that took long (a wait that ran to its deadline shows there).
  if (played % 25 === 0 || r.problems.length > 0 || seconds > SLOW_SEED_S) {
    process.stdout.write(`seed ${r.seed}: ${r.problems.length === 0 ? 'converged' : 'FAILED'} in ${seconds.toFixed(1)} s (${played} played, ${Math.round((Date.now() - started) / 1000)} s)\n`);
  }
};
// Four new phones of four new golfers every `phonesEvery` seeds (0: the same four for every seed), so
// that a run covers phones with short histories and long ones (docs/ARCHITECTURE.md, "Convergence simulation").
const every = phonesEvery > 0 ? phonesEvery : count;
let sim = await openSimulation(backend);
let failure: SeedResult | null = null;
for (let at = from; at < from + count && !failure; at += every) {
  if (at > from) {
    await sim.close();
    sim = await openSimulation(backend);
  }
  failure = await runSeeds(sim, at, Math.min(every, from + count - at), { ops, serverRestarts: !values['no-server-restarts'] }, onSeed);
}
let exitCode = 0;
if (failure) {
  // The SDK's log as the failing schedule left it, before shrinking plays more.
  const logFile = `.tmp/simulation-seed-${failure.seed}.log`;
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(logFile, `${sdkLog.tail().join('\n')}\n`);
  const shrunk = values.shrink ? await shrink(sim, failure.schedule, SHRINK_BUDGET_MS) : undefined;
  process.stdout.write(`${failureReport(failure, shrunk)}\nthe firebase SDK's last log lines: ${logFile}\n`);
  exitCode = 1;
} else {
  process.stdout.write(`${played} seeds from ${from} converged (${ops} operations each, 4 devices) in ${Math.round((Date.now() - started) / 1000)} s\n`);
}
await sim.close();
await backend.stop();
sdkLog.close();
process.exit(exitCode);
