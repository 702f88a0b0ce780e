import { RxDatabaseProvider } from 'rxdb/plugins/react';
import type { GolfDatabase } from '../../data/types.ts';
import { InPlayBar } from './InPlayBar.tsx';

/** The in-play buttons with the database they read; loaded on demand with RxDB (see Navbar). */
export default function InPlaySlot({ db, uid }: { db: GolfDatabase; uid: string }) {
  return (
    <RxDatabaseProvider database={db}>
      <InPlayBar uid={uid} />
    </RxDatabaseProvider>
  );
}
