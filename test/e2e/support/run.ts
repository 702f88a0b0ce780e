// One e2e run's fixtures: the local backend on free ports and the production app built against it
// in a directory of its own under test/e2e/.tmp. Used by the e2e globalSetup and by the bench.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { startE2eBackend } from './backend.ts';
import { buildApp } from './build-app.ts';
import type { E2eContext } from './context.ts';
import { tmpDir } from './paths.ts';

const API_KEY = 'demo-e2e-key';
/**
 * The other servers the e2e build lets the app reach, as a deployment lists its own (VITE_CONNECT_SERVERS,
 * scripts/connect-servers.mjs): any port of 127.0.0.2, where a test runs a second Overpass server. 127.0.0.3
 * is not listed: a server there is one the app's policy blocks (test/e2e/connect-servers.test.ts).
 */
export const LISTED_SERVER_HOST = '127.0.0.2';
export const UNLISTED_SERVER_HOST = '127.0.0.3';

export interface E2eRun {
  context: E2eContext;
  /** Stops the backend and removes the run's directory. */
  stop(): Promise<void>;
}

export async function startE2eRun(prefix = 'run-'): Promise<E2eRun> {
  await mkdir(tmpDir, { recursive: true });
  const runDir = await mkdtemp(join(tmpDir, prefix));
  const distDir = join(runDir, 'dist');
  const backend = await startE2eBackend();
  const stop = async () => {
    await backend.stop();
    await rm(runDir, { recursive: true, force: true });
  };
  try {
    const started = Date.now();
    const { swSrc } = await buildApp(distDir, {
      VITE_FIREBASE_API_KEY: API_KEY,
      VITE_FIREBASE_AUTH_DOMAIN: `${backend.projectId}.firebaseapp.com`,
      VITE_FIREBASE_PROJECT_ID: backend.projectId,
      VITE_FIREBASE_DATABASE_URL: `${backend.rtdbUrl}?ns=${backend.projectId}`,
      VITE_FIREBASE_APP_ID: 'demo-e2e-app',
      VITE_FIREBASE_AUTH_EMULATOR_URL: backend.authUrl,
      VITE_FIREBASE_DATABASE_EMULATOR_HOST: new URL(backend.rtdbUrl).host,
      VITE_CONNECT_SERVERS: `http://${LISTED_SERVER_HOST}:*`,
    });
    console.log(`e2e: app built in ${((Date.now() - started) / 1000).toFixed(1)} s against ${backend.rtdbUrl} and ${backend.authUrl}`);
    const context: E2eContext = {
      runDir,
      distDir,
      swSrc,
      projectId: backend.projectId,
      rtdbUrl: backend.rtdbUrl,
      authUrl: backend.authUrl,
      apiKey: API_KEY,
    };
    return { context, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
