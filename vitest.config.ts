import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { i18nCatalogs } from './scripts/vite-i18n-catalogs.ts';

// Three projects, run in this order by `npm test`:
//  unit        - pure domain logic and the data layer on fake-indexeddb (fast, parallel)
//  integration - the real firebase SDK against the local backend (emulator/)
//  e2e         - the built app in Debian's Chromium, driven by playwright-core
export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('test') },
  // Message catalogs compiled as the build compiles them (docs/ARCHITECTURE.md, "Languages").
  plugins: [i18nCatalogs()],
  // This file does not extend vite.config.ts: the same `@/` alias for src (tsconfig.json "paths").
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  test: {
    // Inherited by every project: a test run must leave the working tree as it found it.
    globalSetup: ['test/support/clean-tree-global-setup.ts'],
    // Node 25 and later have a `localStorage` of their own (a getter that warns and gives nothing without
    // --localstorage-file), which would stand in front of happy-dom's browser storage in the tests that
    // run in a page: the workers run without it.
    execArgv: ['--no-experimental-webstorage'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['test/support/unit-setup.ts'],
          // Generous: a test waits for conditions, never for a clock (test/support/unit-setup.ts).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // The convergence simulation (test/simulation) runs the sync engine against the same backend.
          include: ['test/integration/**/*.test.ts', 'test/simulation/**/*.test.ts'],
          // One Auth emulator per run; each test file starts its own RTDB server (test/support/backend.ts).
          globalSetup: ['test/support/integration-global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // Starts the local backend and builds the app once per run (test/e2e/support/index.ts).
          globalSetup: ['test/e2e/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
