// The sync engine's status for a screen that says how fresh its data is (null: no engine running).
import { useEffect, useState } from 'react';
import type { SyncStatus } from '../../sync/replication/types.ts';
import { useSyncHandle } from '../../session/use-session.ts';

export function useSyncStatus(): SyncStatus | null {
  const sync = useSyncHandle();
  const [status, setStatus] = useState<SyncStatus | null>(null);
  useEffect(() => {
    if (!sync) return;
    const sub = sync.status$.subscribe(setStatus);
    return () => sub.unsubscribe();
  }, [sync]);
  return sync ? status : null;
}
