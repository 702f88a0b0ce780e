// Vitest globalSetup of the e2e project (vitest.config.ts): once per run, start the local backend
// on free ports and build the app against it into test/e2e/.tmp/run-<id>/dist; every e2e file then reads
// the result with e2eContext() and serves the build itself (serveApp).
import type { TestProject } from 'vitest/node';
import { startE2eBackend } from './backend.ts';
import { buildApp } from './buildApp.ts';
import type { E2eContext } from './context.ts';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpDir } from './paths.ts';

const API_KEY = 'demo-e2e-key';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await mkdir(tmpDir, { recursive: true });
  const runDir = await mkdtemp(join(tmpDir, 'run-'));
  const distDir = join(runDir, 'dist');
  const backend = await startE2eBackend();
  const stop = async () => {
    await backend.stop();
    await rm(runDir, { recursive: true, force: true });
  };
  try {
    const started = Date.now();
    const rtdbHost = new URL(backend.rtdbUrl).host;
    const { swSrc } = await buildApp(distDir, {
      VITE_FIREBASE_API_KEY: API_KEY,
      VITE_FIREBASE_AUTH_DOMAIN: `${backend.projectId}.firebaseapp.com`,
      VITE_FIREBASE_PROJECT_ID: backend.projectId,
      VITE_FIREBASE_DATABASE_URL: `${backend.rtdbUrl}?ns=${backend.projectId}`,
      VITE_FIREBASE_APP_ID: 'demo-e2e-app',
      VITE_FIREBASE_AUTH_EMULATOR_URL: backend.authUrl,
      VITE_FIREBASE_DATABASE_EMULATOR_HOST: rtdbHost,
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
    project.provide('e2e', context);
  } catch (err) {
    await stop();
    throw err;
  }
  return stop;
}
