// Attacks on the rules, against a server with the real database.rules.json: reads through a
// transaction's stale answer, prototype pollution through `__proto__` keys, writes that child rules
// used to grant, and invalid data hidden in unchanged fields. Legitimate writes still go through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRtdbServer, type RtdbServer } from '../../../emulator/rtdb/index.ts';
import { projectRules } from '../../support/backend.ts';
import { match, pushed, scoreCard, seed, userData } from '../../unit/rules/fixtures.ts';
import { idToken, restCall } from './hostile-support.ts';
import { rawConnect, type RawClient } from './raw-client.ts';

let server: RtdbServer;
const sockets: RawClient[] = [];

beforeAll(async () => {
  server = await startRtdbServer({ port: 0, rules: projectRules(), log: () => {} });
  server.setData('/', { ...seed(), matches: { m1: match('m1', 'alice', ['alice', 'bob']), m2: match('m2', 'alice', []) } });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server.stop();
});

const rest = (method: string, path: string, options: { as?: string; body?: unknown; raw?: string } = {}) =>
  restCall(server.url, method, path, { as: options.as, body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });

/** A raw WebSocket client, signed in as `uid` when given. */
async function socket(uid?: string): Promise<RawClient> {
  const client = await rawConnect(server.port);
  sockets.push(client);
  if (uid) expect((await client.request('auth', { cred: idToken(uid) })).s).toBe('ok');
  return client;
}

/** Resolves once every message the server sent before now has arrived (a ping's answer comes after them). */
async function settled(client: RawClient) {
  const pong = client.next((m) => m.t === 'c' && m.d.t === 'o');
  client.sendFrames(JSON.stringify({ t: 'c', d: { t: 'p', d: {} } }));
  await pong;
}

describe('reads: the rules come before any data leaves', () => {
  it('a transaction with a bogus hash on the root, unauthenticated, is denied and gets no data', async () => {
    const c = await socket();
    expect((await c.request('p', { p: '/', d: null, h: 'bogus' })).s).toBe('permission_denied');
    await settled(c);
    expect(c.pushes).toEqual([]);
  });

  it.each(['/userData/alice', '/admins', '/admins/admin', '/'])('a transaction on %s by another user is denied and gets no data', async (path) => {
    const c = await socket('mallory');
    expect((await c.request('p', { p: path, d: null, h: 'bogus' })).s).toBe('permission_denied');
    await settled(c);
    expect(c.pushes).toEqual([]);
  });

  it('the owner of the data gets datastale and the current value, so the transaction can run again', async () => {
    const c = await socket('alice');
    const answer = await c.request('p', { p: '/userData/alice', d: pushed(userData('alice')), h: 'bogus' });
    expect(answer.s).toBe('datastale');
    await settled(c);
    expect(c.pushes).toEqual([{ a: 'd', b: { p: '/userData/alice', d: expect.objectContaining({ id: 'alice' }) } }]);
  });

  it('listens, gets and REST reads of data the client may not read are denied', async () => {
    const c = await socket('mallory');
    expect((await c.request('q', { p: '/userData/alice', h: '' })).s).toBe('permission_denied');
    expect((await c.request('g', { p: '/admins' })).s).toBe('permission_denied');
    await settled(c);
    expect(c.pushes).toEqual([]);
    expect((await rest('GET', '/userData/alice.json', { as: 'mallory' })).status).toBe(401);
    expect((await rest('GET', '/.json')).status).toBe(401);
    expect((await rest('GET', '/userData/alice.json', { as: 'alice' })).status).toBe(200);
  });
});

