// onDisconnect set / update / cancel are replayed when the client's socket drops.
import { onDisconnect, ref, set } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, record, type Harness } from './clients.ts';
import { rawConnect } from './raw-client.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.stop());

describe('onDisconnect', () => {
  it('set and update fire, cancelled ones do not, when the client goes away', async () => {
    const [leaving, watcher] = [await h.client(), await h.client()];
    await set(ref(leaving.db, 'presence'), { a: 'online', b: { state: 'online' }, c: 'online' });
    await onDisconnect(ref(leaving.db, 'presence/a')).set('offline');
    await onDisconnect(ref(leaving.db, 'presence/b')).update({ state: 'offline', left: true });
    await onDisconnect(ref(leaving.db, 'presence/c')).set('offline');
    await onDisconnect(ref(leaving.db, 'presence/c')).cancel();
    const rec = record(ref(watcher.db, 'presence'));
    await rec.until((v) => (v as { a?: string } | null)?.a === 'online');
    await leaving.close();
    expect(await rec.until((v) => (v as { b?: { left?: boolean } } | null)?.b?.left === true)).toEqual({
      a: 'offline',
      b: { state: 'offline', left: true },
      c: 'online',
    });
    rec.unsubscribe();
  });

  it('fires when a raw socket is dropped without a close handshake', async () => {
    const raw = await rawConnect(h.server.port);
    expect((await raw.request('o', { p: '/dropped', d: { '.sv': 'timestamp' } })).s).toBe('ok');
    raw.ws.terminate();
    const deadline = Date.now() + 5_000;
    while (h.server.getData('dropped') === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(typeof h.server.getData('dropped')).toBe('number');
  });

  it('is refused up front when the rules would refuse the write', async () => {
    const strict = await harness({ rules: { rules: { '.read': true, open: { '.write': true } } } });
    try {
      const raw = await rawConnect(strict.server.port);
      expect((await raw.request('o', { p: '/closed', d: 1 })).s).toBe('permission_denied');
      expect((await raw.request('o', { p: '/open', d: 1 })).s).toBe('ok');
      raw.close();
    } finally {
      await strict.stop();
    }
  });
});
