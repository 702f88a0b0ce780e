// The signed-in golfer, as provided by the authenticated layout. Pages under that layout only render
// once the session is open, so a missing provider is a wiring error.
import { useContext } from 'react';
import type { SyncHandle } from '../sync/replication/types.ts';
import { SessionContext, type SignedInSession } from './session-context.ts';

export function useSession(): SignedInSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('No open session: this page needs a signed-in golfer');
  return session;
}

export function useSessionUid(): string {
  return useSession().uid;
}

export function useIsAdmin(): boolean {
  return useSession().isAdmin;
}

export function useSyncHandle(): SyncHandle | null {
  return useSession().sync;
}
