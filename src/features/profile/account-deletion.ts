// Deleting the golfer's account from /profile. What happens to their data (the dialog says the same):
// - the public profile users/{uid} (names, e-mail, handicaps) is deleted, as a tombstone like every
//   deletion, so the golfer no longer appears in the app's lists of golfers;
// - score cards stay on the server: they are the rounds of matches and tournaments that other golfers
//   played too, and removing them would change those golfers' results; nobody can open them as this
//   golfer any more;
// - this device's copy of the data (the local database) is removed, since nobody can sign in to it.
// The rules accept the profile's tombstone only from its owner, so it is pushed while the account still
// exists, and put back when the auth service then refuses the deletion. Every local change is pushed
// first as well: removing the local database would otherwise lose what has not reached the server.
import { whenAtom } from '../../ui/when-atom.ts';
import { removeUserDatabase } from '../../data/database.ts';
import type { GolfDatabase } from '../../data/types.ts';
import { removeUserProfile, restoreUserProfile } from '../../data/writes/users.ts';
import { deleteAccount, reauthenticate } from '../../auth/auth.ts';
import type { SyncHandle } from '../../sync/replication/types.ts';
import { runningSync, signOut } from '../../session/session.ts';
import { syncStatusAtom } from '../../session/sync-status.ts';
import { errorText } from '../../ui/error-text.ts';
import { authCodeMessage, authErrorCode } from '../../auth/auth-errors.ts';
import { knownAuthMessage } from '../../auth/account/account-errors.ts';
import { profileText } from './i18n/index.ts';

export interface AccountDeletionSteps {
  /** Deletes the profile and waits until the server has every local change; resolves to a function putting the profile back. */
  removeProfile(): Promise<() => Promise<void>>;
  /** The auth service's deletion; refused with auth/requires-recent-login when the last sign-in is too old. */
  deleteAccount(): Promise<void>;
  /** With the password, or (null) with Google for an account that has no password. */
  reauthenticate(password: string | null): Promise<void>;
  /** Closes the session (the account is signed out) and removes this device's copy of the data. */
  forgetLocalData(): Promise<void>;
}

export type DeletionOutcome = 'deleted' | 'needs-password';

/** A failure this flow explains itself (its message is for the golfer as it is). */
export class AccountDeletionError extends Error {}

/**
 * Deletes the account; with `password` (null: with Google), confirms it first (the service asked for a
 * recent login). 'needs-password' means nothing was deleted and the service wants the confirmation.
 */
export async function deleteAccountWith(steps: AccountDeletionSteps, password?: string | null): Promise<DeletionOutcome> {
  if (password !== undefined) await steps.reauthenticate(password);
  const putBack = await steps.removeProfile();
  try {
    await steps.deleteAccount();
  } catch (error) {
    try {
      await putBack();
    } catch (restoreError) {
      // The golfer needs to hear why the account is still there; the profile syncs back at the next edit.
      console.error('The profile could not be put back', restoreError);
    }
    if (authErrorCode(error) === 'requires-recent-login') return 'needs-password';
    throw error;
  }
  try {
    await steps.forgetLocalData();
  } catch (error) {
    // The account is gone whatever happens here; the data left on the device is only unreachable.
    console.error('The local data of the deleted account could not be removed', error);
  }
  return 'deleted';
}

/** What the golfer reads when the deletion fails. */
export function deletionErrorMessage(error: unknown): string {
  if (error instanceof AccountDeletionError) return error.message;
  const code = authErrorCode(error);
  const known = code ? knownAuthMessage(code) : undefined;
  if (known) return known;
  return profileText.t('delete.failed', { error: errorText(error) });
}

export interface DeletionWaits {
  /** How long to wait for the sync engine's connection (it connects a moment after the page opens). */
  connectMs: number;
  /** How long to wait for the local changes to reach the server. */
  pushMs: number;
}

export const DELETION_WAITS: DeletionWaits = { connectMs: 5000, pushMs: 10_000 };

/** Whether the sync engine is (or within `ms` becomes) connected to the server. */
function whenOnline(ms: number): Promise<boolean> {
  return whenAtom(syncStatusAtom, (status) => status.online, ms).then((status) => status.online);
}

/** Resolves once users/{uid} is in the local database, or after `ms` (a golfer may have no profile). */
async function profileArrived(db: GolfDatabase, uid: string, ms: number): Promise<void> {
  let subscription: { unsubscribe(): void } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    subscription = db.users.findOne(uid).$.subscribe((doc) => {
      if (doc) resolve();
    });
  });
  clearTimeout(timer);
  subscription?.unsubscribe();
}

// Made when thrown, so they are in the golfer's language of that moment.
const notSyncing = () => new AccountDeletionError(profileText.t('delete.notSyncing'));
const offline = () => new AccountDeletionError(authCodeMessage('network-request-failed'));
const notPushed = () => new AccountDeletionError(profileText.t('delete.notPushed'));

/** The steps for the signed-in golfer `uid`, on the session's database and sync engine. */
export function sessionDeletionSteps(
  uid: string,
  db: GolfDatabase,
  sync: SyncHandle | null,
  waits: DeletionWaits = DELETION_WAITS,
): AccountDeletionSteps {
  return {
    removeProfile: async () => {
      // Pressed as the page opens, the engine may still be starting (after the page is on screen): the
      // dialog's progress covers that wait too.
      const running = sync ?? (await runningSync(waits.connectMs));
      if (!running) throw notSyncing();
      if (!(await whenOnline(waits.connectMs))) throw offline();
      // A new golfer's profile is written on the server and reaches this database with the first pull:
      // deleting before it has arrived would leave it on the server.
      await profileArrived(db, uid, waits.pushMs);
      const saved = await removeUserProfile(db, uid);
      const putBack = async () => {
        if (saved) await restoreUserProfile(db, saved);
      };
      if (!(await running.awaitPushed(waits.pushMs))) {
        await putBack();
        throw notPushed();
      }
      return putBack;
    },
    deleteAccount,
    reauthenticate: async (password) =>
      password === null ? (await import('../../auth/account/google.ts')).reauthenticateWithGoogle() : reauthenticate(password),
    forgetLocalData: async () => {
      await signOut();
      await removeUserDatabase(db);
    },
  };
}
