// The merge base after a lost push answer, and the record of the states a push sent.
import { createRxDatabase, type RxDatabase, type WithDeleted } from 'rxdb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserDataDoc } from '../../../../src/data/types.ts';
import { conflictHandlers } from '../../../../src/sync/conflicts/handlers.ts';
import { baseWithOwnValues } from '../../../../src/sync/conflicts/field-merge.ts';
import { mergeScoreCards } from '../../../../src/sync/conflicts/scorecards.ts';
import type { DocWithDeleted } from '../../../../src/backend/doc-shape.ts';
import { OwnWrites } from '../../../../src/sync/replication/own-writes.ts';

const doc = (fields: Record<string, unknown>): DocWithDeleted => ({ id: 'u1', ...fields, _deleted: false });
const asUserData = (d: DocWithDeleted) => d as unknown as WithDeleted<UserDataDoc>;

describe('baseWithOwnValues', () => {
  const assumed = doc({ displayStyle: 'Default Colors' });
  const started = doc({ displayStyle: 'Default Colors', inPlay: { scoreCardId: 'c', currentHole: 0 } });
  const ended = doc({ displayStyle: 'The Open Colors' });

  it('counts a server value this device sent as ours: a round ended after a lost answer stays ended', async () => {
    // The server holds our own started round with another device's bag on top.
    const server = doc({ displayStyle: 'Default Colors', inPlay: { scoreCardId: 'c', currentHole: 0 }, bag: [{ id: 'k', name: 'Driver' }] });
    const base = baseWithOwnValues(assumed, server, [started, ended]);
    expect(base).toEqual(doc({ displayStyle: 'Default Colors', inPlay: { scoreCardId: 'c', currentHole: 0 } }));
    const merged = await conflictHandlers.userdata.resolve(
      { newDocumentState: asUserData(ended), realMasterState: asUserData(server), assumedMasterState: asUserData(base ?? assumed) },
      'test',
    );
    expect(merged).toEqual({ id: 'u1', displayStyle: 'The Open Colors', bag: [{ id: 'k', name: 'Driver' }], _deleted: false });

    // Against the assumed state alone the server's copy of our old inPlay would win.
    const stale = await conflictHandlers.userdata.resolve(
      { newDocumentState: asUserData(ended), realMasterState: asUserData(server), assumedMasterState: asUserData(assumed) },
      'test',
    );
    expect(stale.inPlay).toEqual({ scoreCardId: 'c', currentHole: 0 });
  });

  it('leaves a field the other device changed to a value this device never had as a change of theirs', () => {
    const server = doc({ displayStyle: 'Geometry Shapes', inPlay: { scoreCardId: 'c', currentHole: 0 } });
    const base = baseWithOwnValues(assumed, server, [started, ended]);
    expect(base?.displayStyle).toBe('Default Colors');
    expect(base?.inPlay).toEqual({ scoreCardId: 'c', currentHole: 0 });
  });

  it('without an assumed state, the first sent state is the fallback', () => {
    const server = doc({ displayStyle: 'Geometry Shapes', inPlay: { scoreCardId: 'c', currentHole: 0 } });
    expect(baseWithOwnValues(undefined, server, [started])).toEqual(started);
    expect(baseWithOwnValues(undefined, server, [started, ended])?.inPlay).toEqual(started.inPlay);
    expect(baseWithOwnValues(undefined, server, [])).toBeUndefined();
  });

  it("score cards: this device's own value of one hole is known as its own when another golfer changed another hole", () => {
    const hole = (number: number, shotCount: number, modifiedAt: number) => ({ number, shotCount, modifiedAt });
    const assumed = doc({ modifiedDate: 10, holes: [hole(1, 0, 10), hole(4, 0, 10)] });
    // Par on hole 1 reached the server, its answer did not; the marker then entered hole 4 there.
    const sent = doc({ modifiedDate: 20, holes: [hole(1, 4, 20), hole(4, 0, 10)] });
    const server = doc({ modifiedDate: 30, holes: [hole(1, 4, 20), hole(4, 5, 30)] });
    // Offline meanwhile, the player took a shot off hole 1 and picked up on hole 4.
    const local = doc({ modifiedDate: 40, holes: [hole(1, 3, 40), hole(4, -1, 41)] });
    const merged = mergeScoreCards(local, server, baseWithOwnValues(assumed, server, [sent, local]));
    // Hole 1 was this device's alone; hole 4 both changed, and the server's (the first there) stays.
    expect(merged.holes).toEqual([hole(1, 3, 40), hole(4, 5, 30)]);
  });

  it("score cards: the marker's holes stay when RxDB lost its record of the created card and the player scored meanwhile", () => {
    const hole = (number: number, shotCount: number, modifiedAt: number, disputed?: boolean) => ({ number, shotCount, modifiedAt, ...(disputed ? { disputed } : {}) });
    // The card as the marker's phone created and sent it; the server's answer was never stored.
    const created = doc({ modifiedDate: 10, holes: [hole(1, 0, 10), hole(2, 0, 10), hole(3, 0, 10)] });
    // Since then the player entered hole 1 and disputed hole 2, and the marker entered holes 2 and 3.
    const server = doc({ modifiedDate: 30, holes: [hole(1, 5, 30), hole(2, 0, 31, true), hole(3, 0, 10)] });
    const local = doc({ modifiedDate: 40, holes: [hole(1, 0, 10), hole(2, 4, 40), hole(3, 6, 41)] });
    const merged = mergeScoreCards(local, server, baseWithOwnValues(undefined, server, [created, local]));
    expect(merged.holes).toEqual([hole(1, 5, 30), { number: 2, shotCount: 4, modifiedAt: 31, disputed: true }, hole(3, 6, 41)]);
  });

  it('score cards: a card field set and cleared again after a lost answer stays cleared, holes all kept', () => {
    const hole = (number: number, shotCount: number, modifiedAt: number) => ({ number, shotCount, modifiedAt });
    const a = doc({ matchId: '', modifiedDate: 10, holes: [hole(1, 0, 0), hole(2, 0, 0)] });
    const sent = doc({ matchId: 'm', modifiedDate: 20, holes: [hole(1, 5, 20), hole(2, 0, 0)] });
    const local = doc({ matchId: '', modifiedDate: 40, holes: [hole(1, 5, 20), hole(2, 4, 40)] });
    // Another device edited hole 1 later, on top of our sent state, with a newer card date.
    const server = doc({ matchId: 'm', modifiedDate: 50, holes: [hole(1, 6, 50), hole(2, 0, 0)] });
    const merged = mergeScoreCards(local, server, baseWithOwnValues(a, server, [sent, local]));
    expect(merged.matchId).toBe('');
    expect(merged.holes).toEqual([hole(1, 6, 50), hole(2, 4, 40)]);
  });
});

