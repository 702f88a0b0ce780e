// Queries computed on the server: the SDK's orderings, cursors with keys, limits, and live windows.
import { endAt, endBefore, equalTo, get, limitToFirst, limitToLast, orderByChild, orderByKey, orderByValue, query, ref, remove, set, startAfter, startAt, update } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, orderedKeys, record, type Harness } from './clients.ts';
import { rawConnect } from './raw-client.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
  h.server.setData('mixed', {
    n: { w: 1 },
    f: { v: false },
    t: { v: true },
    one: { v: 1 },
    two: { v: 2 },
    s: { v: 'a' },
    o: { v: { x: 1 } },
    '10': { v: 1 },
    '9': { v: 1 },
  });
  h.server.setData('scores', { amy: 70, bob: 72, cat: 68, dan: 72, eve: 90 });
});
afterAll(() => h.stop());

const keysOf = async (q: Parameters<typeof get>[0]) => orderedKeys(await get(q));

describe('orderings', () => {
  it('orderByChild: null < false < true < numbers < strings < objects, ties by key (integers first)', async () => {
    const c = await h.client();
    expect(await keysOf(query(ref(c.db, 'mixed'), orderByChild('v'), limitToFirst(20)))).toEqual(['n', 'f', 't', '9', '10', 'one', 'two', 's', 'o']);
  });

  it('orderByKey and orderByValue with cursors', async () => {
    const c = await h.client();
    expect(await keysOf(query(ref(c.db, 'scores'), orderByKey(), startAfter('bob'), endAt('dan')))).toEqual(['cat', 'dan']);
    expect(await keysOf(query(ref(c.db, 'scores'), orderByValue(), startAt(70), endBefore(90)))).toEqual(['amy', 'bob', 'dan']);
    expect(await keysOf(query(ref(c.db, 'scores'), orderByValue(), startAt(72, 'bob'), limitToFirst(2)))).toEqual(['bob', 'dan']);
    expect(await keysOf(query(ref(c.db, 'scores'), orderByValue(), startAfter(72, 'bob')))).toEqual(['dan', 'eve']);
  });

  it('equalTo, with and without a key', async () => {
    const c = await h.client();
    expect(await keysOf(query(ref(c.db, 'scores'), orderByValue(), equalTo(72)))).toEqual(['bob', 'dan']);
    expect(await keysOf(query(ref(c.db, 'scores'), orderByValue(), equalTo(72, 'dan')))).toEqual(['dan']);
    expect(await keysOf(query(ref(c.db, 'mixed'), orderByChild('v'), equalTo(1)))).toEqual(['9', '10', 'one']);
  });

  it('limitToLast takes the end of the ordering', async () => {
    const c = await h.client();
    expect(await keysOf(query(ref(c.db, 'scores'), orderByValue(), limitToLast(2)))).toEqual(['dan', 'eve']);
    expect(await keysOf(query(ref(c.db, 'scores'), orderByValue(), endBefore(72), limitToLast(2)))).toEqual(['cat', 'amy']);
  });

  it('the server sends only the selected children on a tagged listen and a get', async () => {
    const raw = await rawConnect(h.server.port);
    const q = { sp: 70, sin: false, sn: '[MAX_NAME]', l: 2, vf: 'l', i: '.value' };
    const data = raw.next((m) => m.t === 'd' && m.d.a === 'd');
    expect((await raw.request('q', { p: '/scores', q, t: 7, h: '' })).s).toBe('ok');
    expect((await data).d.b).toEqual({ p: '/scores', d: { bob: 72, dan: 72 }, t: 7 });
    expect(await raw.request('g', { p: '/scores', q: { ep: 70, ein: true, i: '.value' } })).toEqual({ s: 'ok', d: { amy: 70, cat: 68 } });
    raw.close();
  });
});

describe('live queries', () => {
  it("orderByChild('updatedAt').startAfter(x).limitToFirst(n) always holds exactly the right children", async () => {
    const [writer, reader] = [await h.client(), await h.client()];
    await set(ref(writer.db, 'cards'), { c1: { updatedAt: 50 }, c2: { updatedAt: 150 }, c3: { updatedAt: 200 }, c4: { updatedAt: 300 }, c5: { updatedAt: 400 } });
    const q = query(ref(reader.db, 'cards'), orderByChild('updatedAt'), startAfter(100), limitToFirst(3));
    const rec = record(q);
    const keys = (v: unknown) => Object.keys((v ?? {}) as object).sort().join(',');
    const waitKeys = (k: string) => rec.until((v) => keys(v) === k);
    await waitKeys('c2,c3,c4');
    await update(ref(writer.db, 'cards/c1'), { updatedAt: 160 });
    await waitKeys('c1,c2,c3');
    await remove(ref(writer.db, 'cards/c3'));
    await waitKeys('c1,c2,c4');
    await update(ref(writer.db, 'cards/c2'), { updatedAt: 90 });
    await waitKeys('c1,c4,c5');
    await set(ref(writer.db, 'cards/c6'), { updatedAt: 101 });
    await waitKeys('c1,c4,c6');
    await update(ref(writer.db, 'cards/c4'), { note: 'edited' });
    expect(await rec.until((v) => (v as Record<string, { note?: string }> | null)?.c4?.note === 'edited')).toEqual({
      c1: { updatedAt: 160 },
      c4: { updatedAt: 300, note: 'edited' },
      c6: { updatedAt: 101 },
    });
    // The paging form the sync engine uses: after (value, key) of the last row.
    expect(await keysOf(query(ref(reader.db, 'cards'), orderByChild('updatedAt'), startAfter(160, 'c1'), limitToFirst(2)))).toEqual(['c4', 'c5']);
    rec.unsubscribe();
  });

  it('a tagged listener is not sent changes outside its window', async () => {
    const raw = await rawConnect(h.server.port);
    h.server.setData('win', { a: 1, b: 2, c: 3 });
    expect((await raw.request('q', { p: '/win', q: { l: 1, vf: 'l', i: '.value' }, t: 1, h: '' })).s).toBe('ok');
    const before = raw.pushes.length;
    const pushed = raw.next((m) => m.t === 'd' && m.d.a !== undefined);
    h.server.setData('win/c', 30);
    h.server.setData('win/a', 10);
    await pushed;
    await new Promise((r) => setTimeout(r, 100));
    expect(raw.pushes.slice(before)).toEqual([{ a: 'd', b: { p: '/win', d: { b: 2 }, t: 1 } }]);
    raw.close();
  });
});
