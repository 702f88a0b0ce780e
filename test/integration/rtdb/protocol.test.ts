// The wire protocol with the real SDK: handshake, keep-alive, frames over 16,384 characters,
// set/update/get, server values, and what listeners receive.
import { get, increment, ref, remove, serverTimestamp, set, update } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, record, type Harness } from './clients.ts';
import { rawConnect } from './raw-client.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.stop());

describe('handshake and keep-alive', () => {
  it('the server speaks first with ts, v 5, its host and a session id', async () => {
    const raw = await rawConnect(h.server.port);
    expect(raw.handshake.v).toBe('5');
    expect(raw.handshake.h).toBe(`127.0.0.1:${h.server.port}`);
    expect(raw.handshake.s).toMatch(/^[0-9a-f]{32}$/);
    expect(Math.abs(raw.handshake.ts - Date.now())).toBeLessThan(5_000);
    raw.close();
  });

  it('answers a ping with a pong, ignores the "0" keep-alive, and answers stats', async () => {
    const raw = await rawConnect(h.server.port);
    raw.sendFrames('0');
    const pong = raw.next((m) => m.t === 'c' && m.d.t === 'o');
    raw.sendFrames(JSON.stringify({ t: 'c', d: { t: 'p', d: {} } }));
    expect((await pong).d).toEqual({ t: 'o', d: {} });
    expect((await raw.request('s', { c: { 'sdk.js.12-0-0': 1 } })).s).toBe('ok');
    raw.close();
  });
});

describe('data', () => {
  it('set, get and remove through two clients', async () => {
    const [a, b] = [await h.client(), await h.client()];
    await set(ref(a.db, 'proto/one'), { name: 'Links', par: 72, tags: { a: true } });
    expect((await get(ref(b.db, 'proto/one'))).val()).toEqual({ name: 'Links', par: 72, tags: { a: true } });
    await remove(ref(a.db, 'proto/one'));
    expect((await get(ref(b.db, 'proto/one'))).exists()).toBe(false);
  });

  it('empty objects and nulls are not stored, arrays come back with index keys', async () => {
    const a = await h.client();
    await set(ref(a.db, 'proto/shape'), { empty: {}, gone: null, list: ['x', 'y'], keep: 0 });
    expect(h.server.getData('proto/shape')).toEqual({ list: { 0: 'x', 1: 'y' }, keep: 0 });
    expect((await get(ref((await h.client()).db, 'proto/shape/list'))).val()).toEqual(['x', 'y']);
  });

  it('a listener sees changes below, at and above its path', async () => {
    const [a, b] = [await h.client(), await h.client()];
    const rec = record(ref(b.db, 'proto/watch/card'));
    await rec.until((v) => v === null);
    await set(ref(a.db, 'proto/watch/card/holes/1'), 4);
    await rec.until((v) => JSON.stringify(v) === JSON.stringify({ holes: [null, 4] }) || JSON.stringify(v) === '{"holes":{"1":4}}');
    await set(ref(a.db, 'proto/watch'), { card: { total: 70 } });
    await rec.until((v) => JSON.stringify(v) === '{"total":70}');
    await update(ref(a.db, 'proto/watch/card'), { total: 71, 'holes/2': 3 });
    expect(await rec.until((v) => (v as { total?: number } | null)?.total === 71)).toEqual({ total: 71, holes: { 2: 3 } });
    rec.unsubscribe();
  });

  it('a 1 MB value round-trips (frames split both ways)', async () => {
    const [a, b] = [await h.client(), await h.client()];
    const big = Array.from({ length: 1024 }, (_, i) => `${i}:`.padEnd(1024, String.fromCharCode(97 + (i % 26)))).join('');
    expect(big.length).toBe(1024 * 1024);
    const rec = record(ref(b.db, 'proto/big'));
    await set(ref(a.db, 'proto/big'), { text: big, n: 1 });
    const seen = (await rec.until((v) => v !== null)) as { text: string };
    expect(seen.text).toBe(big);
    expect((await get(ref((await h.client()).db, 'proto/big/text'))).val()).toBe(big);
    rec.unsubscribe();
  });

  it('resolves server timestamps to the server clock and increments atomically', async () => {
    const [a, b] = [await h.client(), await h.client()];
    const before = Date.now();
    await set(ref(a.db, 'proto/sv'), { at: serverTimestamp(), n: increment(2) });
    await Promise.all([update(ref(a.db, 'proto/sv'), { n: increment(3) }), update(ref(b.db, 'proto/sv'), { n: increment(5) })]);
    const stored = h.server.getData('proto/sv') as { at: number; n: number };
    expect(stored.at).toBeGreaterThanOrEqual(before);
    expect(stored.at).toBeLessThanOrEqual(Date.now());
    expect(stored.n).toBe(10);
    expect((await get(ref((await h.client()).db, 'proto/sv'))).val()).toEqual(stored);
  });

  it('one multi-path update uses one timestamp for every path', async () => {
    const a = await h.client();
    await update(ref(a.db), { 'proto/ts/a': serverTimestamp(), 'proto/ts/b/c': serverTimestamp() });
    const v = h.server.getData('proto/ts') as { a: number; b: { c: number } };
    expect(v.a).toBe(v.b.c);
  });
});

describe('traffic counts (for the benches)', () => {
  it('counts each connection\'s frames and bytes both ways, its requests by action and the pushes it gets', async () => {
    const raw = await rawConnect(h.server.port);
    // Not signed in: counted as anonymous, from the handshake on.
    const before = h.server.traffic().get('anonymous');
    await raw.request('p', { p: '/proto/traffic', d: 4 });
    await raw.request('g', { p: '/proto/traffic', q: {} });
    const after = h.server.traffic().get('anonymous');
    expect(after?.requests.p).toBe((before?.requests.p ?? 0) + 1);
    expect(after?.requests.g).toBe((before?.requests.g ?? 0) + 1);
    expect((after?.framesUp ?? 0) - (before?.framesUp ?? 0)).toBe(2);
    expect((after?.framesDown ?? 0) - (before?.framesDown ?? 0)).toBe(2);
    expect((after?.bytesUp ?? 0) - (before?.bytesUp ?? 0)).toBeGreaterThan(20);
    expect((after?.bytesDown ?? 0) - (before?.bytesDown ?? 0)).toBeGreaterThan(20);
    raw.close();
  });
});