describe('OwnWrites', () => {
  let db: RxDatabase | null = null;
  afterEach(async () => {
    await db?.remove();
    db = null;
  });

  const openDb = async (name: string) => {
    db = await createRxDatabase({ name, storage: getRxStorageMemory(), multiInstance: false });
    return db;
  };

  it('keeps the states sent on top of one assumed state, survives a reopen, and forgets on confirmation', async () => {
    const name = `own-writes-${Date.now().toString(36)}`;
    const assumed = doc({ displayStyle: 'Default Colors' });
    const s1 = doc({ displayStyle: 'Default Colors', inPlay: { scoreCardId: 'c', currentHole: 0 } });
    const s2 = doc({ displayStyle: 'The Open Colors' });

    const first = await OwnWrites.open(await openDb(name), 'userdata');
    await first.record('u1', assumed, s1);
    await first.record('u1', assumed, s1);
    await first.record('u1', assumed, s2);
    expect(await first.sent('u1', assumed)).toEqual([s1, s2]);
    // Under another assumed state those sends say nothing.
    expect(await first.sent('u1', s1)).toEqual([]);
    expect(await first.sent('other', assumed)).toEqual([]);
    await first.close();
    await db?.close();

    const again = await OwnWrites.open(await openDb(name), 'userdata');
    expect(await again.sent('u1', assumed)).toEqual([s1, s2]);
    // A send on top of a newer assumed state replaces the record.
    await again.record('u1', s2, s1);
    expect(await again.sent('u1', s2)).toEqual([s1]);
    expect(await again.sent('u1', assumed)).toEqual([]);
    await again.forget('u1');
    expect(await again.sent('u1', s2)).toEqual([]);
    await again.close();
  });
});
