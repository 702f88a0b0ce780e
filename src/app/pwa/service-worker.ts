// Registers the service worker (production builds only) and tracks whether a new version is
// waiting. A tiny external store, so the toast reads it with useSyncExternalStore.
import { Workbox } from 'workbox-window';

export interface UpdateState {
  /** A new service worker is installed and waiting for the page to let it take over. */
  updateWaiting: boolean;
  /** The user chose "Not now" for the waiting version. */
  dismissed: boolean;
}

let state: UpdateState = { updateWaiting: false, dismissed: false };
const listeners = new Set<() => void>();
let workbox: Workbox | undefined;
let reloading = false;

function setState(next: Partial<UpdateState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export const subscribeUpdateState = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const getUpdateState = (): UpdateState => state;

function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/**
 * Registers /service-worker.js once. Does nothing in development (Vite serves modules the worker
 * would cache stale) or where service workers are unavailable.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || workbox || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/service-worker.js');
  workbox = wb;

  wb.addEventListener('waiting', () => setState({ updateWaiting: true, dismissed: false }));
  // Our own update took over (after "Reload").
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) reloadOnce();
  });
  // Any controller change that replaces a previous worker (e.g. "Reload" in another tab) reloads
  // once, so a page never runs old chunks against a new cache. The very first worker claiming an
  // uncontrolled page is not a new version and needs no reload.
  let controller = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const previous = controller;
    controller = navigator.serviceWorker.controller;
    if (previous) reloadOnce();
  });
  // A long-open tab (a phone left on the score card) looks for a new version when shown again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
  });
  void wb.register().catch((err: unknown) => console.warn('Service worker registration failed', err));
}

/** "Reload": ask the waiting worker to take over; the controlling event then reloads the page. */
export function acceptUpdate(): void {
  if (!workbox) return;
  workbox.messageSkipWaiting();
}

/** "Not now": hide the toast; the new version activates when every tab of the app is closed. */
export function dismissUpdate(): void {
  setState({ dismissed: true });
}
