// Deleting an account removes the golfer's public profile as a tombstone (docs/PRODUCT.md, "4. States and
// transitions"): it reaches the server as `deleted: true`, although a device keeps only the profiles it uses
// and follows its own through a listener of its own (docs/ARCHITECTURE.md, "Course directory").
import { describe, expect, it } from 'vitest';
import { removeUserProfile } from '../../../src/data/writes/users.ts';
import { syncTestContext } from './support/backend.ts';
import { eventually } from './support/devices.ts';

const sync = syncTestContext();

describe("a golfer's profile deleted on their phone", () => {
  it('reaches the server as a tombstone and stays one', async () => {
    const user = await sync.backend.createUser();
    const now = Date.now();
    // Written without the directory's name keys (as before they existed): the device's copy has them.
    sync.backend.rtdb.setData(`users/${user.uid}`, { id: user.uid, firstName: 'Tom', lastName: 'Morris', updatedAt: now });
    const device = await sync.device(user);
    await eventually(() => device.rxdb.users.findOne(user.uid).exec(), (d) => d !== null);
    await removeUserProfile(device.rxdb, user.uid);
    expect(await device.sync?.awaitPushed(10_000)).toBe(true);
    expect((await device.status(() => true)).rejected).toEqual([]);
    await eventually(() => sync.backend.rtdb.getData(`users/${user.uid}/deleted`), (d) => d === true);
    // Still a tombstone a moment later: nothing on the device writes the profile back.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sync.backend.rtdb.getData(`users/${user.uid}/deleted`)).toBe(true);
  });

  it('reaches the server when the phone deletes it before it has sent the profile it wrote at sign-up', async () => {
    const user = await sync.backend.createUser();
    // Sign-up writes the profile on the server and, from the kept copy, into the phone's database; the
    // page is reloaded before the sync has sent that write, and the golfer deletes the account at once.
    sync.backend.rtdb.setData(`users/${user.uid}`, { id: user.uid, firstName: 'Tom', lastName: 'Morris', updatedAt: Date.now() });
    const device = await sync.device(user, { sync: false });
    await device.rxdb.users.insert({ id: user.uid, firstName: 'Tom', lastName: 'Morris', handicap: 36 });
    device.startSync();
    await removeUserProfile(device.rxdb, user.uid);
    expect(await device.sync?.awaitPushed(10_000)).toBe(true);
    expect((await device.status(() => true)).rejected).toEqual([]);
    expect(sync.backend.rtdb.getData(`users/${user.uid}/deleted`)).toBe(true);
    expect(await device.rxdb.users.findOne(user.uid).exec()).toBeNull();
  });
});
