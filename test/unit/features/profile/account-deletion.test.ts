import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GolfDatabase } from '../../../../src/data/index.ts';
import {
  AccountDeletionError,
  deleteAccountWith,
  deletionErrorMessage,
  sessionDeletionSteps,
  type AccountDeletionSteps,
} from '../../../../src/features/profile/account-deletion.ts';
import type { SyncHandle } from '../../../../src/sync/replication/types.ts';
import { INITIAL_SYNC_STATUS, syncStatusAtom } from '../../../../src/session/sync-status.ts';
import { sessionAtom } from '../../../../src/session/session.ts';
import { dispose, freshDatabase } from '../../data/fixtures.ts';

vi.mock('../../../../src/backend/firebase-app.ts', () => ({ getFirebaseAuth: () => ({ auth: {} }) }));

const authError = (code: string) => Object.assign(new Error(code), { code: `auth/${code}` });

function fakeSteps(deleteResults: (Error | null)[]): AccountDeletionSteps & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    removeProfile: async () => {
      log.push('remove profile');
      return async () => {
        log.push('put profile back');
      };
    },
    deleteAccount: async () => {
      log.push('delete account');
      const result = deleteResults.shift();
      if (result) throw result;
    },
    reauthenticate: async (password) => {
      log.push(`reauthenticate ${password}`);
      // null: confirmed with Google (an account without a password).
      if (password !== 'right' && password !== null) throw authError('wrong-password');
    },
    forgetLocalData: async () => {
      log.push('forget local data');
    },
  };
}

describe('deleteAccountWith', () => {
  it('deletes the profile, then the account, then the local data', async () => {
    const steps = fakeSteps([null]);
    expect(await deleteAccountWith(steps)).toBe('deleted');
    expect(steps.log).toEqual(['remove profile', 'delete account', 'forget local data']);
  });

  it('asks for the password when the service wants a recent login, putting the profile back meanwhile', async () => {
    const steps = fakeSteps([authError('requires-recent-login'), null]);
    expect(await deleteAccountWith(steps)).toBe('needs-password');
    expect(steps.log).toEqual(['remove profile', 'delete account', 'put profile back']);
    expect(await deleteAccountWith(steps, 'right')).toBe('deleted');
    expect(steps.log.slice(3)).toEqual(['reauthenticate right', 'remove profile', 'delete account', 'forget local data']);
  });

  it('confirms a Google-only account with Google instead of a password', async () => {
    const steps = fakeSteps([authError('requires-recent-login'), null]);
    expect(await deleteAccountWith(steps)).toBe('needs-password');
    expect(await deleteAccountWith(steps, null)).toBe('deleted');
    expect(steps.log.slice(3)).toEqual(['reauthenticate null', 'remove profile', 'delete account', 'forget local data']);
  });

  it('touches nothing when the password is wrong', async () => {
    const steps = fakeSteps([null]);
    const failure = await deleteAccountWith(steps, 'wrong').catch((e: unknown) => e);
    expect(deletionErrorMessage(failure)).toMatch(/Wrong password/);
    expect(steps.log).toEqual(['reauthenticate wrong']);
  });

  it('puts the profile back and explains any other refusal', async () => {
    for (const [code, message] of [
      ['network-request-failed', /No connection/],
      ['too-many-requests', /Too many attempts/],
    ] as const) {
      const steps = fakeSteps([authError(code)]);
      const failure = await deleteAccountWith(steps).catch((e: unknown) => e);
      expect(deletionErrorMessage(failure)).toMatch(message);
      expect(steps.log).toEqual(['remove profile', 'delete account', 'put profile back']);
    }
  });

  it('reports an unexpected failure with its own text', () => {
    expect(deletionErrorMessage(new Error('disk full'))).toBe('The account could not be deleted: disk full');
    expect(deletionErrorMessage(new AccountDeletionError('As it is.'))).toBe('As it is.');
  });
});

