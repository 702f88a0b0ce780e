// A backend with the project's security rules for the sync tests, and the lifecycle every sync test
// file shares: one backend per file, the devices a test opens closed after it.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { injectedAuthUrl, startBackend, type Backend, type TestUser } from '../../../support/backend.ts';
import { openDevice, type Device, type DeviceOptions } from './devices.ts';

export const projectRules = () => readFileSync(new URL('../../../../database.rules.json', import.meta.url), 'utf8');

export async function startSyncBackend(): Promise<Backend> {
  return startBackend({ rules: projectRules(), authUrl: await injectedAuthUrl() });
}

export interface SyncTestContext {
  /** The file's backend (started before its first test). */
  readonly backend: Backend;
  /** Opens a device of `user`, closed after the test. */
  device(user: TestUser, options?: DeviceOptions): Promise<Device>;
  /** Closes `devices` after the test too (those opened some other way). */
  track(...devices: Device[]): void;
  /** Closes `device` now (a test that reopens its data), no longer closed after the test. */
  close(device: Device): Promise<void>;
}

/** Registers the file's hooks: the backend before all tests, the test's devices closed after each. */
export function syncTestContext(): SyncTestContext {
  let backend: Backend | undefined;
  let open: Device[] = [];
  beforeAll(async () => {
    backend = await startSyncBackend();
  });
  afterEach(async () => {
    const closing = open;
    open = [];
    await Promise.all(closing.map((d) => d.close()));
  });
  afterAll(() => backend?.stop());
  const context: SyncTestContext = {
    get backend() {
      if (!backend) throw new Error('The sync backend starts in beforeAll: use it inside a hook or a test.');
      return backend;
    },
    async device(user, options) {
      const d = await openDevice(context.backend, user, options);
      open.push(d);
      return d;
    },
    track(...devices) {
      open.push(...devices);
    },
    async close(device) {
      open = open.filter((d) => d !== device);
      await device.close();
    },
  };
  return context;
}
