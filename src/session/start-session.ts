// Starts the signed-in golfer's session machinery, once, at boot (src/main.tsx): the one auth listener,
// the admin watcher, and the session with its real database opener and sync engine. RxDB, the sync
// engine and the database SDK are loaded on demand at sign-in: the home page and the sign-in pages
// never need them, so they stay out of the first download. Opening the database needs only the data
// layer and the conflict handlers; the engine and the database SDK load once the app's own page is on
// screen (after-paint.ts), as does the sign-in SDK for a golfer remembered on this phone.
import type { SessionDeps } from './session.ts';
import { startAdminWatcher } from './admin-watcher.ts';
import { afterLivePage } from './after-paint.ts';
import { startAuthListener } from '../auth/auth.ts';
import { configureSession } from './session.ts';

const loadData = () => import('../data/database.ts');
const loadTapJournal = () => import('../data/tap-journal/page-journal.ts');
const loadConflictHandlers = () => import('../sync/conflicts/handlers.ts');
const loadEngine = () => Promise.all([import('../sync/replication/index.ts'), import('../backend/firebase.ts')]);

/** Fetches the code the session opens with, ahead of sign-in's resolution (a signed-in page at boot). */
export function preloadSessionCode(): void {
  void Promise.all([loadData(), loadConflictHandlers(), loadTapJournal()]).catch(() => undefined);
}

/** The real dependencies: score cards merge hole by hole, the other collections take the server's state. */
const onDemandDeps: SessionDeps = {
  openDatabase: async (uid) => {
    const [{ openUserDatabase }, { conflictHandlers }] = await Promise.all([loadData(), loadConflictHandlers()]);
    return openUserDatabase(uid, { conflictHandlers });
  },
  closeDatabase: async (db) => (await loadData()).closeUserDatabase(db),
  applyKeptTaps: async (db, uid) => (await loadTapJournal()).tapJournal(uid).adopt(db),
  startSync: async ({ rxdb, uid }) => {
    await afterLivePage();
    const [{ startSync }, { getFirebase }] = await loadEngine();
    const { auth, db } = getFirebase();
    // A remembered golfer's pages open before the service has confirmed the sign-in. Sync waits for
    // that answer: with an account deleted or disabled meanwhile, the database would refuse every read
    // and write, and none of that may be taken as the rules' verdict on the golfer's data.
    await auth.authStateReady();
    const signedIn = () => auth.currentUser?.uid === uid;
    if (!signedIn()) throw new Error('the sign-in ended before sync started');
    return startSync({ rxdb, uid, firebaseDb: db, signedIn });
  },
};

export function startSession(): void {
  startAuthListener({ remembered: () => afterLivePage() });
  startAdminWatcher();
  configureSession(onDemandDeps);
}
