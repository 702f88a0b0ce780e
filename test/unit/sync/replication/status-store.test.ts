import { describe, expect, it } from 'vitest';
import { StatusStore } from '../../../../src/sync/replication/status-store.ts';

describe('StatusStore', () => {
  it('sums pending over collections and keeps one flag per refused document', () => {
    const s = new StatusStore();
    s.setPending('scorecards', 2);
    s.setPending('userdata', 1);
    expect(s.value.pending).toBe(3);
    s.setPending('scorecards', 0);
    expect(s.value.pending).toBe(1);
    s.addRejected({ collection: 'scorecards', documentId: 'x', message: 'permission_denied' });
    s.addRejected({ collection: 'scorecards', documentId: 'x', message: 'permission_denied' });
    expect(s.value.rejected).toHaveLength(1);
    expect(s.value.lastError).toMatchObject({ kind: 'rejected', documentId: 'x' });
    s.clearRejected('scorecards', 'x');
    expect(s.value.rejected).toEqual([]);
  });
});
