// Vitest globalSetup of the integration project: one Auth emulator per run (it takes ~25 s to
// start); test files read its port with inject('authEmulatorPort') (see injectedAuthUrl in
// backend.ts) and start their own RTDB servers, which are cheap.
import type { TestProject } from 'vitest/node';
import { startTestAuthEmulator } from './backend.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorPort: number;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const auth = await startTestAuthEmulator();
  project.provide('authEmulatorPort', auth.port);
  return () => auth.stop();
}
