// Connects the session (src/sync/session.ts) to the data layer and the sync engine, and starts the
// auth and admin watchers. RxDB and the sync engine are loaded on demand at sign-in: the home page and
// the sign-in pages never need them, so they stay out of the first download.
import { startAdminWatcher } from '../sync/admin.ts';
import { startAuthListener } from '../sync/auth.ts';
import { configureSession } from '../sync/session.ts';

const loadData = () => import('../data/database.ts');
const loadSync = () => import('../sync/replication/index.ts');

export function startSession(): void {
  startAuthListener();
  startAdminWatcher();
  configureSession({
    // The engine's handlers: score cards merge hole by hole, the other collections take the server's state.
    openDatabase: async (uid) => {
      const [{ openUserDatabase }, { conflictHandlers }] = await Promise.all([loadData(), loadSync()]);
      return openUserDatabase(uid, { conflictHandlers });
    },
    closeDatabase: async (db) => (await loadData()).closeUserDatabase(db),
    startSync: async (options) => (await loadSync()).startSync(options),
  });
}
