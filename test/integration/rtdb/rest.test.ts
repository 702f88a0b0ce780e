// The REST face: GET / PUT / PATCH / POST / DELETE `/<path>.json`, auth, admin mode, queries, errors.
import { ref } from 'firebase/database';
import { describe, expect, it } from 'vitest';
import { backendForFile } from '../../support/backend-for-file.ts';
import { record } from './clients.ts';

const rules = {
  rules: {
    '.read': 'auth != null',
    notes: { $uid: { '.write': 'auth != null && auth.uid === $uid' } },
  },
};

const backend = backendForFile({ rules });

async function call(method: string, path: string, options: { body?: unknown; raw?: string; token?: string; query?: string } = {}) {
  const url = `${backend.rtdbUrl}/${path}.json${options.query ? `?${options.query}` : ''}`;
  const res = await fetch(url, {
    method,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

describe('REST', () => {
  it('admin (Bearer owner) writes and reads anything, bypassing the rules', async () => {
    expect(await call('PUT', 'seed/a', { token: 'owner', body: { x: 1, list: [1, 2] } })).toEqual({ status: 200, body: { x: 1, list: [1, 2] } });
    expect(await call('PATCH', 'seed', { token: 'owner', body: { 'a/y': 2, b: true } })).toEqual({ status: 200, body: { 'a/y': 2, b: true } });
    expect(await call('GET', 'seed', { token: 'owner' })).toEqual({ status: 200, body: { a: { x: 1, y: 2, list: [1, 2] }, b: true } });
    const posted = await call('POST', 'seed/items', { token: 'owner', body: { n: 1 } });
    expect(posted.body).toEqual({ name: expect.stringMatching(/^[-\w]{20}$/) });
    expect(await call('DELETE', 'seed/a', { token: 'owner' })).toEqual({ status: 200, body: null });
    expect(await call('GET', 'seed/a', { token: 'owner' })).toEqual({ status: 200, body: null });
  });

  it('resolves server values in REST writes', async () => {
    const before = Date.now();
    const res = await call('PUT', 'seed/ts', { token: 'owner', body: { at: { '.sv': 'timestamp' } } });
    expect((res.body as { at: number }).at).toBeGreaterThanOrEqual(before);
  });

  it('enforces the rules with ?auth= and Authorization: Bearer ID tokens', async () => {
    const user = await backend.createUser();
    expect((await call('GET', 'seed')).status).toBe(401);
    expect((await call('GET', 'seed', { query: `auth=${user.idToken}` })).status).toBe(200);
    expect((await call('PUT', `notes/${user.uid}`, { token: user.idToken, body: 'mine' })).status).toBe(200);
    expect(await call('PUT', 'notes/someone-else', { token: user.idToken, body: 'theirs' })).toEqual({ status: 401, body: { error: 'Permission denied' } });
    expect((await call('GET', 'seed', { token: 'not-a-token' })).status).toBe(401);
  });

  it('answers queries (orderBy, limits, cursors)', async () => {
    await call('PUT', 'ranked', { token: 'owner', body: { a: { s: 3 }, b: { s: 1 }, c: { s: 2 }, d: { s: 5 } } });
    const q = (s: string) => call('GET', 'ranked', { token: 'owner', query: s }).then((r) => Object.keys(r.body as object).sort());
    expect(await q('orderBy="s"&limitToFirst=2')).toEqual(['b', 'c']);
    expect(await q('orderBy="s"&startAfter=2')).toEqual(['a', 'd']);
    expect(await q('orderBy="$key"&endAt="b"')).toEqual(['a', 'b']);
    expect(await q('orderBy="s"&equalTo=5')).toEqual(['d']);
    expect(await q('orderBy="s"&limitToLast=1')).toEqual(['d']);
  });

  it('SDK listeners see REST writes', async () => {
    const user = await backend.createUser();
    const client = await backend.client(user);
    const rec = record(ref(client.db, 'seed/live'));
    await call('PUT', 'seed/live', { token: 'owner', body: 'from REST' });
    await rec.until((v) => v === 'from REST');
    rec.unsubscribe();
  });
});
