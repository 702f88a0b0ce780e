// Connects the session (src/sync/session.ts) to the data layer and the sync engine, and starts the
// auth and admin watchers.
import { closeUserDatabase, openUserDatabase } from '../data/database.ts';
import { startAdminWatcher } from '../sync/admin.ts';
import { startAuthListener } from '../sync/auth.ts';
import { conflictHandlers, startSync } from '../sync/replication/index.ts';
import { configureSession } from '../sync/session.ts';

export function startSession(): void {
  startAuthListener();
  startAdminWatcher();
  configureSession({
    // The engine's handlers: score cards merge hole by hole, the other collections take the server's state.
    openDatabase: (uid) => openUserDatabase(uid, { conflictHandlers }),
    closeDatabase: closeUserDatabase,
    startSync,
  });
}