describe('sessionDeletionSteps', () => {
  let db: GolfDatabase;
  const uid = 'golfer1';
  beforeEach(async () => {
    db = await freshDatabase();
    await db.users.insert({ id: uid, firstName: 'Ana', lastName: 'Ruiz', handicap: 12 });
    getDefaultStore().set(syncStatusAtom, { ...INITIAL_SYNC_STATUS, online: true });
  });
  afterEach(async () => {
    getDefaultStore().set(sessionAtom, { status: 'closed' });
    await dispose(db);
  });

  const syncing = (pushed: boolean): SyncHandle => ({ awaitPushed: vi.fn(async () => pushed) }) as unknown as SyncHandle;

  it('deletes the profile locally and puts the same profile back', async () => {
    const steps = sessionDeletionSteps(uid, db, syncing(true));
    const putBack = await steps.removeProfile();
    expect(await db.users.findOne(uid).exec()).toBeNull();
    await putBack();
    expect((await db.users.findOne(uid).exec())?.toJSON()).toMatchObject({ firstName: 'Ana', handicap: 12 });
  });

  it('refuses, keeping the profile, when the changes do not reach the server', async () => {
    const steps = sessionDeletionSteps(uid, db, syncing(false));
    await expect(steps.removeProfile()).rejects.toThrow(/did not reach the server/);
    expect(await db.users.findOne(uid).exec()).not.toBeNull();
  });

  it('refuses offline before touching anything', async () => {
    getDefaultStore().set(syncStatusAtom, { ...INITIAL_SYNC_STATUS, online: false });
    const steps = sessionDeletionSteps(uid, db, syncing(true), { connectMs: 50, pushMs: 50 });
    await expect(steps.removeProfile()).rejects.toThrow(/No connection/);
    expect(await db.users.findOne(uid).exec()).not.toBeNull();
  });

  it('waits for the connection when it is on its way', async () => {
    getDefaultStore().set(syncStatusAtom, { ...INITIAL_SYNC_STATUS, online: false });
    const removing = sessionDeletionSteps(uid, db, syncing(true), { connectMs: 5000, pushMs: 50 }).removeProfile();
    getDefaultStore().set(syncStatusAtom, { ...INITIAL_SYNC_STATUS, online: true });
    await removing;
    expect(await db.users.findOne(uid).exec()).toBeNull();
  });

  it("waits for a new golfer's profile to arrive from the server before deleting it", async () => {
    const newcomer = 'golfer2';
    const removing = sessionDeletionSteps(newcomer, db, syncing(true), { connectMs: 50, pushMs: 5000 }).removeProfile();
    await new Promise((resolve) => setTimeout(resolve, 30));
    // The first pull brings the profile the sign-up wrote on the server.
    await db.users.insert({ id: newcomer, firstName: 'Tom', lastName: 'Morris', handicap: 36 });
    const putBack = await removing;
    expect(await db.users.findOne(newcomer).exec()).toBeNull();
    await putBack();
    expect((await db.users.findOne(newcomer).exec())?.toJSON()).toMatchObject({ firstName: 'Tom' });
  });

  it('refuses when no sync engine runs within the wait', async () => {
    getDefaultStore().set(sessionAtom, { status: 'open', uid, db, sync: null });
    await expect(sessionDeletionSteps(uid, db, null, { connectMs: 50, pushMs: 50 }).removeProfile()).rejects.toThrow(/not syncing/);
    expect(await db.users.findOne(uid).exec()).not.toBeNull();
  });

  it('waits for the sync engine still starting when the page opened', async () => {
    getDefaultStore().set(sessionAtom, { status: 'open', uid, db, sync: null });
    const engine = syncing(true);
    const removing = sessionDeletionSteps(uid, db, null, { connectMs: 5000, pushMs: 50 }).removeProfile();
    await new Promise((resolve) => setTimeout(resolve, 30));
    getDefaultStore().set(sessionAtom, { status: 'open', uid, db, sync: engine });
    await removing;
    expect(engine.awaitPushed).toHaveBeenCalled();
    expect(await db.users.findOne(uid).exec()).toBeNull();
  });
});
