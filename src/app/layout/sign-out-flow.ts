// Logoff: wait briefly for local changes to reach the server; if some cannot, ask before signing out
// (they stay on this device either way and sync at the next sign-in).
import { atom, getDefaultStore } from 'jotai';
import { signOut, unsyncedChangesBeforeSignOut } from '../../session/session.ts';
import { errorText } from '../../ui/error-text.ts';

export type SignOutState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'confirm'; pending: number }
  | { phase: 'failed'; message: string };

export const signOutAtom = atom<SignOutState>({ phase: 'idle' });

const store = getDefaultStore();

/** Starts Logoff; `leave` moves off the private pages first, so the guard does not bounce to /login. */
export async function requestSignOut(leave: () => Promise<void>): Promise<void> {
  if (store.get(signOutAtom).phase === 'checking') return;
  store.set(signOutAtom, { phase: 'checking' });
  const pending = await unsyncedChangesBeforeSignOut();
  if (pending > 0) {
    store.set(signOutAtom, { phase: 'confirm', pending });
    return;
  }
  await confirmSignOut(leave);
}

export async function confirmSignOut(leave: () => Promise<void>): Promise<void> {
  try {
    await leave();
    await signOut();
    store.set(signOutAtom, { phase: 'idle' });
  } catch (error) {
    store.set(signOutAtom, { phase: 'failed', message: errorText(error) });
  }
}

export function staySignedIn(): void {
  store.set(signOutAtom, { phase: 'idle' });
}
