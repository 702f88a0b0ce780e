import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { i18nCatalogs } from './scripts/vite-i18n-catalogs.ts';
import { contentSecurityPolicyMeta } from './scripts/vite-content-security-policy.ts';
import { isLazyAuthCopy, lazyFirebaseAuth } from './scripts/vite-lazy-firebase-auth.ts';

/** RxDB's replication plugin and the leader election it brings. */
const isReplicationPlugin = (id: string) => /node_modules[\\/](rxdb[\\/]dist[\\/]esm[\\/]plugins[\\/](replication|leader-election)[\\/]|broadcast-channel[\\/].*leader-election)/.test(id);

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  // `@/x` is `src/x` (tsconfig.json "paths"), for imports that would otherwise climb three folders or more.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  plugins: [
    // The router plugin must come before react() (it rewrites route files for code splitting).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
    }),
    react(),
    // Message catalogs compiled at build time (docs/ARCHITECTURE.md, "Languages").
    i18nCatalogs(),
    // The modules loaded only on demand whose Firebase Auth functions stay out of every page's Auth chunk.
    lazyFirebaseAuth([/src[\\/]auth[\\/]account[\\/](google|security|two-step)\.ts$/]),
    // The Content-Security-Policy of the build, in its index.html (scripts/content-security-policy.mjs).
    contentSecurityPolicyMeta(),
  ],
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: Number(process.env.PORT ?? 4173), host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Every browser the app supports (ES2022) has modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'router', test: /node_modules[\\/](@tanstack|use-sync-external-store)[\\/]/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|jotai)[\\/]/ },
            // TypeScript's helpers, which rxjs uses as well as Firebase: in Firebase's chunk they made every
            // page with RxDB load the sign-in SDK before its first render.
            { name: 'tslib', test: /node_modules[\\/]tslib[\\/]/ },
            {
              name: 'firebase-app',
              test: (id: string) =>
                /node_modules[\\/](@firebase[\\/](app|auth|util|component|logger)|firebase[\\/](app|auth)|idb)[\\/]/.test(id) &&
                !isLazyAuthCopy(id),
            },
            // After firebase-app: a group takes in what its modules import unless an earlier group has it.
            { name: 'firebase-auth-more', test: isLazyAuthCopy },
            {
              name: 'rxdb',
              // Not the dev-only plugins or ajv (development), which must stay out of the production pages.
              test: (id: string) =>
                /node_modules[\\/](rxdb|rxjs|mingo|dexie|event-reduce-js|broadcast-channel|oblivious-set|custom-idle-queue|binary-decision-diagram|array-push-at-sort-position|unload)[\\/]/.test(id) &&
                !/dev-mode|validate-|ajv/.test(id) &&
                !isReplicationPlugin(id),
            },
            // After rxdb: RxDB's replication plugin serves only the sync engine, which loads after the app's own page.
            { name: 'rxdb-replication', test: isReplicationPlugin },
            { name: 'firebase-database', test: /node_modules[\\/](@firebase[\\/]database|firebase[\\/]database)[\\/]/ },
            // The route modules' configuration (not their split components) in one chunk, as before message
            // catalogs loaded with a top-level await: each would otherwise be a chunk of its own on every
            // first load (docs/ARCHITECTURE.md, "Languages").
            { name: 'routes', test: (id: string) => /src[\\/]app[\\/](routes[\\/]|styles\.css)/.test(id) && !id.includes('tsr-split') },
          ],
        },
      },
    },
  },
});
