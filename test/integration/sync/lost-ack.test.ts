// A push that reached the server but whose answer never reached the device: the connection drops
// between the two. The SDK then fails the transaction with "disconnect" and RxDB's assumed master
// state stays behind the server's. The device's later state must still win over its own earlier one.
import { RxStorageInstanceDexie } from 'rxdb/plugins/storage-dexie';
import { describe, expect, it } from 'vitest';
import { collectionSchemas } from '../../../schemas/index.ts';
import type { Club } from '../../../src/data/types.ts';
import { clearInPlay, setBag, setDisplayStyle, setInPlay } from '../../../src/data/writes/users.ts';
import { fromServer } from '../../../src/backend/doc-shape.ts';
import type { TestUser } from '../../support/backend.ts';
import { newCard, recordHole, serverCard, shots } from './support/cards.ts';
import { eventually, openDevice, type Device } from './support/devices.ts';
import { syncTestContext } from './support/backend.ts';

const sync = syncTestContext();

type ServerWrite = { path: string; value: unknown };

/**
 * The next write the server applies that `test` accepts cuts `device` off at once: the server has
 * applied it, but the device's connection is gone before the answer is sent, so the SDK fails the
 * transaction as "disconnect" (it cannot know the outcome).
 */
function dropAnswerOf(device: Device, test: (w: ServerWrite) => boolean): Promise<void> {
  const db = sync.backend.rtdb.database;
  const write = db.write.bind(db);
  return new Promise((resolve) => {
    db.write = (op, identity) => {
      const result = write(op, identity);
      if (result.status === 'ok' && op.kind === 'set' && test({ path: op.path.join('/'), value: op.value })) {
        db.write = write;
        device.offline();
        resolve();
      }
      return result;
    };
  });
}

async function online(user: TestUser, options: Parameters<typeof openDevice>[2] = {}): Promise<Device> {
  const device = await sync.device(user, options);
  if (options.sync !== false) await device.status((s) => s.online);
  return device;
}

const userDataOnServer = (user: TestUser) => fromServer(sync.backend.rtdb.getData(`userData/${user.uid}`), user.uid, collectionSchemas.userdata);
const userDataOn = (d: Device) => d.rxdb.userdata.findOne(d.user.uid).exec();
const hasInPlay = (w: ServerWrite) => typeof w.value === 'object' && w.value !== null && 'inPlay' in w.value;

const club = (id: string, name: string): Club => ({ id, name });

/** Starts a round online, losing the answer of that push: the server holds inPlay, the device not knowing. */
async function startRoundLosingTheAnswer(a: Device, cardId: string): Promise<void> {
  const { uid } = a.user;
  await setDisplayStyle(a.rxdb, uid, 'Default Colors');
  expect(await a.sync?.awaitPushed(10_000)).toBe(true);
  const dropped = dropAnswerOf(a, (w) => w.path === `userData/${uid}` && hasInPlay(w));
  await setInPlay(a.rxdb, uid, cardId, 0);
  await dropped;
  await a.status((s) => !s.online);
  expect(userDataOnServer(a.user)?.inPlay).toEqual({ scoreCardId: cardId, currentHole: 0 });
}

async function playOffline(a: Device, cardId: string): Promise<void> {
  const { uid } = a.user;
  for (let hole = 1; hole < 18; hole++) await setInPlay(a.rxdb, uid, cardId, hole);
  await setDisplayStyle(a.rxdb, uid, 'DP World Tour Colors');
  await clearInPlay(a.rxdb, uid);
}

/**
 * Lets a test close the app between the server's answer to a userData push and RxDB storing that
 * answer: the write of RxDB's replication meta for it fails, as it does when the page is gone, and the
 * replication stops there. Installed before the device opens (RxDB's schema validation binds the
 * storage's write method when a storage instance is created); `arm` picks the state to fail on.
 */
