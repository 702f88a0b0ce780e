// Follows the administrator role of one golfer live: `admins/{uid}` is true for an administrator (the rules
// let a user read only their own entry). The session's watcher (src/session/admin-watcher.ts) loads this on
// demand, so the sign-in pages never download the database SDK.
import { onValue, ref } from 'firebase/database';
import { getFirebase } from '../backend/firebase.ts';

export interface AdminRoleListener {
  /** The server's answer, at once and after every change. */
  onRole(isAdmin: boolean): void;
  /** The read was refused or failed: the golfer is treated as no administrator. */
  onRefused(): void;
}

/** Subscribes to `admins/{uid}`; returns the unsubscribe. */
export function followAdminRole(uid: string, listener: AdminRoleListener): () => void {
  return onValue(
    ref(getFirebase().db, `admins/${uid}`),
    (snapshot) => listener.onRole(snapshot.val() === true),
    () => listener.onRefused(),
  );
}