describe('prototype pollution: __proto__, constructor and prototype are plain keys', () => {
  it('a card written at scoreCards/__proto__ is stored there, and Object.prototype is untouched', async () => {
    const card = pushed(scoreCard('__proto__', 'mallory', 'mallory'));
    const put = await rest('PATCH', '/scoreCards/__proto__.json', { as: 'mallory', body: card });
    expect(put.status).toBe(200);
    expect(Object.prototype).not.toHaveProperty('isCompetition');
    expect(Object.prototype).not.toHaveProperty('userId');
    const back = await rest('GET', '/scoreCards/__proto__.json', { as: 'mallory' });
    expect(JSON.parse(back.text)).toMatchObject({ id: '__proto__', userId: 'mallory', isCompetition: false });
    // Other cards did not gain its fields.
    expect(JSON.parse((await rest('GET', '/scoreCards/sc2/userId.json', { as: 'carol' })).text)).toBe('carol');
  });

  it('a user whose uid is a field name of that card is not an admin', async () => {
    for (const uid of ['isCompetition', 'userId', '__proto__', 'constructor', 'toString']) {
      expect(JSON.parse((await rest('GET', `/admins/${uid}.json`, { as: uid })).text)).toBeNull();
      // Only an admin may rewrite alice's course.
      const course = JSON.parse((await rest('GET', '/courses/c1.json', { as: uid })).text) as Record<string, unknown>;
      expect((await rest('PUT', '/courses/c1.json', { as: uid, body: { ...course, name: 'Taken', updatedAt: { '.sv': 'timestamp' } } })).status).toBe(401);
    }
  });

  it('players written through matches/__proto__ do not make carol a player of every match', async () => {
    expect((await rest('PATCH', '/matches/__proto__.json', { as: 'mallory', body: { players: { carol: 1 } } })).status).toBe(401);
    expect(Object.prototype).not.toHaveProperty('players');
    // m2 has no players: carol, not its creator, may not write it.
    const takeOver = pushed(match('m2', 'alice', ['carol']));
    expect((await rest('PUT', '/matches/m2.json', { as: 'carol', body: takeOver })).status).toBe(401);
  });

  it('a required field supplied only through a nested "__proto__" key does not pass .validate', async () => {
    const raw = '{"__proto__": {"id": "mallory", "updatedAt": {".sv": "timestamp"}}}';
    expect((await rest('PUT', '/userData/mallory.json', { as: 'mallory', raw })).status).toBe(401);
    expect(Object.prototype).not.toHaveProperty('id');
    expect(server.getData('userData/mallory')).toBeNull();
  });

  it('ordinary writes still succeed afterwards', async () => {
    expect((await rest('PUT', '/userData/mallory.json', { as: 'mallory', body: pushed(userData('mallory')) })).status).toBe(200);
    expect((await rest('PUT', '/scoreCards/sc9.json', { as: 'bob', body: pushed(scoreCard('sc9', 'bob', 'bob')) })).status).toBe(200);
  });

  it('the keys are stored and read back as data, over REST and the WebSocket', async () => {
    const raw = '{"__proto__":{"a":1},"constructor":{"b":2},"prototype":3}';
    expect((await rest('PUT', '/lab.json', { as: 'owner', raw })).status).toBe(200);
    expect(JSON.parse((await rest('GET', '/lab.json', { as: 'owner' })).text)).toEqual(JSON.parse(raw));
    expect((await rest('GET', '/lab/__proto__/a.json', { as: 'owner' })).text).toBe('1');
    expect((await rest('GET', '/lab/constructor.json', { as: 'owner' })).text).toBe('{"b":2}');
    const c = await socket();
    expect((await c.request('auth', { cred: 'owner' })).s).toBe('ok');
    const got = await c.request('g', { p: '/lab' });
    expect(JSON.stringify(got.d)).toBe(raw);
    // Queries select them like any key.
    const query = await rest('GET', '/lab.json?orderBy="$key"&equalTo="__proto__"', { as: 'owner' });
    expect(query.text).toBe('{"__proto__":{"a":1}}');
    const limited = await c.request('g', { p: '/lab', q: { i: '.key', l: 2, vf: 'r' } });
    expect(JSON.stringify(limited.d)).toBe('{"constructor":{"b":2},"prototype":3}');
    expect(({} as Record<string, unknown>).a).toBeUndefined();
  });
});

describe('writes: granted only at or above the path, validated on all new data', () => {
  it("a set on the whole scoreCards collection is not granted by the per-card rules", async () => {
    const all = JSON.parse((await rest('GET', '/scoreCards.json', { as: 'alice' })).text) as Record<string, unknown>;
    const mine = { ...all, sc1: pushed(scoreCard('sc1', 'alice', 'alice', 'm1')) };
    expect((await rest('PUT', '/scoreCards.json', { as: 'alice', body: mine })).status).toBe(401);
    const c = await socket('alice');
    expect((await c.request('p', { p: '/scoreCards', d: mine })).s).toBe('permission_denied');
    // The card itself, at its own path, is hers to write.
    expect((await rest('PUT', '/scoreCards/sc1.json', { as: 'alice', body: mine.sc1 })).status).toBe(200);
  });

  it('.validate runs on fields that did not change, so invalid data cannot be carried along', async () => {
    server.setData('userData/carol', userData('carol', { displayStyle: 'Neon' as never }));
    const same = pushed(userData('carol', { displayStyle: 'Neon' as never }));
    expect((await rest('PUT', '/userData/carol.json', { as: 'carol', body: same })).status).toBe(401);
    const fixed = pushed(userData('carol'));
    expect((await rest('PUT', '/userData/carol.json', { as: 'carol', body: fixed })).status).toBe(200);
  });
});
