// Every file path the docs cite exists (docs/ARCHITECTURE.md, "Names and files"): docs/*.md and README.md
// send a reader to files, and a path left behind by a move or a rename sends them nowhere.
//   - A path from the repository root (`src/sync/replication/push.ts`, `schemas/rules/`) is a tracked file
//     or folder, or one git ignores (`.data/rtdb.json`, `dist/service-worker.js`: written by a run).
//   - A short name (`push.ts`, `replication/context.ts`) is read as the docs use it: a file of the parts
//     the same section cites by their paths (`src/sync/replication/...` makes `push.ts` the sync's). It
//     must name a tracked file there; a name of three files or more (`i18n/index.ts`, every part's) only
//     has to exist.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Names in the docs that look like files of the repository and are not: what a build or an export writes,
 * examples, the platform's name. */
const NOT_FILES = new Set([
  'Node.js',
  'login.html',
  'register.html',
  'service-worker.js',
  'proxy.mjs',
  'handicap-down-2026-11-23.json',
  'PascalCase.tsx',
]);

/** A file name with an extension, with the folders before it; not a URL, a glob, a placeholder or a
 * relative example (`../data/types.ts`). */
const FILE = /(?<![\w./@{}<>*$:-])((?:[\w@-][\w.@-]*\/)*[\w@-][\w.@-]*\.(?:tsx?|mts|mjs|js|json|css|md|html|sh))(?![\w/*])/g;
/** A folder path (`src/sync/replication`, `schemas/rules/`), for the parts a section cites. */
const FOLDER = /(?<![\w./@{}<>*$:-])((?:[\w@-][\w.@-]*\/)+[\w@-][\w.@-]*)\/?(?![\w.*])/g;

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const tracked = git('ls-files').split('\n').filter(Boolean);
const files = new Set(tracked);
const folders = new Set(tracked.flatMap((f) => f.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
const topLevel = new Set(tracked.map((f) => f.split('/')[0]!));

function ignored(path: string): boolean {
  try {
    git('check-ignore', '-q', '--no-index', path);
    return true;
  } catch {
    return false;
  }
}

/** The part a path belongs to, for matching a short name: its first two folders (`src/sync`, `emulator/rtdb`). */
const partOf = (path: string) => path.split('/').slice(0, 2).join('/');

interface Stale {
  at: string;
  path: string;
  why: string;
}

/** The cited paths of one markdown file that lead nowhere. */
export function stalePaths(doc: string, text: string): Stale[] {
  const stale: Stale[] = [];
  let parts: string[] = [];
  text.split('\n').forEach((line, index) => {
    const at = `${doc}:${index + 1}`;
    if (line.startsWith('#')) parts = [];
    for (const m of line.matchAll(FOLDER)) {
      const folder = m[1]!;
      if (topLevel.has(folder.split('/')[0]!) && folders.has(folder)) parts.push(partOf(folder));
    }
    for (const m of line.matchAll(FILE)) {
      const path = m[1]!;
      if (NOT_FILES.has(path)) continue;
      if (files.has(path)) {
        if (path.includes('/')) parts.push(partOf(path));
        continue;
      }
      if (topLevel.has(path.split('/')[0]!) && path.includes('/')) {
        if (!ignored(path)) stale.push({ at, path, why: 'no such file' });
        continue;
      }
      if (ignored(path)) continue;
      const found = tracked.filter((f) => f.endsWith(`/${path}`));
      if (found.length === 0) stale.push({ at, path, why: 'no file of that name' });
      else if (found.length <= 2 && parts.length > 0 && !found.some((f) => parts.some((part) => f.startsWith(`${part}/`)))) {
        stale.push({ at, path, why: `not in the parts this section cites (${[...new Set(parts)].join(', ')}); found: ${found.join(', ')}` });
      }
    }
  });
  return stale;
}

describe('file paths cited in the docs', () => {
  it('finds a stale path, a renamed short name and a missing file (planted text)', () => {
    const planted = [
      '## Planted',
      'The push (src/sync/replication/push.ts) waits for the connection (connection.ts) and the',
      'connection state (connection-state.ts); `src/sync/replication/gone.ts`; `nowhere-at-all.ts`.',
      'Written to `.data/rtdb.json`; built into `dist/service-worker.js`; `i18n/index.ts` beside each part.',
      '## Another',
      'The server`s own `connection.ts` (no part cited here).',
    ].join('\n');
    expect(stalePaths('planted.md', planted).map((s) => [s.at, s.path])).toEqual([
      ['planted.md:2', 'connection.ts'],
      ['planted.md:3', 'src/sync/replication/gone.ts'],
      ['planted.md:3', 'nowhere-at-all.ts'],
    ]);
  });

  it('leads to files that exist in docs/*.md and README.md', () => {
    const docs = ['README.md', ...tracked.filter((f) => /^docs\/[^/]+\.md$/.test(f))];
    const stale = docs.flatMap((doc) => stalePaths(doc, readFileSync(resolve(root, doc), 'utf8')));
    expect(stale).toEqual([]);
  });
});
