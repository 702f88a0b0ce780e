// The sync engine with one golfer on two devices, offline edits (docs/ARCHITECTURE.md, "Sync").
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../support/backend.ts';
import { newCard, recordHole, serverCard, shots } from './support/cards.ts';
import { eventually, openDevice, type Device } from './support/devices.ts';
import { syncTestContext } from './support/backend.ts';

const sync = syncTestContext();

let user: TestUser;

beforeAll(async () => {
  user = await sync.backend.createUser();
});

async function twoDevices(): Promise<[Device, Device]> {
  const a = await openDevice(sync.backend, user);
  const b = await openDevice(sync.backend, user);
  sync.track(a, b);
  await a.status((s) => s.online);
  await b.status((s) => s.online);
  return [a, b];
}

const cardOn = (d: Device, id: string) => d.rxdb.scorecards.findOne(id).exec();

describe('two devices of one golfer', () => {
  it('1. A records 18 holes offline; B has the complete card within 2 s of A coming online', async () => {
    const [a, b] = await twoDevices();
    a.offline();
    await a.status((s) => !s.online);
    const card = newCard(user);
    const doc = await a.rxdb.scorecards.insert(card);
    for (let n = 1; n <= 18; n++) await doc.incrementalModify((c) => recordHole(c, n, 3 + (n % 4)));
    const expected = Array.from({ length: 18 }, (_, i) => 3 + ((i + 1) % 4));
    expect(shots(await cardOn(a, card.id))).toEqual(expected);
    expect((await a.status((s) => s.pending === 1)).pending).toBe(1);
    expect(await cardOn(b, card.id)).toBeNull();

    const online = Date.now();
    a.online();
    await eventually(() => cardOn(b, card.id), (c) => c !== null && shots(c)?.join() === expected.join(), 2_000, 10);
    expect(Date.now() - online).toBeLessThan(2_000);
    await a.status((s) => s.pending === 0 && s.lastSyncedAt !== null);
  });

  it('2. A and B edit different holes of the same card offline; both end with all holes', async () => {
    const [a, b] = await twoDevices();
    const card = newCard(user);
    await a.rxdb.scorecards.insert(card);
    await eventually(() => cardOn(b, card.id), (c) => c !== null);
    a.offline();
    b.offline();
    const docA = await a.rxdb.scorecards.findOne(card.id).exec();
    const docB = await b.rxdb.scorecards.findOne(card.id).exec();
    for (let n = 1; n <= 9; n++) await docA?.incrementalModify((c) => recordHole(c, n, 4));
    for (let n = 10; n <= 18; n++) await docB?.incrementalModify((c) => recordHole(c, n, 5));
    a.online();
    b.online();
    const all = [...Array(9).fill(4), ...Array(9).fill(5)].join();
    await eventually(() => cardOn(a, card.id), (c) => shots(c)?.join() === all);
    await eventually(() => cardOn(b, card.id), (c) => shots(c)?.join() === all);
    expect(shots(serverCard(sync.backend, card.id))?.join()).toBe(all);
  });

  it('3. both edit the same hole offline; both devices end with the edit that reached the server first', async () => {
    const [a, b] = await twoDevices();
    const card = newCard(user);
    await a.rxdb.scorecards.insert(card);
    await eventually(() => cardOn(b, card.id), (c) => c !== null);
    a.offline();
    b.offline();
    const t = Date.now();
    await (await a.rxdb.scorecards.findOne(card.id).exec())?.incrementalModify((c) => recordHole(c, 7, 6, t));
    await (await b.rxdb.scorecards.findOne(card.id).exec())?.incrementalModify((c) => recordHole(c, 7, 3, t + 1000));
    // B's edit reaches the server first, so A's meets a conflict when it arrives and keeps the server's
    // (docs/ARCHITECTURE.md, "Sync": merge order).
    b.online();
    expect(await b.sync?.awaitPushed(10_000)).toBe(true);
    a.online();
    expect(await a.sync?.awaitPushed(10_000)).toBe(true);
    const hole7 = (c: Awaited<ReturnType<typeof cardOn>>) => c?.holes[6];
    await eventually(() => cardOn(a, card.id), (c) => hole7(c)?.shotCount === 3);
    await eventually(() => cardOn(b, card.id), (c) => hole7(c)?.shotCount === 3);
    expect(hole7(await cardOn(a, card.id))?.modifiedAt).toBe(t + 1000);
    expect(hole7(await cardOn(b, card.id))?.modifiedAt).toBe(t + 1000);
  });

  it('4. A deletes a card while B is offline; B comes online and the card is gone there too', async () => {
    const [a, b] = await twoDevices();
    const card = newCard(user);
    await a.rxdb.scorecards.insert(card);
    await eventually(() => cardOn(b, card.id), (c) => c !== null);
    b.offline();
    await b.status((s) => !s.online);
    await (await a.rxdb.scorecards.findOne(card.id).exec())?.remove();
    expect(await a.sync?.awaitPushed(10_000)).toBe(true);
    expect(sync.backend.rtdb.getData(`scoreCards/${card.id}`)).toMatchObject({ deleted: true });
    expect(await cardOn(b, card.id)).not.toBeNull();
    b.online();
    await eventually(() => cardOn(b, card.id), (c) => c === null);
  });

  it('userData/{uid}, which has no collection-wide read, replicates as that one document', async () => {
    const [a, b] = await twoDevices();
    await a.rxdb.userdata.upsert({ id: user.uid, displayStyle: 'The Open Colors', inPlay: { scoreCardId: 'c1', currentHole: 4 } });
    const onB = await eventually(() => b.rxdb.userdata.findOne(user.uid).exec(), (d) => d?.inPlay?.currentHole === 4);
    expect(onB?.displayStyle).toBe('The Open Colors');
    // Ending the round empties inPlay; RTDB drops the empty object and B follows.
    await (await b.rxdb.userdata.findOne(user.uid).exec())?.incrementalPatch({ inPlay: {} });
    await eventually(() => a.rxdb.userdata.findOne(user.uid).exec(), (d) => d !== null && d.inPlay?.scoreCardId === undefined);
    expect(a.sync?.counters().userdata?.pulled).toBeGreaterThan(0);
    expect((await a.status(() => true)).lastError).toBeNull();
  });
});
