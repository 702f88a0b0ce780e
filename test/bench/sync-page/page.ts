// The page the Chromium sync bench loads (built by Vite in production mode, as the app is): the app's
// own local database (RxDB on Dexie over the browser's IndexedDB) and sync engine, and the firebase
// SDK, driven from the bench through `window.syncBench`. Each call makes its own firebase app, so
// every measurement starts from a new connection. Clients authenticate with the SDK's emulator mock
// tokens (no Auth emulator needed).
import { get, ref } from 'firebase/database';
import { benchClient } from '../rtdb-client.ts';
import { closeUserDatabase, openUserDatabase } from '../../../src/data/database.ts';
import { conflictHandlers, startSync } from '../../../src/sync/replication/index.ts';

export interface ServerAt {
  port: number;
  projectId: string;
  uid: string;
}


const api = {
  /** One get() per card, all in parallel, from a new firebase app: ms until every answer is in. */
  async plainGets(server: ServerAt, ids: string[]): Promise<{ ms: number; found: number }> {
    const c = benchClient(server.port, server.projectId, server.uid);
    const t = performance.now();
    const snaps = await Promise.all(ids.map((id) => get(ref(c.db, `scoreCards/${id}`))));
    const ms = performance.now() - t;
    await c.close();
    return { ms, found: snaps.filter((s) => s.exists()).length };
  },

  /**
   * A fresh device: opens a new local database, starts the sync engine, and stops the clock when
   * RxDB has stored the `expected`-th score card (its insert event follows the committed write).
   * `openMs` is the part spent opening the database.
   */
  async initialSync(server: ServerAt, dbName: string, expected: number): Promise<{ ms: number; openMs: number; stored: number; pulled: number }> {
    const t = performance.now();
    const c = benchClient(server.port, server.projectId, server.uid);
    const rxdb = await openUserDatabase(dbName, { conflictHandlers });
    const openMs = performance.now() - t;
    let inserted = 0;
    let sub: { unsubscribe(): void } | undefined;
    const all = new Promise<void>((resolve) => {
      sub = rxdb.scorecards.insert$.subscribe(() => {
        if (++inserted === expected) resolve();
      });
    });
    const sync = startSync({ rxdb, firebaseDb: c.db, uid: server.uid, signedIn: c.signedIn });
    await all;
    const ms = performance.now() - t;
    sub?.unsubscribe();
    const stored = await rxdb.scorecards.count().exec();
    const pulled = sync.counters().scorecards?.pulled ?? 0;
    await sync.stop();
    await closeUserDatabase(rxdb);
    await c.close();
    return { ms, openMs, stored, pulled };
  },
};

export type SyncBenchApi = typeof api;

declare global {
  interface Window {
    syncBench: SyncBenchApi;
  }
}
window.syncBench = api;
