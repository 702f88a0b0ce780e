// Starts the signed-in golfer's session machinery, once, at boot (src/main.tsx): the one auth listener,
// the admin watcher, and the session with its real database opener and sync engine. RxDB and the sync
// engine are loaded on demand at sign-in: the home page and the sign-in pages never need them, so they
// stay out of the first download.
import type { SessionDeps } from './session.ts';
import { startAdminWatcher } from './admin.ts';
import { startAuthListener } from './auth.ts';
import { configureSession } from './session.ts';

const loadData = () => import('../data/database.ts');
const loadEngine = () => import('./replication/index.ts');

/** The real dependencies: score cards merge hole by hole, the other collections take the server's state. */
const onDemandDeps: SessionDeps = {
  openDatabase: async (uid) => {
    const [{ openUserDatabase }, { conflictHandlers }] = await Promise.all([loadData(), loadEngine()]);
    return openUserDatabase(uid, { conflictHandlers });
  },
  closeDatabase: async (db) => (await loadData()).closeUserDatabase(db),
  startSync: async (options) => (await loadEngine()).startSync(options),
};

export function startSession(): void {
  startAuthListener();
  startAdminWatcher();
  configureSession(onDemandDeps);
}
