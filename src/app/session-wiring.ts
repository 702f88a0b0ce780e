// Connects the session (src/sync/session.ts) to the data layer, and the auth and admin watchers.
import { closeUserDatabase, openUserDatabase } from '../data/database.ts';
import { startAdminWatcher } from '../sync/admin.ts';
import { startAuthListener } from '../sync/auth.ts';
import { configureSession } from '../sync/session.ts';

export function startSession(): void {
  startAuthListener();
  startAdminWatcher();
  configureSession({
    openDatabase: (uid) => openUserDatabase(uid),
    closeDatabase: closeUserDatabase,
  });
}
