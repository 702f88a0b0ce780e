// Builds the production app (vite build, the public pages' prerendering, the service worker step) with the given VITE_* variables.
// Vite runs in a child process so its environment (which wins over .env) never leaks into Vitest.
import { spawn } from 'node:child_process';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { bundleServiceWorker, injectServiceWorker } from '../../../sw/build.mjs';
import { prerenderPublicPages } from '../../../scripts/prerender.mjs';
import { repoRoot } from './paths.ts';

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/** Builds into `outDir` and returns the bundled service worker source beside it (for later builds). */
export async function buildApp(outDir: string, viteEnv: Record<string, string>): Promise<{ swSrc: string }> {
  const vite = join(repoRoot, 'node_modules/vite/bin/vite.js');
  await run(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    ...process.env,
    ...viteEnv,
    NODE_ENV: 'production',
  });
  await prerenderPublicPages(outDir);
  const swSrc = await bundleServiceWorker(join(dirname(outDir), '.sw-build'));
  await injectServiceWorker(swSrc, outDir);
  return { swSrc };
}

/**
 * A second version of an already built app without a second Vite build: a copy of `fromDir` whose
 * pages (index.html and the prerendered public pages, which the service worker serves for their paths)
 * carry `<meta name="app-build" content="<label>">`, so their precache revisions (and so the service
 * worker file) change, as after a real release.
 */
export async function makeSecondBuild(fromDir: string, toDir: string, swSrc: string, label: string): Promise<void> {
  await rm(toDir, { recursive: true, force: true });
  await cp(fromDir, toDir, { recursive: true });
  for (const page of (await readdir(toDir)).filter((f) => f.endsWith('.html'))) {
    const html = await readFile(join(toDir, page), 'utf8');
    await writeFile(join(toDir, page), html.replace('<head>', `<head>\n    <meta name="app-build" content="${label}" />`));
  }
  await injectServiceWorker(swSrc, toDir);
}
