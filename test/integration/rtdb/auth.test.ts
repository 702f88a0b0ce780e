// Auth: Auth emulator ID tokens are accepted, a missing token is unauthenticated, bad tokens are refused.
import { get, ref, set } from 'firebase/database';
import { describe, expect, it } from 'vitest';
import { rawConnect } from './raw-client.ts';
import { backendForFile } from '../../support/backend-for-file.ts';

const rules = {
  rules: {
    users: { $uid: { '.read': 'auth != null && auth.uid === $uid', '.write': 'auth != null && auth.uid === $uid' } },
  },
};

const backend = backendForFile({ rules });

/** Sends one request on a fresh raw socket and returns the response body. */
async function rawRequest(port: number, action: string, body: unknown): Promise<{ s: string; d: unknown }> {
  const raw = await rawConnect(port);
  try {
    return await raw.request(action, body);
  } finally {
    raw.close();
  }
}

const fakeToken = (claims: Record<string, unknown>) =>
  [{ alg: 'none', typ: 'JWT' }, claims].map((p) => Buffer.from(JSON.stringify(p)).toString('base64url')).join('.') + '.';

describe('auth', () => {
  it('a signed-in user reads and writes their own node, not another user\'s', async () => {
    const alice = await backend.createUser();
    const bob = await backend.createUser();
    const client = await backend.client(alice);
    expect(client.uid).toBe(alice.uid);
    await set(ref(client.db, `users/${alice.uid}`), { name: 'Alice' });
    expect((await get(ref(client.db, `users/${alice.uid}`))).val()).toEqual({ name: 'Alice' });
    await expect(set(ref(client.db, `users/${bob.uid}`), { name: 'Mallory' })).rejects.toThrow(/permission_denied/i);
    await expect(get(ref(client.db, `users/${bob.uid}`))).rejects.toThrow(/permission/i);
  });

  it('a client without a token is unauthenticated', async () => {
    const anon = await backend.client();
    await expect(set(ref(anon.db, 'users/someone'), { name: 'x' })).rejects.toThrow(/permission_denied/i);
  });

  it('answers auth with the claims of a valid token', async () => {
    const user = await backend.createUser();
    const res = await rawRequest(backend.rtdb.port, 'auth', { cred: user.idToken });
    expect(res.s).toBe('ok');
    expect((res.d as { auth: { sub: string } }).auth.sub).toBe(user.uid);
  });

  it.each([
    ['garbage', 'not-a-jwt'],
    ['an expired token', fakeToken({ sub: 'u1', aud: 'demo-handicap-down', iat: 1, exp: 2 })],
    ['a token for another project', fakeToken({ sub: 'u1', aud: 'other-project', iat: 1, exp: 4102444800 })],
    ['a token without subject', fakeToken({ aud: 'demo-handicap-down', iat: 1, exp: 4102444800 })],
  ])('refuses %s with invalid_token', async (_name, cred) => {
    const res = await rawRequest(backend.rtdb.port, 'auth', { cred });
    expect(res.s).toBe('invalid_token');
  });

  it('the admin token bypasses the rules', async () => {
    const res = await rawRequest(backend.rtdb.port, 'gauth', { cred: 'owner' });
    expect(res.s).toBe('ok');
  });

  it('drops the identity when the token expires and tells the client (ac expired_token)', async () => {
    const raw = await rawConnect(backend.rtdb.port);
    const exp = Math.ceil(Date.now() / 1000) + 2;
    const uid = 'soon-expired';
    expect((await raw.request('auth', { cred: fakeToken({ sub: uid, aud: 'demo-handicap-down', iat: exp - 60, exp }) })).s).toBe('ok');
    expect((await raw.request('p', { p: `/users/${uid}`, d: { name: 'x' } })).s).toBe('ok');
    const revoked = raw.next((m) => m.t === 'd' && m.d.a === 'ac');
    expect((await revoked).d.b).toEqual({ s: 'expired_token', d: 'Auth token is expired.' });
    expect((await raw.request('p', { p: `/users/${uid}`, d: { name: 'y' } })).s).toBe('permission_denied');
    raw.close();
  });
});