function appClosingBeforeAnswersAreStored(): { arm(test: (doc: unknown) => boolean): Promise<void>; uninstall(): void } {
  const proto = RxStorageInstanceDexie.prototype;
  const bulkWrite = proto.bulkWrite;
  let armed: { test: (doc: unknown) => boolean; fired: () => void } | null = null;
  proto.bulkWrite = function (this: RxStorageInstanceDexie<unknown>, rows, context) {
    const target = armed;
    if (target && context === 'replication-up-write-meta' && rows.some((r) => target.test(r.document))) {
      armed = null;
      target.fired();
      return Promise.reject(new Error('the app was closed'));
    }
    return bulkWrite.call(this, rows, context);
  };
  return {
    arm: (test) => new Promise((fired) => (armed = { test, fired })),
    uninstall: () => {
      proto.bulkWrite = bulkWrite;
    },
  };
}

describe('a push whose answer was lost', () => {
  it('userData: the round ended offline stays ended (the server held our own inPlay)', async () => {
    const user = await sync.backend.createUser();
    const a = await online(user);
    await startRoundLosingTheAnswer(a, 'card-1');
    await playOffline(a, 'card-1');

    a.online();
    expect(await a.sync?.awaitPushed(10_000)).toBe(true);
    const server = await eventually(() => userDataOnServer(user), (d) => d?.displayStyle === 'DP World Tour Colors');
    expect(server?.inPlay).toBeUndefined();
    const local = await userDataOn(a);
    expect(local?.inPlay).toBeUndefined();
    expect(local?.displayStyle).toBe('DP World Tour Colors');
    expect((await a.status(() => true)).lastError?.message ?? '').not.toMatch(/conflict/);
  });

  it('userData: the same after the app was reloaded offline before the connection came back', async () => {
    const user = await sync.backend.createUser();
    const a = await online(user);
    await startRoundLosingTheAnswer(a, 'card-2');
    await setInPlay(a.rxdb, user.uid, 'card-2', 5);
    await sync.close(a);

    // The reopened app starts offline: it does not see the server before the round ends.
    const again = await online(user, { reuse: a, sync: false });
    again.offline();
    again.startSync();
    await playOffline(again, 'card-2');
    again.online();
    await again.status((s) => s.online);
    expect(await again.sync?.awaitPushed(10_000)).toBe(true);
    const server = await eventually(() => userDataOnServer(user), (d) => d?.displayStyle === 'DP World Tour Colors');
    expect(server?.inPlay).toBeUndefined();
    expect((await userDataOn(again))?.inPlay).toBeUndefined();
  });

  it('userData: a round ended just before the app was closed, then the next round started, is the round in play', async () => {
    const closing = appClosingBeforeAnswersAreStored();
    try {
      const user = await sync.backend.createUser();
      const a = await online(user);
      await setInPlay(a.rxdb, user.uid, 'round-1', 8);
      expect(await a.sync?.awaitPushed(10_000)).toBe(true);
      // "Finish round": the server takes the end of the round; the app is closed before it stores that.
      const closed = closing.arm((doc) => JSON.stringify(doc).includes(`"id":"${user.uid}"`) && !JSON.stringify(doc).includes('inPlay'));
      await clearInPlay(a.rxdb, user.uid);
      await closed;
      await eventually(() => userDataOnServer(user), (d) => d !== null && d.inPlay === undefined);
      await sync.close(a);

      // The app reopens on the next round's card, which becomes the round in play at once: sync starts
      // after the first paint. That is the round in play, here and on the server.
      const again = await online(user, { reuse: a, sync: false });
      await setInPlay(again.rxdb, user.uid, 'round-2', 0);
      again.startSync();
      await again.status((s) => s.online);
      expect(await again.sync?.awaitPushed(10_000)).toBe(true);
      const server = await eventually(() => userDataOnServer(user), (d) => d?.inPlay !== undefined, 5_000);
      expect(server?.inPlay).toEqual({ scoreCardId: 'round-2', currentHole: 0 });
      expect((await userDataOn(again))?.inPlay).toEqual({ scoreCardId: 'round-2', currentHole: 0 });
    } finally {
      closing.uninstall();
    }
  });

  it('userData: another device changed the bag on top of our lost write; both changes and the end of the round survive', async () => {
    const user = await sync.backend.createUser();
    const a = await online(user);
    const b = await online(user);
    await startRoundLosingTheAnswer(a, 'card-3');
    // B sees the round A started (our write did land) and changes the bag meanwhile.
    await eventually(() => userDataOn(b), (d) => d?.inPlay?.scoreCardId === 'card-3');
    await setBag(b.rxdb, user.uid, [club('k1', 'Driver')]);
    expect(await b.sync?.awaitPushed(10_000)).toBe(true);

    await playOffline(a, 'card-3');
    a.online();
    expect(await a.sync?.awaitPushed(10_000)).toBe(true);
    const server = await eventually(() => userDataOnServer(user), (d) => d?.displayStyle === 'DP World Tour Colors');
    expect(server?.inPlay).toBeUndefined();
    expect(server?.bag).toEqual([club('k1', 'Driver')]);
    await eventually(() => userDataOn(b), (d) => d?.displayStyle === 'DP World Tour Colors' && d.inPlay === undefined);
  });

  it('users: a profile field set and then removed offline stays removed', async () => {
    const user = await sync.backend.createUser();
    const a = await online(user);
    await a.rxdb.users.upsert({ id: user.uid, firstName: 'Ana' });
    expect(await a.sync?.awaitPushed(10_000)).toBe(true);
    const dropped = dropAnswerOf(a, (w) => w.path === `users/${user.uid}` && typeof w.value === 'object' && w.value !== null && 'lastName' in w.value);
    await (await a.rxdb.users.findOne(user.uid).exec())?.incrementalPatch({ lastName: 'Ruiz' });
    await dropped;
    await a.status((s) => !s.online);
    await (await a.rxdb.users.findOne(user.uid).exec())?.incrementalModify(({ lastName: _dropped, ...rest }) => rest);
    await (await a.rxdb.users.findOne(user.uid).exec())?.incrementalPatch({ firstName: 'Ana María' });

    a.online();
    expect(await a.sync?.awaitPushed(10_000)).toBe(true);
    const server = await eventually(
      () => sync.backend.rtdb.getData(`users/${user.uid}`) as { firstName?: string; lastName?: string } | null,
      (d) => d?.firstName === 'Ana María',
    );
    expect(server?.lastName).toBeUndefined();
  });

  it('score cards: holes recorded offline after a lost answer are all kept, and a card field cleared stays cleared', async () => {
    const user = await sync.backend.createUser();
    const a = await online(user);
    const card = newCard(user, { tournamentId: '' });
    await a.rxdb.scorecards.insert(card);
    expect(await a.sync?.awaitPushed(10_000)).toBe(true);

    const dropped = dropAnswerOf(a, (w) => w.path === `scoreCards/${card.id}`);
    const doc = () => a.rxdb.scorecards.findOne(card.id).exec();
    const t = Date.now();
    await (await doc())?.incrementalModify((c) => ({ ...recordHole(c, 1, 5, t), notes: 'windy' }));
    await dropped;
    await a.status((s) => !s.online);
    expect(shots(serverCard(sync.backend, card.id))?.[0]).toBe(5);
    for (let n = 2; n <= 18; n++) await (await doc())?.incrementalModify((c) => recordHole(c, n, 3, t + n));
    await (await doc())?.incrementalModify(({ notes: _cleared, ...rest }) => rest);

    a.online();
    expect(await a.sync?.awaitPushed(10_000)).toBe(true);
    const expected = [5, ...Array.from({ length: 17 }, () => 3)];
    const server = await eventually(() => serverCard(sync.backend, card.id), (c) => shots(c)?.join() === expected.join());
    expect(server?.notes).toBeUndefined();
    expect(shots(await doc())).toEqual(expected);
    expect((await doc())?.notes).toBeUndefined();
  });
});
