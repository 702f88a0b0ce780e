// The build plugin that gives the on-demand account modules their own copy of Firebase Auth
// (scripts/vite-lazy-firebase-auth.ts): the functions only they use leave the shared Auth chunk, and a
// build in which such a module is imported eagerly fails instead of loading two SDKs on every page.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLazyAuthCopy, lazyFirebaseAuth } from '../../../scripts/vite-lazy-firebase-auth.ts';
import { repoRoot } from '../../e2e/support/paths.ts';

let dir: string;

const EAGER = `import { initializeAuth, onAuthStateChanged } from 'firebase/auth';
export const start = (app) => onAuthStateChanged(initializeAuth(app), () => {});`;
const LAZY = `import { signInWithPopup, GoogleAuthProvider, browserPopupRedirectResolver } from 'firebase/auth';
export const google = (auth) => signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);`;

async function buildFixture(entry: string): Promise<Rollup.OutputChunk[]> {
  await writeFile(join(dir, 'entry.js'), entry);
  const result = await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [lazyFirebaseAuth([/lazy\.js$/])],
    build: {
      write: false,
      lib: { entry: join(dir, 'entry.js'), formats: ['es'] },
      rolldownOptions: {
        // As vite.config.ts does: the shared Firebase modules in their group before the copy's group,
        // which would otherwise take them in with the copy (a group takes what its modules import).
        output: {
          codeSplitting: {
            groups: [
              { name: 'firebase', test: (id: string) => /node_modules/.test(id) && !isLazyAuthCopy(id) },
              { name: 'auth-more', test: isLazyAuthCopy },
            ],
          },
        },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((o) => ('output' in o ? o.output : [])).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
}

beforeAll(async () => {
  // Inside the repository, so that `firebase/auth` resolves from its node_modules.
  await mkdir(join(repoRoot, '.tmp'), { recursive: true });
  dir = await mkdtemp(join(repoRoot, '.tmp', 'lazy-auth-'));
  await writeFile(join(dir, 'eager.js'), EAGER);
  await writeFile(join(dir, 'lazy.js'), LAZY);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('lazyFirebaseAuth', () => {
  it('keeps the popup code out of the eagerly loaded chunks and in the on-demand copy', async () => {
    const chunks = await buildFixture(`export { start } from './eager.js';\nexport const later = () => import('./lazy.js');`);
    const entry = chunks.find((c) => c.isEntry);
    expect(entry).toBeDefined();
    const eagerFiles = new Set<string>();
    const visit = (name: string) => {
      if (eagerFiles.has(name)) return;
      eagerFiles.add(name);
      for (const next of chunks.find((c) => c.fileName === name)?.imports ?? []) visit(next);
    };
    visit(entry?.fileName ?? '');
    const eagerCode = chunks.filter((c) => eagerFiles.has(c.fileName)).map((c) => c.code).join('\n');
    const lazyCode = chunks.filter((c) => !eagerFiles.has(c.fileName)).map((c) => c.code).join('\n');
    // The popup/redirect resolver (its helper iframe and Google's page) exists only in what loads on
    // demand; the signed-in user's storage is in the eager code.
    expect(eagerCode).toContain('authUser');
    expect(eagerCode).not.toMatch(/__\/auth\/(iframe|handler)/);
    expect(lazyCode).toMatch(/__\/auth\/iframe/);
    expect(lazyCode).toMatch(/__\/auth\/handler/);
    // One @firebase/app for both: the copy imports it from the eager chunks rather than carrying its own.
    expect(eagerCode).toContain('firebase-heartbeat-database');
    expect(lazyCode).not.toContain('firebase-heartbeat-database');
  });

  it('fails the build when an on-demand module is imported eagerly', async () => {
    await expect(buildFixture(`export { start } from './eager.js';\nexport { google } from './lazy.js';`)).rejects.toThrow(
      /loaded by every page .* holds the on-demand copy of Firebase Auth/,
    );
  });
});

