// Transactions: the SDK's hash is checked, 'datastale' makes the client retry on fresh data.
import { get, ref, runTransaction, set } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashValue } from '../../../emulator/rtdb/hash.ts';
import { harness, type Harness } from './clients.ts';
import { rawConnect } from './raw-client.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.stop());

describe('transactions', () => {
  it('two clients incrementing one counter 100 times each end at 200', async () => {
    const [a, b] = [await h.client(), await h.client()];
    const bump = async (db: typeof a.db) => {
      for (let i = 0; i < 100; i++) {
        const result = await runTransaction(ref(db, 'tx/counter'), (v: number | null) => (v ?? 0) + 1);
        expect(result.committed).toBe(true);
      }
    };
    await Promise.all([bump(a.db), bump(b.db)]);
    expect(h.server.getData('tx/counter')).toBe(200);
    expect((await get(ref((await h.client()).db, 'tx/counter'))).val()).toBe(200);
  });

  it('transactions on objects (hash of children in key order) commit', async () => {
    const a = await h.client();
    await set(ref(a.db, 'tx/card'), { 10: 'x', 2: 'y', b: 1.5, a: true, z: -0.1, big: 2 ** 40 });
    const result = await runTransaction(ref(a.db, 'tx/card'), (card: Record<string, unknown> | null) => ({ ...(card ?? {}), n: 1 }));
    expect(result.committed).toBe(true);
    expect(h.server.getData('tx/card/n')).toBe(1);
  });

  it("answers a put whose hash is stale with 'datastale' and pushes the current value", async () => {
    h.server.setData('tx/stale', 5);
    const raw = await rawConnect(h.server.port);
    const push = raw.next((m) => m.t === 'd' && m.d.a === 'd');
    expect((await raw.request('p', { p: '/tx/stale', d: 6, h: hashValue(4) })).s).toBe('datastale');
    expect((await push).d.b).toEqual({ p: '/tx/stale', d: 5 });
    expect(h.server.getData('tx/stale')).toBe(5);
    expect((await raw.request('p', { p: '/tx/stale', d: 6, h: hashValue(5) })).s).toBe('ok');
    expect((await raw.request('p', { p: '/tx/new', d: 1, h: '' })).s).toBe('ok');
    expect(h.server.getData('tx/stale')).toBe(6);
    raw.close();
  });
});
