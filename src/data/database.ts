// Opening and closing the local database of one signed-in user (docs/ARCHITECTURE.md).
import { addRxPlugin, createRxDatabase, type RxConflictHandler, type RxStorage } from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { collectionSchemas, COLLECTION_NAMES, type CollectionName } from '../../schemas/index.ts';
import { courseNameSortKey } from './course-name.ts';
import { withEmptyStoreReads } from './empty-store-reads.ts';
import { userDatabaseName } from './db-name.ts';
import { migrationStrategies } from './migrations.ts';
import { withPullMarks } from './pull-marks.ts';
import { withWholeRangeQueries } from './whole-range-query.ts';
import type { DocTypes, GolfCollections, GolfDatabase } from './types.ts';

export type ConflictHandlers = { [K in CollectionName]?: RxConflictHandler<DocTypes[K]> };

export interface OpenOptions {
  /** IndexedDB implementation (tests pass fake-indexeddb's); the global one by default. */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** Replaces the Dexie storage (with dev mode on, it is still wrapped in ajv validation). */
  storage?: RxStorage<unknown, unknown>;
  /** Per-collection conflict handlers (the sync engine's hole-by-hole merge for score cards);
   * collections without one use RxDB's default, where the server state wins. */
  conflictHandlers?: ConflictHandlers;
  /** Several tabs share the database (BroadcastChannel); on by default in a browser. */
  multiInstance?: boolean;
  /** RxDB's dev-mode checks and ajv schema validation of every write; on by default in development and
   * tests (Vite's `import.meta.env.DEV`). Off in the production build, which then carries neither: the
   * forms and writers check what they write, and the server's rules refuse what breaks the schema (the
   * document is kept and shown as refused, docs/ARCHITECTURE.md "Sync"). */
  devMode?: boolean;
}

const open = new Map<string, Promise<GolfDatabase>>();
// Databases written by an older app version are migrated on open (src/data/migrations.ts).
addRxPlugin(RxDBMigrationSchemaPlugin);

/** The addCollections argument: every schema with its migration strategies and conflict handler. */
export function collectionCreators(conflictHandlers: ConflictHandlers = {}): Parameters<GolfDatabase['addCollections']>[0] {
  const creators = Object.fromEntries(
    COLLECTION_NAMES.map((c) => {
      const conflictHandler = conflictHandlers[c];
      const migration = migrationStrategies[c];
      return [
        c,
        {
          schema: collectionSchemas[c],
          ...(migration ? { migrationStrategies: migration } : {}),
          ...(conflictHandler ? { conflictHandler } : {}),
        },
      ];
    }),
  );
  // The typed schemas and handlers match GolfCollections by construction; addCollections' own
  // generic cannot relate a mapped object built at runtime to it.
  return creators as Parameters<GolfDatabase['addCollections']>[0];
}
let devModeAdded: Promise<void> | null = null;

function isDevelopment(): boolean {
  // Outside Vite (the bench, plain Node scripts) `import.meta.env` is undefined: production-like.
  return import.meta.env?.DEV === true;
}

function addDevMode(): Promise<void> {
  // Imported on demand so that the production bundle does not carry the dev-mode plugin.
  devModeAdded ??= import('rxdb/plugins/dev-mode').then(({ RxDBDevModePlugin, disableWarnings }) => {
    disableWarnings();
    addRxPlugin(RxDBDevModePlugin);
  });
  return devModeAdded;
}

/** In development the storage validates every write against its schema (ajv, loaded on demand). */
async function validated(storage: RxStorage<unknown, unknown>): Promise<RxStorage<unknown, unknown>> {
  const { wrappedValidateAjvStorage } = await import('rxdb/plugins/validate-ajv');
  return wrappedValidateAjvStorage({ storage });
}

async function create(name: string, options: OpenOptions): Promise<GolfDatabase> {
  const devMode = options.devMode ?? isDevelopment();
  if (devMode) await addDevMode();
  // Queries read their index range in one request (whole-range-query.ts), and a large read by id from an
  // empty store answers at once (empty-store-reads.ts): docs/ARCHITECTURE.md, "Speed on a phone".
  // What the replication's pull stores keeps its mark (pull-marks.ts): docs/ARCHITECTURE.md, "Sync".
  const base = withPullMarks(
    withEmptyStoreReads(
      options.storage ??
        withWholeRangeQueries(
          getRxStorageDexie(options.indexedDB ? { indexedDB: options.indexedDB, IDBKeyRange: options.IDBKeyRange } : {}),
        ),
    ),
  );
  const db = await createRxDatabase<GolfCollections>({
    name,
    storage: devMode ? await validated(base) : base,
    multiInstance: options.multiInstance ?? typeof window !== 'undefined',
    eventReduce: true,
  });
  try {
    await db.addCollections(collectionCreators(options.conflictHandlers));
  } catch (err) {
    await db.close();
    throw err;
  }
  const keepSortKey = (data: { name: string; nameSort: string }) => {
    data.nameSort = courseNameSortKey(data.name);
  };
  db.courses.preInsert(keepSortKey, false);
  db.courses.preSave(keepSortKey, false);
  return db;
}

/**
 * Opens (or returns the already open) local database of the user `uid`, named `golf-` + encodeUid(uid).
 * Opening the same user twice shares one instance, so a double mount does not open it twice; the
 * options of the first call apply.
 */
export function openUserDatabase(uid: string, options: OpenOptions = {}): Promise<GolfDatabase> {
  const name = userDatabaseName(uid);
  let db = open.get(name);
  if (!db) {
    db = create(name, options);
    open.set(name, db);
    db.catch(() => open.delete(name));
  }
  return db;
}

/** Closes a database opened by openUserDatabase; its data stays on disk. */
export async function closeUserDatabase(db: GolfDatabase): Promise<void> {
  if (open.get(db.name) !== undefined) open.delete(db.name);
  if (!db.closed) await db.close();
}

/** Closes the database and deletes its data (tests; an account that is deleted). */
export async function removeUserDatabase(db: GolfDatabase): Promise<void> {
  open.delete(db.name);
  await db.remove();
}
