// How the server applies the rules to listens: refused listens, revoked listens when the data or the
// auth changes, and the no_index warning for queries on fields the rules do not index.
import { onValue, ref } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, type Harness } from './clients.ts';
import { rawConnect } from './raw-client.ts';

const rules = {
  rules: {
    docs: { $id: { '.read': "data.child('public').val() === true" } },
    ranked: { '.read': true, '.indexOn': ['score'] },
  },
};

let h: Harness;
beforeAll(async () => {
  h = await harness({ rules });
});
afterAll(() => h.stop());

describe('rules on listens', () => {
  it('a listen the rules refuse fails with permission_denied', async () => {
    h.server.setData('docs/secret', { public: false, text: 'no' });
    const c = await h.client();
    const error = await new Promise<Error>((resolve) => onValue(ref(c.db, 'docs/secret'), () => undefined, resolve));
    expect(error.message).toMatch(/permission_denied/i);
  });

  it('a listen is revoked when a write makes the rules refuse it', async () => {
    h.server.setData('docs/open', { public: true, text: 'yes' });
    const c = await h.client();
    const values: unknown[] = [];
    const cancelled = new Promise<Error>((resolve) => onValue(ref(c.db, 'docs/open'), (s) => values.push(s.val()), resolve));
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => values.length > 0 && (clearInterval(timer), resolve()), 10);
    });
    h.server.setData('docs/open/public', false);
    expect((await cancelled).message).toMatch(/permission_denied/i);
    expect(values).toEqual([{ public: true, text: 'yes' }]);
  });

  it('warns (no_index) about a query on a field without .indexOn, not on an indexed one', async () => {
    const raw = await rawConnect(h.server.port);
    const indexed = await raw.request('q', { p: '/ranked', q: { l: 2, vf: 'l', i: 'score' }, t: 1, h: '' });
    const unindexed = await raw.request('q', { p: '/ranked', q: { l: 2, vf: 'l', i: 'name' }, t: 2, h: '' });
    expect(indexed).toEqual({ s: 'ok', d: {} });
    expect(unindexed).toEqual({ s: 'ok', d: { w: ['no_index'] } });
    raw.close();
  });
});
