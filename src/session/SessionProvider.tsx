import type { ReactNode } from 'react';
import { SessionContext, type SignedInSession } from './session-context.ts';

/** Gives the pages below it the signed-in golfer's uid, role and sync handle. */
export function SessionProvider({ session, children }: { session: SignedInSession; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
