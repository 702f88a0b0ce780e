// The service worker build step, run after `vite build` (`npm run build`):
//   1. bundle sw/service-worker.ts (and its workbox imports) with Vite into <out>/.sw-build/;
//   2. workbox-build injectManifest writes <dist>/service-worker.js with the precache manifest.
// Usage: node sw/build.mjs [distDir]   (default: dist). The e2e harness imports the two steps.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Precached: the shell, every route chunk, styles, the manifest and icons; not the course images. */
export const precacheOptions = {
  globPatterns: ['**/*.{js,css,html,webmanifest,png,svg,ico,txt}'],
  globIgnores: ['service-worker.js', '**/*.map', 'images/courses/**'],
  // Vite's file names already carry a content hash; no need to add a revision to them.
  dontCacheBustURLsMatching: /^assets\/.+-[\w-]{8,}\.\w+$/,
  // The Firebase SDK chunk is larger than Workbox's 2 MiB default.
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
};

/** Bundles the service worker source into one classic script; returns its path. */
export async function bundleServiceWorker(outDir) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      lib: { entry: join(root, 'sw/service-worker.ts'), formats: ['iife'], name: 'serviceWorker', fileName: () => 'service-worker.js' },
    },
  });
  return join(outDir, 'service-worker.js');
}

/** Writes <distDir>/service-worker.js from the bundled source with the precache manifest of distDir. */
export async function injectServiceWorker(swSrc, distDir) {
  const { count, size, warnings } = await injectManifest({
    swSrc,
    swDest: join(distDir, 'service-worker.js'),
    globDirectory: distDir,
    ...precacheOptions,
  });
  for (const w of warnings) console.warn(`service worker: ${w}`);
  return { count, size };
}

async function main() {
  const distDir = resolve(root, process.argv[2] ?? 'dist');
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir} has no index.html: run vite build first`);
  const swBuildDir = join(dirname(distDir), '.sw-build');
  const swSrc = await bundleServiceWorker(swBuildDir);
  const { count, size } = await injectServiceWorker(swSrc, distDir);
  console.log(`service worker: ${join(distDir, 'service-worker.js')} precaches ${count} files, ${(size / 1024).toFixed(0)} KiB`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
