// The signed-in golfer's session: on sign-in, open that user's RxDB database (the session is 'open' from
// then on, so a returning golfer's pages render from the local data) and start the sync engine right after;
// on sign-out, stop syncing, close the database (never delete it: unsynced changes stay on the device
// and sync at the next sign-in) and drop it from the app, which clears every cached list (docs/PRODUCT.md,
// "4. States and transitions").
//
// The database opener and the sync starter are passed in by configureSession() (start-session.ts
// gives the real ones, loaded on demand to keep RxDB out of the signed-out pages' code), so this file
// depends only on their contracts and tests can drive it with fakes. It follows authAtom, which the one
// auth listener (started by start-session.ts) keeps up to date.
import { atom, getDefaultStore } from 'jotai';
import type { GolfDatabase } from '../data/types.ts';
import { authAtom, dropPendingProfile, onPendingProfile, pendingProfile, signOutOfAuth } from '../auth/auth.ts';
import type { SyncHandle } from '../sync/replication/types.ts';
import { lastUnsynced, rememberUnsynced, saveSignedOutNotice, type EndedSignIn } from '../auth/signed-out-notice.ts';
import { bindSyncStatus, INITIAL_SYNC_STATUS, syncStatusAtom } from './sync-status.ts';
import { errorText } from '../ui/error-text.ts';
import { askToKeepStorage, isInstalledApp } from '../data/device-storage/persistence.ts';
import { checkStorageCleared, storageClearedNoticeAtom } from './storage-cleared.ts';
import { whenAtom } from '../ui/when-atom.ts';

export interface SessionDeps {
  openDatabase(uid: string): Promise<GolfDatabase>;
  /** Closes without deleting: the data, unsynced changes included, stays on the device. */
  closeDatabase(db: GolfDatabase): Promise<void>;
  /** Applies the taps pages before this one kept in their journals and did not write (a reload, a killed
   * tab), before any screen reads the cards. */
  applyKeptTaps?(db: GolfDatabase, uid: string): Promise<void>;
  /** The sync engine (may be loaded on demand, with the database SDK); started once the session is open.
   * Without it the app works on the local data only. */
  startSync?(options: { rxdb: GolfDatabase; uid: string }): SyncHandle | Promise<SyncHandle>;
}

export type SessionState =
  | { status: 'closed' }
  | { status: 'opening'; uid: string }
  | { status: 'open'; uid: string; db: GolfDatabase; sync: SyncHandle | null }
  | { status: 'failed'; uid: string; message: string };

export const sessionAtom = atom<SessionState>({ status: 'closed' });

const store = getDefaultStore();
let deps: SessionDeps | null = null;
let unbindStatus: (() => void) | null = null;
/** Stops writing profiles kept while the session is open (see writePendingProfile). */
let unwatchProfile: (() => void) | null = null;
// Opening and closing are queued so a quick sign-out/sign-in never interleaves two databases.
let queue: Promise<void> = Promise.resolve();

function enqueue(step: () => Promise<void>): Promise<void> {
  queue = queue.then(step, step);
  return queue;
}

async function open(uid: string): Promise<void> {
  const current = store.get(sessionAtom);
  if (current.status === 'open' && current.uid === uid) return;
  await close();
  if (!deps) throw new Error('configureSession() was not called');
  store.set(sessionAtom, { status: 'opening', uid });
  let db: GolfDatabase;
  try {
    db = await deps.openDatabase(uid);
  } catch (error) {
    store.set(sessionAtom, { status: 'failed', uid, message: errorText(error) });
    return;
  }
  // Before anything is written to it: was the database cleared while changes were waiting?
  await checkStorageCleared(db, uid);
  // The installed app is where browsers grant persistent storage (docs/ARCHITECTURE.md, "What the phone
  // does to keep the round").
  if (isInstalledApp()) void askToKeepStorage();
  // A profile kept while the session is open (the account was created a moment ago) goes in at once.
  unwatchProfile = onPendingProfile((kept) => {
    if (kept === uid) void writePendingProfile(db, uid);
  });
  await writePendingProfile(db, uid);
  // Taps a page before this one showed and did not write (a reload, a killed tab) go in before any screen
  // reads the cards (docs/ARCHITECTURE.md, "How a tap becomes durable").
  // Never keeps the session from opening: what could not be applied stays kept for the next try.
  await deps.applyKeptTaps?.(db, uid).catch((error: unknown) => console.error('Kept taps could not be applied', error));
  // The pages render from the local database at once; the sync engine (and the database SDK it needs)
  // loads and starts behind them, and its handle reaches the pages when it is ready.
  store.set(sessionAtom, { status: 'open', uid, db, sync: null });
  try {
    if (!deps.startSync) throw new Error('no sync engine configured');
    const sync = await deps.startSync({ rxdb: db, uid });
    const unbind = bindSyncStatus(sync, store);
    const unfollow = followUnsynced(uid);
    unbindStatus = () => {
      unfollow();
      unbind();
    };
    store.set(sessionAtom, { status: 'open', uid, db, sync });
  } catch (error) {
    // Without sync the golfer still works on the local data; the indicator shows it is not syncing.
    console.error('Sync could not start', error);
  }
}

