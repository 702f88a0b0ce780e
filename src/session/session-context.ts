// What every page under the authenticated layout may ask about the signed-in golfer. The layout
// (src/app/routes/_authenticated.tsx) provides it once the golfer's database is open, so features never
// reach into the app shell or the session machinery for it.
import { createContext } from 'react';
import type { SyncHandle } from '../sync/replication/types.ts';

export interface SignedInSession {
  uid: string;
  /** false while the administrator role is not known yet. */
  isAdmin: boolean;
  /** null when the sync engine did not start: the golfer then works on the local data only. */
  sync: SyncHandle | null;
}

export const SessionContext = createContext<SignedInSession | null>(null);
