// Vitest globalSetup of every project (vitest.config.ts): a test run leaves the working tree as it found
// it. Everything a run writes belongs in an ignored folder (.data/, test/e2e/.tmp/, .tmp/); a file the
// run adds, changes or removes outside them fails the run.
//
// The tree is compared with its own state at the start of the run, not with the last commit, so a
// developer's uncommitted edits are no failure (CI starts from a clean checkout). Vitest runs this
// setup once per project and once for the root, and a teardown that throws does not change Vitest's exit
// code: so the first setup records the tree, the last teardown compares, and a change sets the exit code.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync, readlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** Each path git reports (status and path, as `git status --porcelain` writes them) with a hash of its content. */
type TreeState = Map<string, string>;

interface RunState {
  /** Setups whose teardown has not run yet. */
  open: number;
  atStart?: TreeState;
}

// Each project loads this file as a module of its own; the process is shared, so the count lives on it.
const KEY = Symbol.for('handicap-down.clean-tree');
const shared = globalThis as { [KEY]?: RunState };

function contentHash(path: string): string {
  try {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return `link:${readlinkSync(path)}`;
    if (!stat.isFile()) return 'other';
    return createHash('sha1').update(readFileSync(path)).digest('hex');
  } catch {
    return 'absent';
  }
}

/** What git sees changed against the last commit, untracked files one by one, each with its content. */
function treeState(): TreeState {
  const output = execFileSync('git', ['status', '--porcelain=v1', '-z', '--untracked-files=all'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const state: TreeState = new Map();
  const entries = output.split('\0').filter((entry) => entry !== '');
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const status = entry.slice(0, 2);
    const path = entry.slice(3);
    // A rename or copy is followed by its source path.
    if (status.includes('R') || status.includes('C')) i++;
    state.set(`${status} ${path}`, contentHash(join(repoRoot, path)));
  }
  return state;
}

/** The entries that differ between two states, as `git status --porcelain` lines. */
function changes(before: TreeState, after: TreeState): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((key) => before.get(key) !== after.get(key)).sort();
}

export default function setup(): () => void {
  const run = (shared[KEY] ??= { open: 0 });
  run.open++;
  run.atStart ??= treeState();
  return () => {
    run.open--;
    if (run.open > 0 || !run.atStart) return;
    const changed = changes(run.atStart, treeState());
    delete shared[KEY];
    if (changed.length === 0) return;
    console.error(
      [
        'The test run changed the working tree (it must write only into ignored folders such as test/e2e/.tmp):',
        ...changed.map((line) => `  ${line}`),
      ].join('\n'),
    );
    process.exitCode = 1;
  };
}