async function close(): Promise<void> {
  const current = store.get(sessionAtom);
  unbindStatus?.();
  unbindStatus = null;
  unwatchProfile?.();
  unwatchProfile = null;
  store.set(sessionAtom, { status: 'closed' });
  if (current.status !== 'open') return;
  await current.sync?.stop();
  await deps?.closeDatabase(current.db);
}

/**
 * Keeps the engine's count of unsynced changes of `uid` (in localStorage) for noteEnded. The engine
 * starts at 0 before it has counted, so a 0 is believed only after a count above 0 in this run: until
 * then the count kept from earlier runs stands (nothing syncs while the app is closed).
 */
function followUnsynced(uid: string): () => void {
  let kept: number | null = null;
  const keep = () => {
    const status = store.get(syncStatusAtom);
    if (status === INITIAL_SYNC_STATUS || status.pending === kept || (kept === null && status.pending === 0)) return;
    kept = status.pending;
    rememberUnsynced(uid, kept);
  };
  keep();
  return store.sub(syncStatusAtom, keep);
}

/** The notice /login shows after the service ended `ended`'s sign-in, with the changes left on this device. */
function noteEnded(ended: EndedSignIn): void {
  // A browser that cleared the database cleared the stored sign-in with it: that notice says what happened.
  if (store.get(storageClearedNoticeAtom)?.uid === ended.uid) return;
  saveSignedOutNotice({ ...ended, unsynced: lastUnsynced(ended.uid) });
}

/** The write of a kept profile under way, so two calls (the start, the kept profile's news) never race. */
let profileWrite: Promise<void> = Promise.resolve();

/**
 * A new golfer's profile, kept on the device when the account was made (src/auth/account/new-profile.ts),
 * goes into RxDB, from where it syncs. It stays kept until it is in the database, so a failure here is
 * tried again at the next start, and never keeps the session from opening.
 */
function writePendingProfile(db: GolfDatabase, uid: string): Promise<void> {
  profileWrite = profileWrite.then(() => insertPendingProfile(db, uid));
  return profileWrite;
}

async function insertPendingProfile(db: GolfDatabase, uid: string): Promise<void> {
  const profile = pendingProfile(uid);
  if (!profile || db.closed) return;
  try {
    const { email, ...publicProfile } = profile;
    const existing = await db.users.findOne(uid).exec();
    if (!existing) await db.users.insert(publicProfile);
    // The e-mail address is private (userData), never part of the public profile.
    const data = await db.userdata.findOne(uid).exec();
    if (!data) await db.userdata.insert({ id: uid, email });
    else if (!data.email) await data.incrementalPatch({ email });
    dropPendingProfile(uid);
  } catch (error) {
    console.error('The profile saved at sign-up could not be written yet; it is tried again next time', error);
  }
}

let started = false;

/** Wires the data layer and the sync engine in and follows the auth state from now on. */
export function configureSession(dependencies: SessionDeps): void {
  deps = dependencies;
  if (started) return;
  started = true;
  const follow = () => {
    const auth = store.get(authAtom);
    if (auth.state === 'logged' && auth.user) {
      const uid = auth.user.uid;
      void enqueue(() => open(uid));
    } else if (auth.state === 'not-logged') {
      const ended = auth.ended;
      void enqueue(async () => {
        if (ended) noteEnded(ended);
        await close();
      });
    }
  };
  store.sub(authAtom, follow);
  follow();
}

/** How long sign-out waits for local changes to reach the server before asking. */
export const SIGN_OUT_WAIT_MS = 4000;

/** The session, once its sync engine runs if it is open (the engine starts once the app's own page is on screen), waiting up to `ms`. */
const sessionWithSync = (ms: number) => whenAtom(sessionAtom, (s) => s.status !== 'open' || s.sync !== null, ms);

/** The open session's sync engine, waiting up to `ms` for it to start; null when it does not. */
export async function runningSync(ms: number): Promise<SyncHandle | null> {
  const current = await sessionWithSync(ms);
  return current.status === 'open' ? current.sync : null;
}

/**
 * The number of local changes not on the server yet, after waiting up to `timeoutMs` for them to be
 * pushed (not waiting at all when offline: they cannot be). 0 means signing out loses nothing.
 */
export async function unsyncedChangesBeforeSignOut(timeoutMs = SIGN_OUT_WAIT_MS): Promise<number> {
  const startedAt = Date.now();
  const current = await sessionWithSync(timeoutMs);
  if (current.status !== 'open' || !current.sync) return 0;
  const status = store.get(syncStatusAtom);
  // Offline nothing can be pushed: the engine's own count says what would stay behind.
  if (!status.online) return status.pending;
  if (await current.sync.awaitPushed(Math.max(0, timeoutMs - (Date.now() - startedAt)))) return 0;
  return Math.max(1, store.get(syncStatusAtom).pending);
}

/** Stops syncing, closes (keeps) the local database, clears the app's data and signs out. */
export async function signOut(): Promise<void> {
  await enqueue(close);
  await signOutOfAuth();
}
