// A storage that lets a test stop a device the way a reload does (docs/ARCHITECTURE.md,
// "Interrupted pulls"): what IndexedDB committed stays, what was still to be written never is.
// While `holdPullRecords` is on, RxDB's records of the server's states (written by its downstream
// after it stored the pulled documents) wait; `crash()` then fails them, so the pulled documents
// are stored with no record beside them, as after a reload between the two writes.
import type { RxStorage, RxStorageInstance, RxStorageInstanceCreationParams } from 'rxdb';
import { collectionSchemas, COLLECTION_NAMES } from '../../../../schemas/index.ts';

/** RxDB's context for the downstream's records of the server's states (replication-protocol/downstream.ts). */
const PULL_RECORDS_CONTEXT = 'replication-down-write-meta';

export interface InterruptedStorage {
  storage: RxStorage<unknown, unknown>;
  /** Resolves once records of the server's states of these collections are being held. */
  held(collections: readonly string[]): Promise<void>;
  /** Resolves once RxDB's upstream stored (or, held, began to store) a checkpoint for each of these
   * collections after a pull stored documents in it. */
  upstreamMoved(collections: readonly string[]): Promise<void>;
  /** Fails every held write and every later one of the records: the device stops here. */
  crash(): void;
}

interface MetaRow {
  document: { isCheckpoint?: string; itemId?: string };
}

function waiter() {
  const seen = new Set<string>();
  const waiting: { names: readonly string[]; resolve: () => void }[] = [];
  return {
    mark(name: string) {
      seen.add(name);
      for (const w of [...waiting]) {
        if (w.names.every((n) => seen.has(n))) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve();
        }
      }
    },
    until(names: readonly string[]): Promise<void> {
      if (names.every((n) => seen.has(n))) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ names, resolve }));
    },
  };
}

/** A schema's own fields (RxDB adds `_meta`, `_rev` and the like to a storage's schema). */
const fieldsOf = (properties: object | undefined) =>
  Object.keys(properties ?? {})
    .filter((f) => !f.startsWith('_'))
    .sort()
    .join();

/** The collection a replication's meta instance serves: its `docData` has that collection's fields. */
function replicatedCollection<Doc>(params: RxStorageInstanceCreationParams<Doc, unknown>): string | undefined {
  const docData = (params.schema.properties as Record<string, { properties?: object }>)['docData'];
  const fields = fieldsOf(docData?.properties);
  return COLLECTION_NAMES.find((name) => fieldsOf(collectionSchemas[name].properties) === fields);
}

export interface InterruptOptions {
  /** Hold RxDB's upstream checkpoints too: the device stops before its upstream moved past the pull. */
  holdUpstream?: boolean;
}

/** Wraps `base` (RxDB names a replication's meta instance `rx-replication-meta-<hash>`). */
export function interruptedStorage(base: RxStorage<unknown, unknown>, options: InterruptOptions = {}): InterruptedStorage {
  let crashed = false;
  let release: (() => void) | null = null;
  const crashing = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holding = waiter();
  const moved = waiter();
  const pulled = new Set<string>();

  const stopped = () => new Error('the device stopped before this write');

  const holdPullRecords = <Doc>(instance: RxStorageInstance<Doc, unknown, unknown>, collection: string | undefined): void => {
    const bulkWrite = instance.bulkWrite.bind(instance);
    instance.bulkWrite = async (rows, context) => {
      if (context === PULL_RECORDS_CONTEXT) {
        if (collection) holding.mark(collection);
        await crashing;
        throw stopped();
      }
      if (crashed) throw stopped();
      const upCheckpoint = (rows as readonly MetaRow[]).some((r) => r.document.isCheckpoint === '1' && r.document.itemId === 'up');
      if (upCheckpoint && options.holdUpstream && collection && pulled.has(collection)) {
        moved.mark(collection);
        await crashing;
        // Nothing reaches the disk; RxDB does not wait for its checkpoints, so nothing would hear an error.
        return { error: [] };
      }
      const result = await bulkWrite(rows, context);
      if (collection && upCheckpoint && pulled.has(collection)) moved.mark(collection);
      return result;
    };
  };
  const stopWrites = <Doc>(instance: RxStorageInstance<Doc, unknown, unknown>, name: string): void => {
    const bulkWrite = instance.bulkWrite.bind(instance);
    instance.bulkWrite = async (rows, context) => {
      if (crashed) throw stopped();
      const result = await bulkWrite(rows, context);
      if (context.startsWith('replication-downstream-')) pulled.add(name);
      return result;
    };
  };

  const storage: RxStorage<unknown, unknown> = {
    name: base.name,
    rxdbVersion: base.rxdbVersion,
    async createStorageInstance<Doc>(params: RxStorageInstanceCreationParams<Doc, unknown>) {
      const instance = await base.createStorageInstance(params);
      if (params.collectionName.startsWith('rx-replication-meta-')) holdPullRecords(instance, replicatedCollection(params));
      else stopWrites(instance, params.collectionName);
      return instance;
    },
  };
  return {
    storage,
    held: (collections) => holding.until(collections),
    upstreamMoved: (collections) => moved.until(collections),
    crash() {
      crashed = true;
      release?.();
    },
  };
}
