// Registers the service worker (production builds only) and tracks whether a new version is
// waiting. A tiny external store, so the toast reads it with useSyncExternalStore. The browser's own
// registration API does all of it in a few lines, so every page is spared a helper library.
export interface UpdateState {
  /** A new service worker is installed and waiting for the page to let it take over. */
  updateWaiting: boolean;
  /** The user chose "Not now" for the waiting version. */
  dismissed: boolean;
}

let state: UpdateState = { updateWaiting: false, dismissed: false };
const listeners = new Set<() => void>();
let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;

function setState(next: Partial<UpdateState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export const subscribeUpdateState = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const getUpdateState = (): UpdateState => state;

/** A worker installed behind the one controlling this page is a new version waiting. */
function watchForWaiting(reg: ServiceWorkerRegistration): void {
  const waiting = () => {
    if (reg.waiting && navigator.serviceWorker.controller) setState({ updateWaiting: true, dismissed: false });
  };
  waiting();
  reg.addEventListener('updatefound', () => {
    const installing = reg.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') waiting();
    });
  });
}

/**
 * Registers /service-worker.js once, after the page has loaded (its precaching must not compete with
 * the page's own downloads). Does nothing in development (Vite serves modules the worker would cache
 * stale) or where service workers are unavailable.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || registration || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // The reload when a new worker takes control is index.html's: it must listen from the first moment
  // of the page, before this module runs.
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  registration = loaded
    .then(() => container.register('/service-worker.js'))
    .then(
      (reg) => {
        watchForWaiting(reg);
        return reg;
      },
      (err: unknown) => {
        console.warn('Service worker registration failed', err);
        return undefined;
      },
    );
  // A long-open tab (a phone left on the score card) looks for a new version when shown again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    void registration?.then((reg) => reg?.update()).catch(() => undefined);
  });
}

/** "Reload": ask the waiting worker to take over; the controller change then reloads every tab (index.html). */
export function acceptUpdate(): void {
  void registration?.then((reg) => reg?.waiting?.postMessage({ type: 'SKIP_WAITING' }));
}

/** "Not now": hide the toast; the new version activates when every tab of the app is closed. */
export function dismissUpdate(): void {
  setState({ dismissed: true });
}
