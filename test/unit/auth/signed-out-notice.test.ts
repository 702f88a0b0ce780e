// Which answers of the sign-in service end a sign-in, the stored notice, and what /login says about it
// (src/auth/signed-out-text.ts).
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountRefusal,
  clearSignedOutNotice,
  lastUnsynced,
  rememberUnsynced,
  saveSignedOutNotice,
  signedOutNoticeAtom,
  type SignedOutNotice,
} from '../../../src/auth/signed-out-notice.ts';
import { signedOutNoticeText } from '../../../src/auth/signed-out-text.ts';

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});

const error = (code: string) => Object.assign(new Error(code), { code });
const notice = (over: Partial<SignedOutNotice> = {}): SignedOutNotice => ({
  uid: 'u1',
  email: 'ann@example.com',
  reason: 'disabled',
  unsynced: 3,
  ...over,
});

beforeEach(() => storage.clear());

describe('accountRefusal', () => {
  it('names the account problems the service answers', () => {
    expect(accountRefusal(error('auth/user-disabled'))).toBe('disabled');
    expect(accountRefusal(error('auth/user-not-found'))).toBe('deleted');
    expect(accountRefusal(error('auth/user-token-expired'))).toBe('revoked');
    expect(accountRefusal(error('auth/invalid-refresh-token'))).toBe('revoked');
  });

  it('never ends a sign-in for the network, a timeout or anything else', () => {
    for (const code of ['auth/network-request-failed', 'auth/timeout', 'auth/internal-error', 'auth/too-many-requests']) {
      expect(accountRefusal(error(code))).toBeNull();
    }
    expect(accountRefusal(new TypeError('Failed to fetch'))).toBeNull();
    expect(accountRefusal(null)).toBeNull();
  });
});

describe('signedOutNoticeText', () => {
  it('says who, why, and how many changes wait to sync with which account', () => {
    const text = signedOutNoticeText(notice());
    expect(text.title).toBe('You were signed out');
    expect(text.why).toContain('The account ann@example.com has been disabled');
    expect(text.changes).toBe(
      '3 changes made on this phone have not synced yet. They are kept on this phone and will sync when you sign in again with ann@example.com.',
    );
  });

  it('counts one change in the singular and says when nothing waits', () => {
    expect(signedOutNoticeText(notice({ unsynced: 1 })).changes).toMatch(/^1 change made on this phone has not synced yet\. It is kept/);
    expect(signedOutNoticeText(notice({ unsynced: 0 })).changes).toBe('Everything recorded on this phone had already synced: nothing is lost.');
  });

  it('has words for every reason, also without an e-mail address', () => {
    expect(signedOutNoticeText(notice({ reason: 'deleted' })).why).toContain('no longer exists');
    expect(signedOutNoticeText(notice({ reason: 'revoked' })).why).toContain('signed out on every device');
    expect(signedOutNoticeText(notice({ reason: 'unknown', email: null })).why).toContain('your account');
    expect(signedOutNoticeText(notice({ email: null })).changes).toContain('sign in again with this account');
  });
});

describe('the stored notice', () => {
  it('is kept until the next sign-in clears it', () => {
    const store = getDefaultStore();
    saveSignedOutNotice(notice());
    expect(store.get(signedOutNoticeAtom)).toEqual(notice());
    expect(JSON.parse(storage.get('hd-signed-out') ?? 'null')).toEqual(notice());
    clearSignedOutNotice();
    expect(store.get(signedOutNoticeAtom)).toBeNull();
    expect(storage.has('hd-signed-out')).toBe(false);
  });

  it('is read back when /login mounts after a restart, and ignored when damaged', () => {
    const store = getDefaultStore();
    storage.set('hd-signed-out', JSON.stringify(notice({ unsynced: 5 })));
    const unsubscribe = store.sub(signedOutNoticeAtom, () => undefined);
    expect(store.get(signedOutNoticeAtom)).toEqual(notice({ unsynced: 5 }));
    unsubscribe();
    storage.set('hd-signed-out', JSON.stringify({ uid: 'u1', reason: 'because' }));
    const again = store.sub(signedOutNoticeAtom, () => undefined);
    expect(store.get(signedOutNoticeAtom)).toBeNull();
    again();
  });

  it('keeps the last count of unsynced changes per golfer', () => {
    expect(lastUnsynced('u1')).toBe(0);
    rememberUnsynced('u1', 4);
    rememberUnsynced('u2', 1);
    expect(lastUnsynced('u1')).toBe(4);
    expect(lastUnsynced('u2')).toBe(1);
  });
});
