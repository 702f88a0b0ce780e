// The administrator's online reads and the role write (src/admin/admin-directory.ts, admin-role.ts,
// admin-snapshot.ts) through the firebase SDK against our RTDB server with the project's rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminReadError, loadDirectoryPage } from '../../../src/admin/admin-directory.ts';
import { golferNameKeys } from '../../../src/data/golfer-name-keys.ts';
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
  const named = (uid: string, firstName: string, lastName: string) => user(uid, { firstName, lastName, ...golferNameKeys({ firstName, lastName }) });
  backend.rtdb.setData(`users/${admin.uid}`, named(admin.uid, 'Ada', 'Admin'));
  backend.rtdb.setData(`users/${golfer.uid}`, named(golfer.uid, 'Gus', 'Golfer'));
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
  it('lists the golfers with e-mail, role and last round for an administrator, a page at a time by last name', async () => {
    const dir = await loadDirectoryPage('', null, adminClient.db);
    expect(dir.entries.map((e) => [e.uid, e.email, e.isAdmin])).toEqual([
      [admin.uid, admin.email, true],
      [golfer.uid, golfer.email, false],
    ]);
    expect(dir.entries[1]?.lastRound?.cardId).toBe('sc1');
    expect(dir.next).toBeNull();

    const first = await loadDirectoryPage('', null, adminClient.db, 1);
    expect(first.entries.map((e) => e.uid)).toEqual([admin.uid]);
    const second = await loadDirectoryPage('', first.next, adminClient.db, 1);
    expect(second.entries.map((e) => e.uid)).toEqual([golfer.uid]);
    expect(second.entries[0]?.lastRound?.cardId).toBe('sc1');
    expect(second.next).toBeNull();
  });

  it('finds golfers by the start of a first name, a last name or an e-mail address', async () => {
    const found = async (text: string) => (await loadDirectoryPage(text, null, adminClient.db)).entries.map((e) => e.uid);
    expect(await found('gus')).toEqual([golfer.uid]);
    expect(await found('GOLF')).toEqual([golfer.uid]);
    expect(await found(golfer.email.split('@')[0] ?? '')).toEqual([golfer.uid]);
    expect(await found(golfer.email)).toEqual([golfer.uid]);
    expect(await found('nobody')).toEqual([]);
  });

  it('refuses the list to a golfer, saying why', async () => {
    await expect(loadDirectoryPage('', null, golferClient.db)).rejects.toMatchObject({ name: 'AdminReadError', kind: 'denied' });
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
