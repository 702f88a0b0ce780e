// The sync engine across closing and reopening local databases (docs/ARCHITECTURE.md, "Sync").
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { signOut } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { collectionSchemas } from '../../../schemas/index.ts';
import { closeUserDatabase, openUserDatabase } from '../../../src/data/database.ts';
import type { GolfDatabase, ScoreCardDoc } from '../../../src/data/types.ts';
import { conflictHandlers, startSync } from '../../../src/sync/replication/index.ts';
import { toServer } from '../../../src/backend/doc-shape.ts';
import { syncTestContext } from './support/backend.ts';
import { newCard, newId, recordHole, serverCard, shots } from './support/cards.ts';
import { eventually } from './support/devices.ts';

const sync = syncTestContext();

const serverCardIds = () => Object.keys((sync.backend.rtdb.getData('scoreCards') as Record<string, unknown> | null) ?? {});

describe('closing and reopening', () => {
  it('5. the database closed mid-push and reopened: every hole on the server once, none lost or doubled', async () => {
    const user = await sync.backend.createUser();
    const a = await sync.device(user);
    await a.status((s) => s.online);
    a.offline();
    const cards: ScoreCardDoc[] = [];
    for (let i = 0; i < 150; i++) {
      let card = newCard(user);
      for (let n = 1; n <= 18; n++) card = recordHole(card, n, 1 + ((i + n) % 9));
      cards.push(card);
    }
    await a.rxdb.scorecards.bulkInsert(cards);
    await a.status((s) => s.pending === 150);

    const before = new Set(serverCardIds());
    a.online();
    // Close as soon as the first cards reach the server: transactions are in flight then.
    await eventually(() => serverCardIds().filter((id) => !before.has(id)).length, (n) => n > 0, 15_000, 2);
    await a.close();
    const atClose = serverCardIds().filter((id) => !before.has(id)).length;
    expect(atClose).toBeLessThan(150);

    const again = await sync.device(user, { reuse: a });
    expect(await again.rxdb.scorecards.count().exec()).toBe(150);
    expect(await again.sync?.awaitPushed(30_000)).toBe(true);
    for (const card of cards) {
      const stored = serverCard(sync.backend, card.id);
      expect(stored?.holes.map((h) => h.number)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
      expect(shots(stored)).toEqual(shots(card));
    }
  });

  it('7. 1,000 cards on the server sync into a fresh device; a second start pulls only what changed', async () => {
    const owner = await sync.backend.createUser();
    const feed = `feeds/${owner.uid}/scoreCards`;
    const base = Date.now() - 60_000;
    const ids: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const card = recordHole(newCard(owner), 1 + (i % 18), 4);
      ids.push(card.id);
      sync.backend.rtdb.setData(`scoreCards/${card.id}`, { ...toServer({ ...card, _deleted: false }, collectionSchemas.scorecards), updatedAt: base + i });
      sync.backend.rtdb.setData(`${feed}/${card.id}`, base + i);
    }
    // Another golfer's card on the server is not pulled (nor readable).
    const stranger = newCard(await sync.backend.createUser());
    sync.backend.rtdb.setData(`scoreCards/${stranger.id}`, { ...toServer({ ...stranger, _deleted: false }, collectionSchemas.scorecards), updatedAt: base });

    const device = await sync.device(owner);
    await eventually(() => device.rxdb.scorecards.count().exec(), (n) => n === ids.length, 30_000, 50);
    expect(device.sync?.counters().scorecards?.pulled).toBe(ids.length);

    await device.stopSync();
    const changed = ids.slice(0, 3);
    for (const id of changed) sync.backend.rtdb.setData(`scoreCards/${id}/notes`, 'changed');
    for (const id of changed) sync.backend.rtdb.setData(`scoreCards/${id}/updatedAt`, Date.now());
    for (const id of changed) sync.backend.rtdb.setData(`${feed}/${id}`, Date.now());
    const engine = device.startSync();
    await eventually(
      () => device.rxdb.scorecards.find({ selector: { id: { $in: changed } } }).exec(),
      (docs) => docs.length === 3 && docs.every((d) => d.notes === 'changed'),
    );
    await device.status((s) => s.online);
    // Pulls triggered by the listener and the reconnection find nothing more.
    await new Promise((r) => setTimeout(r, 500));
    expect(engine.counters().scorecards?.pulled).toBe(3);
  });

  it('8. two users on one browser: separate local databases; signing out with pending changes loses nothing', async () => {
    // Only this test's cards on the server (the earlier tests left 1,150).
    sync.backend.rtdb.setData('scoreCards', null);
    const browser = new IDBFactory();
    const [alice, bob] = [await sync.backend.createUser(), await sync.backend.createUser()];
    const openFor = (uid: string) => openUserDatabase(uid, { indexedDB: browser, IDBKeyRange, conflictHandlers, multiInstance: false });

    // Alice, offline, records a card and her bag; then signs out.
    const aliceClient = await sync.backend.client(alice);
    let aliceDb: GolfDatabase = await openFor(alice.uid);
    let aliceSync = startSync({ rxdb: aliceDb, firebaseDb: aliceClient.db, uid: alice.uid, signedIn: aliceClient.signedIn });
    const { goOffline } = await import('firebase/database');
    goOffline(aliceClient.db);
    const card = newCard(alice);
    await aliceDb.scorecards.insert(card);
    await aliceDb.userdata.insert({ id: alice.uid, bag: [{ id: newId('club'), name: 'Driver', type: 'Driver' }] });
    expect(await aliceSync.awaitPushed(300)).toBe(false);
    await aliceSync.stop();
    await closeUserDatabase(aliceDb);
    await signOut(aliceClient.auth);
    await aliceClient.close();

    // Bob on the same browser: his own database, none of Alice's local data.
    const bobClient = await sync.backend.client(bob);
    const bobDb = await openFor(bob.uid);
    expect(bobDb.name).not.toBe(aliceDb.name);
    expect(await bobDb.scorecards.findOne(card.id).exec()).toBeNull();
    expect(await bobDb.userdata.findOne(alice.uid).exec()).toBeNull();
    const bobSync = startSync({ rxdb: bobDb, firebaseDb: bobClient.db, uid: bob.uid, signedIn: bobClient.signedIn });
    const bobCard = newCard(bob);
    await bobDb.scorecards.insert(bobCard);
    expect(await bobSync.awaitPushed(10_000)).toBe(true);
    expect(await bobDb.scorecards.findOne(card.id).exec()).toBeNull();
    await bobSync.stop();
    await closeUserDatabase(bobDb);
    await signOut(bobClient.auth);

    // Alice again: her unsynced changes are still there and now reach the server.
    const aliceAgain = await sync.backend.client(alice);
    aliceDb = await openFor(alice.uid);
    expect(await aliceDb.scorecards.findOne(card.id).exec()).not.toBeNull();
    expect(await aliceDb.userdata.findOne(bob.uid).exec()).toBeNull();
    aliceSync = startSync({ rxdb: aliceDb, firebaseDb: aliceAgain.db, uid: alice.uid, signedIn: aliceAgain.signedIn });
    expect(await aliceSync.awaitPushed(10_000)).toBe(true);
    expect(serverCard(sync.backend, card.id)?.userId).toBe(alice.uid);
    expect(sync.backend.rtdb.getData(`userData/${alice.uid}/bag/0/name`)).toBe('Driver');
    await aliceSync.stop();
    await closeUserDatabase(aliceDb);
  });
});
