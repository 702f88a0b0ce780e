import type { ReactNode } from 'react';
import { DirectoryContext } from '../data/hooks/directory.ts';
import { SessionContext, type SignedInSession } from './session-context.ts';

/** Gives the pages below it the signed-in golfer's uid, role and sync handle, and the directory
 * searches of that sync (docs/ARCHITECTURE.md, "Course directory"). */
export function SessionProvider({ session, children }: { session: SignedInSession; children: ReactNode }) {
  return (
    <SessionContext.Provider value={session}>
      <DirectoryContext.Provider value={session.sync?.directory ?? null}>{children}</DirectoryContext.Provider>
    </SessionContext.Provider>
  );
}
