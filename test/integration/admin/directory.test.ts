// The administrator's online reads and the role write (src/admin/admin-directory.ts, admin-role.ts,
// admin-snapshot.ts) through the firebase SDK against our RTDB server with the project's rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminReadError, loadAdminDirectory } from '../../../src/admin/admin-directory.ts';
import { setAdminRole } from '../../../src/admin/admin-role.ts';
import { exportWholeDatabase } from '../../../src/admin/admin-snapshot.ts';
import { course, scoreCard, user, userData } from '../../unit/rules/fixtures.ts';
import type { TestClient, TestUser } from '../../support/backend.ts';
import { backendForFile } from '../../support/backend-for-file.ts';

const backend = backendForFile();
let admin: TestUser;
let golfer: TestUser;
let adminClient: TestClient;
let golferClient: TestClient;

beforeAll(async () => {
  [admin, golfer] = await Promise.all([backend.createUser(), backend.createUser()]);
  backend.rtdb.setData(`admins/${admin.uid}`, true);
  backend.rtdb.setData(`users/${admin.uid}`, user(admin.uid, { firstName: 'Ada', lastName: 'Admin' }));
  backend.rtdb.setData(`users/${golfer.uid}`, user(golfer.uid, { firstName: 'Gus', lastName: 'Golfer' }));
  // E-mail addresses are private: they live in userData (schema version 1).
  backend.rtdb.setData(`userData/${admin.uid}`, userData(admin.uid, { email: admin.email }));
  backend.rtdb.setData(`userData/${golfer.uid}`, userData(golfer.uid, { email: golfer.email }));
  backend.rtdb.setData('courses/c1', course('c1', golfer.uid));
  backend.rtdb.setData('scoreCards/sc1', scoreCard('sc1', golfer.uid, golfer.uid));
  backend.rtdb.setData('scoreCards/sc-gone', { ...scoreCard('sc-gone', golfer.uid, golfer.uid), deleted: true });
  [adminClient, golferClient] = await Promise.all([backend.client(admin), backend.client(golfer)]);
});
afterAll(async () => {
  await Promise.all([adminClient.close(), golferClient.close()]);
});

describe('administrator reads and the role', () => {
  it('lists every golfer with e-mail, role and last round for an administrator', async () => {
    const dir = await loadAdminDirectory(adminClient.db);
    expect(dir.map((e) => [e.uid, e.email, e.isAdmin])).toEqual([
      [admin.uid, admin.email, true],
      [golfer.uid, golfer.email, false],
    ]);
    expect(dir[1]?.lastRound?.cardId).toBe('sc1');
  });

  it('refuses the list to a golfer, saying why', async () => {
    await expect(loadAdminDirectory(golferClient.db)).rejects.toMatchObject({ name: 'AdminReadError', kind: 'denied' });
  });

  it('grants and revokes the role of another user, refuses a golfer and the administrator on themselves', async () => {
    await setAdminRole(golfer.uid, true, admin.uid, adminClient.db);
    expect(backend.rtdb.getData(`admins/${golfer.uid}`)).toBe(true);
    await setAdminRole(golfer.uid, false, admin.uid, adminClient.db);
    expect(backend.rtdb.getData(`admins/${golfer.uid}`)).toBe(null);

    await expect(setAdminRole(admin.uid, false, admin.uid, adminClient.db)).rejects.toBeInstanceOf(AdminReadError);
    expect(backend.rtdb.getData(`admins/${admin.uid}`)).toBe(true);
    await expect(setAdminRole(admin.uid, false, golfer.uid, golferClient.db)).rejects.toMatchObject({ kind: 'denied' });
    expect(backend.rtdb.getData(`admins/${admin.uid}`)).toBe(true);
  });

  it('exports the whole database in the transfer format, tombstones left out', async () => {
    const file = JSON.parse(await (await exportWholeDatabase({}, adminClient.db)).text()) as {
      format: string;
      collections: Record<string, { id: string; updatedAt?: number }[]>;
    };
    expect(file.format).toBe('handicap-down-export');
    expect(file.collections.scorecards?.map((c) => c.id)).toEqual(['sc1']);
    expect(file.collections.users?.map((u) => u.id).sort()).toEqual([admin.uid, golfer.uid].sort());
    expect(file.collections.courses?.[0]?.updatedAt).toBeUndefined();
  });
});
