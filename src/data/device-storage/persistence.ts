// Whether the browser keeps this phone's data (docs/ARCHITECTURE.md, "What the phone does to keep the
// round"). Without persistent storage a browser short of space, or one that has not seen the app for
// days, may clear IndexedDB, a round not synced yet included. The app asks for it at the moments a
// browser grants it: the installed app's start, a round starting, the golfer's own tap on /profile.
// A tiny external store, so screens read it with useSyncExternalStore (use-storage-kept.ts).

/** 'kept': the browser keeps the data; 'may-be-cleared': it may clear it; 'unknown': not read yet, or
 * a browser without the Storage API (nothing to ask for). */
export type StorageKept = 'kept' | 'may-be-cleared' | 'unknown';

let state: StorageKept = 'unknown';
let read: Promise<StorageKept> | null = null;
const listeners = new Set<() => void>();

function set(next: StorageKept): StorageKept {
  if (next !== state) {
    state = next;
    for (const listener of listeners) listener();
  }
  return state;
}

function storageManager(): StorageManager | null {
  return typeof navigator !== 'undefined' && navigator.storage && typeof navigator.storage.persisted === 'function' ? navigator.storage : null;
}

export const getStorageKept = (): StorageKept => state;

export function subscribeStorageKept(listener: () => void): () => void {
  listeners.add(listener);
  if (read === null) void readStorageKept();
  return () => listeners.delete(listener);
}

/** Reads whether the data is kept (asks the browser nothing). */
export function readStorageKept(): Promise<StorageKept> {
  const storage = storageManager();
  if (!storage) return Promise.resolve(state);
  read = storage.persisted().then(
    (kept) => set(kept ? 'kept' : 'may-be-cleared'),
    () => state,
  );
  return read;
}

/**
 * Asks the browser to keep this origin's data. Chromium and Safari answer at once from what they know
 * (an installed app, how much the site is used); Firefox asks the golfer, which needs a tap. Asking
 * again once the data is kept costs nothing.
 */
export async function askToKeepStorage(): Promise<StorageKept> {
  const storage = storageManager();
  if (!storage || typeof storage.persist !== 'function') return state;
  try {
    if (await storage.persisted()) return set('kept');
    return set((await storage.persist()) ? 'kept' : 'may-be-cleared');
  } catch {
    return readStorageKept();
  }
}

/** The app runs installed (from the home screen), where browsers grant persistent storage. */
export function isInstalledApp(): boolean {
  if (typeof window === 'undefined') return false;
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  // Safari on iOS says so on navigator instead.
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}
