export const precacheOptions: {
  globPatterns: string[];
  globIgnores: string[];
  dontCacheBustURLsMatching: RegExp;
  maximumFileSizeToCacheInBytes: number;
};

/** Bundles sw/service-worker.ts into `outDir`/service-worker.js; returns that path. */
export function bundleServiceWorker(outDir: string): Promise<string>;

/** Writes `distDir`/service-worker.js from the bundled source with the precache manifest of `distDir`. */
export function injectServiceWorker(swSrc: string, distDir: string): Promise<{ count: number; size: number }>;
