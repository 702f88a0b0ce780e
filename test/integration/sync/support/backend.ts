// A backend with the project's security rules for the sync tests, and the lifecycle every sync test
// file shares: one backend per file, the devices a test opens closed after it.
import { afterEach } from 'vitest';
import type { Backend, TestUser } from '../../../support/backend.ts';
import { backendForFile } from '../../../support/backend-for-file.ts';
import { openDevice, type Device, type DeviceOptions } from './devices.ts';

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
  const backend = backendForFile();
  let open: Device[] = [];
  afterEach(async () => {
    const closing = open;
    open = [];
    await Promise.all(closing.map((d) => d.close()));
  });
  const context: SyncTestContext = {
    backend,
    async device(user, options) {
      const d = await openDevice(backend, user, options);
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
