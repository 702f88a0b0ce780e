// Vitest globalSetup of the e2e project (vitest.config.ts): once per run, start the local backend
// on free ports and build the app against it into test/e2e/.tmp/run-<id>/dist; every e2e file then
// reads the result with e2eContext() and serves the build itself (serveApp).
import type { TestProject } from 'vitest/node';
import { startE2eRun } from './run.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { context, stop } = await startE2eRun();
  project.provide('e2e', context);
  return stop;
}
