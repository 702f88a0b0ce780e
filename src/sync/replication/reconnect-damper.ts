// A weak signal on the course: the connection lost and found every few seconds. The RTDB SDK retries
// a lost connection with its own backoff (1 s, x1.3, randomised), but it keeps trying while the phone
// has no network at all, and every browser `online` event resets that backoff and connects at once: a
// flapping network costs a new WebSocket, a new handshake and every listener sent again each time.
// So:
// - while the browser says it is offline, the SDK makes no attempt (goOffline);
// - when the browser is back online, the SDK may connect again at once after a connection that held
//   (STABLE_MS), else no sooner than a delay after its last attempt, doubling with each connection in
//   a row that did not hold (FIRST_DELAY_MS, 2x, up to MAX_DELAY_MS): a flapping network gets one
//   attempt in a while, never one per flap, and every change still goes out at the next attempt.
// docs/ARCHITECTURE.md, "What the phone does to keep the round".
import { goOffline, goOnline, type Database } from 'firebase/database';
import type { Observable } from 'rxjs';

/** A connection up this long is a stable one: the count of short ones starts again. */
export const STABLE_MS = 30_000;
/** The least time between two attempts after one connection that did not hold; doubled for each next one. */
export const FIRST_DELAY_MS = 2_000;
export const MAX_DELAY_MS = 30_000;

/** The least time between two attempts after `losses` short-lived connections in a row. */
export function reconnectDelay(losses: number): number {
  if (losses <= 0) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(losses - 1, 20));
}

export interface DamperTarget {
  goOffline(): void;
  goOnline(): void;
}

export interface DamperWindow {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
  navigator: { onLine: boolean };
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(id: number): void;
  now(): number;
}

/**
 * Damps the reconnections of `target` (the SDK's connection), given the connection state `online$`
 * and the browser's online/offline events; returns the function that stops it (and leaves the
 * connection allowed).
 */
export function dampReconnects(target: DamperTarget, online$: Observable<boolean>, win: DamperWindow): () => void {
  /** Connections (or attempts) in a row that ended before STABLE_MS. */
  let losses = 0;
  let held = false;
  /** When the SDK was last let to connect (the start counts as one). */
  let allowedAt = win.now();
  /** Whether it was let to connect since the last loss (a window without an attempt loses nothing). */
  let attempted = true;
  let upSince: number | null = null;
  let pending: number | null = null;
  let stableTimer: number | null = null;

  const clearPending = () => {
    if (pending !== null) win.clearTimeout(pending);
    pending = null;
  };
  const allow = () => {
    clearPending();
    allowedAt = win.now();
    attempted = true;
    if (held) {
      held = false;
      target.goOnline();
    }
  };

  const onOffline = () => {
    clearPending();
    if (attempted && win.now() - (upSince ?? allowedAt) < STABLE_MS) losses += 1;
    attempted = false;
    upSince = null;
    if (stableTimer !== null) win.clearTimeout(stableTimer);
    stableTimer = null;
    if (!held) {
      held = true;
      target.goOffline();
    }
  };
  const onOnline = () => {
    if (!held || pending !== null) return;
    const wait = allowedAt + reconnectDelay(losses) - win.now();
    if (wait <= 0) allow();
    else pending = win.setTimeout(allow, wait);
  };
  win.addEventListener('offline', onOffline);
  win.addEventListener('online', onOnline);
  if (!win.navigator.onLine) {
    // Starting without a network is no lost connection.
    attempted = false;
    onOffline();
  }

  const sub = online$.subscribe((up) => {
    if (!up) return;
    upSince = win.now();
    if (stableTimer !== null) win.clearTimeout(stableTimer);
    stableTimer = win.setTimeout(() => {
      losses = 0;
      stableTimer = null;
    }, STABLE_MS);
  });

  return () => {
    sub.unsubscribe();
    win.removeEventListener('offline', onOffline);
    win.removeEventListener('online', onOnline);
    if (stableTimer !== null) win.clearTimeout(stableTimer);
    allow();
  };
}

/** The damper on the SDK's database and the page's window. */
export function dampDatabaseReconnects(db: Database, online$: Observable<boolean>): () => void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return () => undefined;
  return dampReconnects(
    { goOffline: () => goOffline(db), goOnline: () => goOnline(db) },
    online$,
    {
      addEventListener: (type, listener) => window.addEventListener(type, listener),
      removeEventListener: (type, listener) => window.removeEventListener(type, listener),
      navigator: window.navigator,
      setTimeout: (handler, ms) => window.setTimeout(handler, ms),
      clearTimeout: (id) => window.clearTimeout(id),
      now: () => performance.now(),
    },
  );
}
