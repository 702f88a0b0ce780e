// Granting and revoking the admin role of another user (docs/ADMINISTRATION.md, "Administrator role"):
// `admins/{uid}` is not a replicated collection, so an administrator writes it straight to the server. The
// rules accept `true` or a removal, from an administrator, for another user only.
import { ref, remove, set, type Database } from 'firebase/database';
import { AdminReadError, requireConnection } from './admin-directory.ts';
import { getFirebase } from '../backend/firebase.ts';

/** Grants (`true`) or revokes (`false`) the admin role of `uid`; needs a connection. */
export async function setAdminRole(uid: string, admin: boolean, actorUid: string, db: Database = getFirebase().db): Promise<void> {
  if (uid === actorUid) throw new AdminReadError('denied', 'You cannot change your own admin role: ask another administrator.');
  await requireConnection(db, 5000, 'Changing the admin role');
  const target = ref(db, `admins/${uid}`);
  try {
    await (admin ? set(target, true) : remove(target));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/permission/i.test(message)) {
      throw new AdminReadError('denied', 'The server refused the change: only administrators change roles, and never their own.', { cause: err });
    }
    throw new AdminReadError('failed', `The role could not be changed: ${message}`, { cause: err });
  }
}
