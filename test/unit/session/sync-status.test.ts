import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { StatusStore } from '../../../src/sync/replication/status-store.ts';
import type { SyncHandle } from '../../../src/sync/replication/types.ts';
import {
  bindSyncStatus,
  INITIAL_SYNC_STATUS,
  syncLastErrorAtom,
  syncOnlineAtom,
  syncPendingAtom,
  syncRejectedAtom,
} from '../../../src/session/sync-status.ts';

function handleOf(status: StatusStore): SyncHandle {
  return { status$: status.status$, awaitPushed: () => Promise.resolve(true), stop: () => Promise.resolve() };
}

describe('sync status atoms', () => {
  it('follow the handle, and go back to the initial status when unbound or stopped', () => {
    const store = createStore();
    const status = new StatusStore();
    const unbind = bindSyncStatus(handleOf(status), store);
    status.setOnline(true);
    status.setPending('scorecards', 4);
    status.addRejected({ collection: 'scorecards', documentId: 'x', message: 'permission_denied' });
    expect(store.get(syncOnlineAtom)).toBe(true);
    expect(store.get(syncPendingAtom)).toBe(4);
    expect(store.get(syncRejectedAtom)).toHaveLength(1);
    expect(store.get(syncLastErrorAtom)?.kind).toBe('rejected');
    unbind();
    expect(store.get(syncOnlineAtom)).toBe(INITIAL_SYNC_STATUS.online);
    expect(store.get(syncPendingAtom)).toBe(0);

    const again = new StatusStore();
    bindSyncStatus(handleOf(again), store);
    again.setPending('courses', 1);
    expect(store.get(syncPendingAtom)).toBe(1);
    again.complete();
    expect(store.get(syncPendingAtom)).toBe(0);
  });
});
