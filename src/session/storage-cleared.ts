// The local database found empty at a start while changes were waiting on this phone: the browser
// cleared it (docs/ARCHITECTURE.md, "What the phone does to keep the round"). The count of waiting
// changes is kept outside IndexedDB, in localStorage (`hd-unsynced-<uid>`, kept by the session from the
// sync engine's count), so it survives a browser clearing the database. The app then says so, honestly,
// instead of starting empty in silence: the changes that had not synced are lost, what had synced comes
// back from the server. The notice stays (localStorage `hd-storage-cleared`) until the golfer dismisses it.
import { atom, getDefaultStore } from 'jotai';
import type { GolfDatabase } from '../data/types.ts';
import { lastUnsynced, rememberUnsynced } from '../auth/signed-out-notice.ts';

export interface StorageClearedNotice {
  uid: string;
  /** Changes that were waiting on this phone when the database was cleared. */
  lost: number;
}

const KEY = 'hd-storage-cleared';
const store = getDefaultStore();

function isNotice(value: unknown): value is StorageClearedNotice {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.uid === 'string' && typeof v.lost === 'number' && Number.isInteger(v.lost) && v.lost > 0;
}

function stored(): StorageClearedNotice | null {
  try {
    const raw = localStorage.getItem(KEY);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isNotice(value) ? value : null;
  } catch {
    return null;
  }
}

function keep(notice: StorageClearedNotice | null): void {
  try {
    if (notice) localStorage.setItem(KEY, JSON.stringify(notice));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the notice shows from memory until the page is closed.
  }
  store.set(storageClearedNoticeAtom, notice);
}

/** The notice the shell shows, or null. */
export const storageClearedNoticeAtom = atom<StorageClearedNotice | null>(null);
storageClearedNoticeAtom.onMount = (set) => set(stored());

/** The golfer has read it. */
export function dismissStorageClearedNotice(): void {
  keep(null);
}

/** Documents in the database, every collection together. */
async function documentCount(db: GolfDatabase): Promise<number> {
  // The database's own list of collections: the schemas stay out of the first download.
  const counts = await Promise.all(Object.values(db.collections).map((collection) => collection.count().exec()));
  return counts.reduce((sum, n) => sum + n, 0);
}

/**
 * At a start, before anything is written to the freshly opened database: a database with no document
 * while `uid` had changes waiting was cleared by the browser. Returns the notice (also kept), or null.
 */
export async function checkStorageCleared(db: GolfDatabase, uid: string): Promise<StorageClearedNotice | null> {
  const waiting = lastUnsynced(uid);
  if (waiting === 0) return null;
  try {
    if ((await documentCount(db)) > 0) return null;
  } catch {
    return null;
  }
  const notice = { uid, lost: waiting };
  keep(notice);
  // Those changes are gone: nothing waits any more.
  rememberUnsynced(uid, 0);
  return notice;
}
