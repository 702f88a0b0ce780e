// When the sign-in service ends a golfer's sign-in (account disabled or deleted, sign-in revoked), the
// golfer lands on /login. Nothing is thrown away: their local database stays on this device and syncs
// at their next sign-in with that account (one database per uid). This notice says so on /login: who
// was signed out, why, and how many changes have not synced yet. Kept in localStorage until the next
// sign-in, so it is still there if the app is closed and reopened on /login.
import { atom, getDefaultStore } from 'jotai';

export type SignedOutReason = 'disabled' | 'deleted' | 'revoked' | 'unknown';

/** A sign-in the service ended; `reason` as far as the service's answer tells. */
export interface EndedSignIn {
  uid: string;
  email: string | null;
  reason: SignedOutReason;
}

export interface SignedOutNotice extends EndedSignIn {
  /** Changes made on this device that the server does not have yet. */
  unsynced: number;
}

/**
 * The reason when `error` is the service refusing the account itself, or null for anything else
 * (no network, a timeout, a server hiccup), which must never sign a golfer out. user-not-found is what
 * a lookup answers for a deleted account; the token service answers a deleted account with
 * user-token-expired, as it does after a revocation or a password change elsewhere.
 */
export function accountRefusal(error: unknown): SignedOutReason | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'auth/user-disabled':
      return 'disabled';
    case 'auth/user-not-found':
      return 'deleted';
    case 'auth/user-token-expired':
    case 'auth/invalid-refresh-token':
      return 'revoked';
    default:
      return null;
  }
}

const NOTICE_KEY = 'hd-signed-out';
const UNSYNCED_KEY = 'hd-unsynced-';
const store = getDefaultStore();

function read<T>(key: string, valid: (value: unknown) => value is T): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked: the notice still shows from memory until the page is closed.
  }
}

const REASONS: readonly string[] = ['disabled', 'deleted', 'revoked', 'unknown'] satisfies SignedOutReason[];

function isNotice(value: unknown): value is SignedOutNotice {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.uid === 'string' &&
    (typeof v.email === 'string' || v.email === null) &&
    typeof v.reason === 'string' &&
    REASONS.includes(v.reason) &&
    typeof v.unsynced === 'number'
  );
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The notice /login shows, or null. */
export const signedOutNoticeAtom = atom<SignedOutNotice | null>(null);
signedOutNoticeAtom.onMount = (set) => set(read(NOTICE_KEY, isNotice));

export function saveSignedOutNotice(notice: SignedOutNotice): void {
  write(NOTICE_KEY, notice);
  store.set(signedOutNoticeAtom, notice);
}

/** At a sign-in: the golfer has read it, and their changes sync from now on. */
export function clearSignedOutNotice(): void {
  write(NOTICE_KEY, null);
  store.set(signedOutNoticeAtom, null);
}

/**
 * The last count of unsynced changes of `uid`'s database, kept while a session runs, for a sign-in the
 * service ends before this start's sync engine has counted.
 */
export function rememberUnsynced(uid: string, count: number): void {
  write(UNSYNCED_KEY + uid, count);
}

export function lastUnsynced(uid: string): number {
  return read(UNSYNCED_KEY + uid, isCount) ?? 0;
}
