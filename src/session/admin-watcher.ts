// The administrator role: admins/{uid} === true in the database (set from the console, never by the
// app). Followed live while signed in; the last known answer is remembered per user in localStorage so
// an administrator who opens the app offline still gets the admin menu. Part of the session machinery:
// it waits for the session to open before loading the database SDK, startSession() starts it, and the
// session seam hands its answer to the pages (useIsAdmin). The database subscription itself is src/admin's.
import { atom, getDefaultStore } from 'jotai';
import { afterLivePage } from './after-paint.ts';
import { authAtom } from '../auth/auth.ts';
import { sessionAtom } from './session.ts';
import { whenAtom } from '../ui/when-atom.ts';

/** null while the answer for the signed-in user is not known yet (or nobody is signed in). */
export const isAdminAtom = atom<boolean | null>(null);

const store = getDefaultStore();
const CACHE_KEY = 'hd-admin-';
let watchedUid: string | null = null;
let stopWatching: (() => void) | null = null;

function readCache(uid: string): boolean | null {
  const value = localStorage.getItem(CACHE_KEY + uid);
  return value === null ? null : value === '1';
}

/** Resolves once the session of `uid` has opened its database (or failed to): the first page comes first. */
async function sessionSettled(uid: string): Promise<void> {
  // Or no longer needed: another golfer is watched now.
  await whenAtom(sessionAtom, (session) => ((session.status === 'open' || session.status === 'failed') && session.uid === uid) || watchedUid !== uid);
}

// The database SDK is loaded on demand (the sign-in pages, nobody signed in, never need it), once the
// golfer's own page is on screen: the role remembered in localStorage serves until then.
const loadDatabase = async (uid: string) => {
  await sessionSettled(uid);
  await afterLivePage();
  return import('../admin/follow-admin-role.ts');
};

function follow(uid: string | null): void {
  if (uid === watchedUid) return;
  stopWatching?.();
  stopWatching = null;
  watchedUid = uid;
  store.set(isAdminAtom, uid ? readCache(uid) : null);
  if (!uid) return;
  void loadDatabase(uid).then(
    ({ followAdminRole }) => {
      // Another user may have signed in while the SDK loaded.
      if (watchedUid !== uid) return;
      stopWatching = followAdminRole(uid, {
        onRole(isAdmin) {
          localStorage.setItem(CACHE_KEY + uid, isAdmin ? '1' : '0');
          if (watchedUid === uid) store.set(isAdminAtom, isAdmin);
        },
        // The rules let a user read only their own admins entry; any refusal means "not an administrator".
        onRefused() {
          if (watchedUid === uid) store.set(isAdminAtom, false);
        },
      });
    },
    (error: unknown) => {
      // Not loadable (an old cached build offline): the cached answer stays, or "not an administrator".
      console.error('The administrator role could not be followed', error);
      if (watchedUid === uid && store.get(isAdminAtom) === null) store.set(isAdminAtom, false);
    },
  );
}

let started = false;

/** Keeps isAdminAtom in step with the signed-in user; safe to call more than once. */
export function startAdminWatcher(): void {
  if (started) return;
  started = true;
  const update = () => {
    const auth = store.get(authAtom);
    follow(auth.state === 'logged' && auth.user ? auth.user.uid : null);
  };
  store.sub(authAtom, update);
  update();
}

/** Whether the signed-in user is an administrator, waiting up to `timeoutMs` for the answer (then: no). */
export function whenAdminKnown(timeoutMs = 8000): Promise<boolean> {
  startAdminWatcher();
  return whenAtom(isAdminAtom, (isAdmin) => isAdmin !== null, timeoutMs).then((isAdmin) => isAdmin ?? false);
}
