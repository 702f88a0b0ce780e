// The sync status as jotai atoms, for the UI's small indicator (docs/ARCHITECTURE.md, "Sync";
// the words: docs/PRODUCT.md, "4. States and transitions").
// The session binds the running SyncHandle with `bindSyncStatus`; components read the atoms.
import { atom, getDefaultStore } from 'jotai';
import type { SyncHandle, SyncStatus } from '../sync/replication/types.ts';

type Store = ReturnType<typeof getDefaultStore>;

export const INITIAL_SYNC_STATUS: SyncStatus = Object.freeze({
  online: false,
  pending: 0,
  lastSyncedAt: null,
  lastError: null,
  rejected: [],
});

/** The whole status; written only by bindSyncStatus. */
export const syncStatusAtom = atom<SyncStatus>(INITIAL_SYNC_STATUS);

/** The RTDB connection is up. */
export const syncOnlineAtom = atom((get) => get(syncStatusAtom).online);
/** Local changes not yet on the server. */
export const syncPendingAtom = atom((get) => get(syncStatusAtom).pending);
/** Epoch ms of the last pull or push that finished without error, or null. */
export const syncLastSyncedAtAtom = atom((get) => get(syncStatusAtom).lastSyncedAt);
export const syncLastErrorAtom = atom((get) => get(syncStatusAtom).lastError);
/** Documents the server refused (kept locally). */
export const syncRejectedAtom = atom((get) => get(syncStatusAtom).rejected);

/**
 * Feeds the atoms from a running sync until the returned function is called (or the sync stops);
 * the atoms then go back to the initial status (nobody signed in, nothing syncing).
 */
export function bindSyncStatus(handle: SyncHandle, store: Store = getDefaultStore()): () => void {
  const sub = handle.status$.subscribe({
    next: (status) => store.set(syncStatusAtom, status),
    complete: () => store.set(syncStatusAtom, INITIAL_SYNC_STATUS),
  });
  return () => {
    sub.unsubscribe();
    store.set(syncStatusAtom, INITIAL_SYNC_STATUS);
  };
}
