// After the server restarts, clients reconnect on their own and their listeners resume.
import { ref, set } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, record, type Harness } from './clients.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.stop());

describe('server restart', () => {
  it('a client reconnects and its listeners resume; writes made meanwhile reach the server', async () => {
    const [a, b] = [await h.client(), await h.client()];
    const rec = record(ref(b.db, 'restart/value'));
    await set(ref(a.db, 'restart/value'), 1);
    await rec.until((v) => v === 1);
    await h.server.restart();
    await set(ref(a.db, 'restart/value'), 2);
    await rec.until((v) => v === 2, 20_000);
    h.server.setData('restart/value', 3);
    await rec.until((v) => v === 3);
    expect(h.server.getData('restart/value')).toBe(3);
    rec.unsubscribe();
  });
});
