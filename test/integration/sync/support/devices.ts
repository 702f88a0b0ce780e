// "Devices" for the sync tests: each is a local RxDB database on its own fake IndexedDB plus its own
// firebase app signed in through the Auth emulator, with the sync engine running between them.
// Two devices of one user cannot both use openUserDatabase (one database per user name and
// process), so devices open their database here with the same schemas and conflict handlers.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { goOffline, goOnline } from 'firebase/database';
import { addRxPlugin, createRxDatabase, type RxStorage } from 'rxdb';
import { RxDBDevModePlugin, disableWarnings } from 'rxdb/plugins/dev-mode';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { filter, firstValueFrom, timeout } from 'rxjs';
import { collectionCreators } from '../../../../src/data/database.ts';
import { withPullMarks } from '../../../../src/data/pull-marks.ts';
import type { CollectionName } from '../../../../schemas/index.ts';
import type { GolfCollections, GolfDatabase } from '../../../../src/data/types.ts';
import { conflictHandlers, startSync, type RtdbSyncHandle, type SyncStatus } from '../../../../src/sync/replication/index.ts';
import type { Backend, TestClient, TestUser } from '../../../support/backend.ts';

disableWarnings();
addRxPlugin(RxDBDevModePlugin);

let counter = 0;

/** Wraps a device's IndexedDB storage (a test that stops a device mid-write). */
export type StorageWrapper = (storage: RxStorage<unknown, unknown>) => RxStorage<unknown, unknown>;

export interface DeviceDatabaseOptions {
  /** Wraps the device's storage. */
  wrap?: StorageWrapper;
  /** Open only these collections (all six by default): the free RxDB build opens 13 at most per process. */
  collections?: readonly CollectionName[];
}

export async function createDeviceDatabase(name: string, indexedDB: IDBFactory, { wrap = (s) => s, collections }: DeviceDatabaseOptions = {}): Promise<GolfDatabase> {
  const db = await createRxDatabase<GolfCollections>({
    name,
    // The app's own mark on what the pull stores (src/data/database.ts).
    storage: wrappedValidateAjvStorage({ storage: withPullMarks(wrap(getRxStorageDexie({ indexedDB, IDBKeyRange }))) }),
    multiInstance: false,
  });
  // Same collections as src/data/database.ts: schemas, migration strategies, the engine's handlers.
  const creators = collectionCreators(conflictHandlers);
  // A subset of the typed creators; addCollections' generic cannot relate a map built at runtime to it.
  const chosen = collections ? (Object.fromEntries(collections.map((c) => [c, (creators as Record<string, unknown>)[c]])) as typeof creators) : creators;
  await db.addCollections(chosen);
  return db;
}

export interface Device {
  user: TestUser;
  client: TestClient;
  rxdb: GolfDatabase;
  sync: RtdbSyncHandle | null;
  /** The device's IndexedDB and database name, to reopen the same local data. */
  indexedDB: IDBFactory;
  dbName: string;
  startSync(): RtdbSyncHandle;
  stopSync(): Promise<void>;
  offline(): void;
  online(): void;
  /** Resolves with the first status that satisfies `test`. */
  status(test: (s: SyncStatus) => boolean, ms?: number): Promise<SyncStatus>;
  /** Stops sync and closes the database (its data stays in `indexedDB`). */
  close(): Promise<void>;
}

export interface DeviceOptions {
  /** Reopen an earlier device's local data. */
  reuse?: Pick<Device, 'indexedDB' | 'dbName'>;
  /** Start syncing at once (default true). */
  sync?: boolean;
  /** Wraps the device's storage. */
  storage?: StorageWrapper;
  /** Only these collections, in the database and the sync (RxDB's free build opens 13 per process). */
  collections?: readonly CollectionName[];
}

export async function openDevice(backend: Backend, user: TestUser, options: DeviceOptions = {}): Promise<Device> {
  const indexedDB = options.reuse?.indexedDB ?? new IDBFactory();
  const dbName = options.reuse?.dbName ?? `device-${process.pid}-${++counter}`;
  const client = await backend.client(user);
  const rxdb = await createDeviceDatabase(dbName, indexedDB, { wrap: options.storage, collections: options.collections });
  const device: Device = {
    user,
    client,
    rxdb,
    sync: null,
    indexedDB,
    dbName,
    startSync() {
      device.sync ??= startSync({ rxdb, firebaseDb: client.db, uid: user.uid, signedIn: client.signedIn, collections: options.collections });
      return device.sync;
    },
    async stopSync() {
      await device.sync?.stop();
      device.sync = null;
    },
    offline: () => goOffline(client.db),
    online: () => goOnline(client.db),
    status(test, ms = 15_000) {
      if (!device.sync) throw new Error('sync is not running');
      return firstValueFrom(device.sync.status$.pipe(filter(test), timeout(ms)));
    },
    async close() {
      await device.stopSync();
      if (!rxdb.closed) await rxdb.close();
    },
  };
  if (options.sync !== false) device.startSync();
  return device;
}

/** Polls `read` until `test` accepts its value (or fails after `ms`). */
export async function eventually<T>(read: () => Promise<T> | T, test: (v: T) => boolean, ms = 15_000, every = 25): Promise<T> {
  const deadline = Date.now() + ms;
  let last: T = await read();
  while (!test(last)) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms; last value: ${JSON.stringify(last)?.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, every));
    last = await read();
  }
  return last;
}
