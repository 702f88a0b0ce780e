// Bad and oversized input, and the admin token from web pages, against a server with the real
// database.rules.json: every request gets a clear answer (a status, an error reply), the server
// never crashes or hangs, and legitimate requests keep working.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRtdbServer, type RtdbServer } from '../../../emulator/rtdb/index.ts';
import { projectRules } from '../../support/backend.ts';
import { pushed, seed, userData } from '../../unit/rules/fixtures.ts';
import { idToken, restCall } from './hostile-support.ts';
import { rawConnect, type RawClient } from './raw-client.ts';

const APP = 'http://localhost:4173';
const EVIL = 'http://evil.example';
const TRUSTED = 'http://localhost:5555';

let server: RtdbServer;
const sockets: RawClient[] = [];

beforeAll(async () => {
  server = await startRtdbServer({ port: 0, rules: projectRules(), corsOrigins: [APP], adminOrigins: [TRUSTED], log: () => {} });
  server.setData('/', seed());
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server.stop();
});

const rest = (method: string, path: string, options: { as?: string; body?: string; headers?: Record<string, string> } = {}) => restCall(server.url, method, path, options);

async function socket(origin?: string): Promise<RawClient> {
  const client = await rawConnect(server.port, { origin });
  sockets.push(client);
  return client;
}

/** Sends raw bytes on a new TCP connection and resolves with what comes back before it closes. */
function rawHttp(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const sock = connect(server.port, '127.0.0.1');
    let answer = '';
    sock.on('data', (d: Buffer) => (answer += d.toString()));
    sock.on('close', () => resolve(answer));
    sock.on('error', reject);
    sock.setTimeout(10_000, () => reject(new Error(`no answer to ${JSON.stringify(request.slice(0, 40))}`)));
    sock.write(request);
  });
}

/** The server still answers REST and the WebSocket, and accepts a legitimate write. */
async function stillServing() {
  expect((await rest('GET', '/courses/c1/name.json', { as: 'alice' })).status).toBe(200);
  expect((await rest('PUT', '/userData/alice.json', { as: 'alice', body: JSON.stringify(pushed(userData('alice'))) })).status).toBe(200);
  const c = await socket();
  expect((await c.request('g', { p: '/courses' })).s).toBe('permission_denied');
}

describe('limits, as Firebase has them', () => {
  it('a key of 768 bytes is accepted, one of 769 bytes (or 771 in three-byte characters) is refused', async () => {
    expect((await rest('PUT', `/lab/${'k'.repeat(768)}.json`, { as: 'owner', body: '1' })).status).toBe(200);
    const long = await rest('PUT', `/lab/${'k'.repeat(769)}.json`, { as: 'owner', body: '1' });
    expect(long.status).toBe(400);
    expect(long.text).toMatch(/768 bytes/);
    expect((await rest('PUT', '/lab.json', { as: 'owner', body: JSON.stringify({ ['€'.repeat(257)]: 1 }) })).status).toBe(400);
    const c = await socket();
    expect(await c.request('auth', { cred: 'owner' })).toMatchObject({ s: 'ok' });
    expect(await c.request('p', { p: '/lab', d: { ['k'.repeat(769)]: 1 } })).toMatchObject({ s: 'invalid_data', d: expect.stringMatching(/768 bytes/) });
  });

  it('paths and data deeper than 32 levels are refused; 32 is fine', async () => {
    const path = (n: number) => '/' + Array.from({ length: n }, () => 'd').join('/');
    expect((await rest('PUT', `${path(32)}.json`, { as: 'owner', body: '1' })).status).toBe(200);
    expect((await rest('PUT', `${path(33)}.json`, { as: 'owner', body: '1' })).status).toBe(400);
    const nested = (n: number) => '{"d":'.repeat(n) + '1' + '}'.repeat(n);
    expect((await rest('PUT', '/deep.json', { as: 'owner', body: nested(31) })).status).toBe(200);
    const tooDeep = await rest('PUT', '/deep.json', { as: 'owner', body: nested(33) });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.text).toMatch(/deeper than 32/);
  });

  it('JSON nested 100,000 deep gets a clear error, over REST and the WebSocket', async () => {
    const deep = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    const answer = await rest('PUT', '/deep.json', { as: 'alice', body: deep });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ error: 'data nested deeper than 32' });
    const c = await socket();
    const message = JSON.stringify({ t: 'd', d: { r: 5, a: 'p', b: { p: '/deep', d: 0 } } }).replace('"d":0', `"d":${deep}`);
    const frames = [];
    for (let i = 0; i < message.length; i += 16384) frames.push(message.slice(i, i + 16384));
    const reply = c.next((m) => m.t === 'd' && m.d.r === 5);
    c.sendFrames(String(frames.length), ...frames);
    expect(((await reply).d.b as { s: string }).s).toBe('invalid_data');
    await stillServing();
  });

  it('a value nested 100,000 deep inside {".value": ...} wrappers gets the same clear error, over REST and the WebSocket', async () => {
    const wrapped = '{".value":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    const answer = await rest('PUT', '/deep.json', { as: 'alice', body: wrapped });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ error: 'data nested deeper than 32' });
    const patch = await rest('PATCH', '/deep.json', { as: 'alice', body: `{"a":${wrapped}}` });
    expect(JSON.parse(patch.text)).toEqual({ error: 'data nested deeper than 32' });
    const c = await socket();
    for (const [r, action] of [[6, 'p'], [7, 'm']] as const) {
      const data = action === 'm' ? `{"a":${wrapped}}` : wrapped;
      const message = JSON.stringify({ t: 'd', d: { r, a: action, b: { p: '/deep', d: 0 } } }).replace('"d":0', `"d":${data}`);
      const frames = [];
      for (let i = 0; i < message.length; i += 16384) frames.push(message.slice(i, i + 16384));
      const reply = c.next((m) => m.t === 'd' && m.d.r === r);
      c.sendFrames(String(frames.length), ...frames);
      expect((await reply).d.b).toEqual({ s: 'invalid_data', d: 'data nested deeper than 32' });
    }
    // A value wrapped a few times stays a value: {".value": {".value": 5}} is 5.
    expect((await rest('PUT', '/lab/wrapped.json', { as: 'owner', body: '{".value":{".value":5}}' })).status).toBe(200);
    expect((await rest('GET', '/lab/wrapped.json', { as: 'owner' })).text).toBe('5');
    await stillServing();
  });

  it('a query object nested 100,000 deep gets a clear error, not an internal one', async () => {
    const deep = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    const c = await socket();
    expect((await c.request('auth', { cred: idToken('alice') })).s).toBe('ok');
    // A listen with a tag (a query) and a get, the query's one field nested that deep.
    for (const [r, action, extra] of [[8, 'q', ',"t":1,"h":""'], [9, 'g', '']] as const) {
      const message = `{"t":"d","d":{"r":${r},"a":"${action}","b":{"p":"/courses","q":{"sp":${deep}}${extra}}}}`;
      const frames = [];
      for (let i = 0; i < message.length; i += 16384) frames.push(message.slice(i, i + 16384));
      const reply = c.next((m) => m.t === 'd' && m.d.r === r);
      c.sendFrames(String(frames.length), ...frames);
      expect((await reply).d.b).toEqual({ s: 'invalid_request', d: 'query nested deeper than 32' });
    }
    // Over REST each query value is its own URL parameter, which must be a primitive: a nested one
    // is refused as such (and 100,000 levels do not fit in a URL).
    const nested = '{"a":'.repeat(40) + '1' + '}'.repeat(40);
    const answer = await rest('GET', `/courses.json?orderBy="name"&startAt=${encodeURIComponent(nested)}`, { as: 'alice' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ error: 'startAt must be a JSON primitive' });
    await stillServing();
  });

  it('a frame count of 999,999 is refused at once, and later requests are still answered', async () => {
    const c = await socket();
    const error = c.next((m) => m.t === 'c' && m.d.t === 'e');
    c.sendFrames('999999');
    expect(String((await error).d.d)).toMatch(/frame count 999999 exceeds the limit/);
    expect((await c.request('g', { p: '/courses' })).s).toBe('permission_denied');
  });

  it('a 200 KB header is answered 431, not a reset', async () => {
    const answer = await rest('GET', '/courses.json', { headers: { authorization: `Bearer ${'x'.repeat(200 * 1024)}` } });
    expect(answer.status).toBe(431);
    const upgrade = await rawHttp(`GET /.ws?v=5 HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Big: ${'y'.repeat(200 * 1024)}\r\n\r\n`);
    expect(upgrade).toMatch(/^HTTP\/1\.1 431 /);
    await stillServing();
  });
});

describe('malformed requests get an error reply, never a crash', () => {
  it('`GET http://[bad HTTP/1.1` with WebSocket upgrade headers is answered 400 and the server stays up', async () => {
    const upgrade = 'Host: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n';
    expect(await rawHttp(`GET http://[bad HTTP/1.1\r\n${upgrade}`)).toMatch(/^HTTP\/1\.1 400 /);
    expect(await rawHttp(`GET /elsewhere HTTP/1.1\r\n${upgrade}`)).toMatch(/^HTTP\/1\.1 404 /);
    expect(await rawHttp('GET http://[bad/x.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    expect(await rawHttp('NOT HTTP AT ALL\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    await stillServing();
  });

  it.each([
    ['bad percent-encoding', 'GET', '/%E0%A4%A.json', undefined],
    ['a body that is not JSON', 'PUT', '/lab.json', '{"a":'],
    ['a forbidden character in a key', 'PUT', '/lab.json', '{"a/b":1}'],
    ['a non-finite number', 'PUT', '/lab.json', '1e999'],
    ['an unknown server value', 'PUT', '/lab.json', '{".sv":"evil"}'],
  ])('%s gets 400 with a JSON error', async (_name, method, path, body) => {
    const answer = await rest(method, path, { as: 'owner', body });
    expect(answer.status).toBe(400);
    expect(typeof (JSON.parse(answer.text) as { error: unknown }).error).toBe('string');
  });

  it('a multi-path update of 5,000 paths under the real rules is applied, and reads see every path', async () => {
    // Each path used to add one nested view of the tree: thousands of them overflowed the stack (500).
    const body = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`bulk/c${i}/notes`, `n${i}`]));
    const answer = await rest('PATCH', '/.json', { as: 'owner', body: JSON.stringify(body) });
    expect(answer.status).toBe(200);
    expect(JSON.parse((await rest('GET', '/bulk/c4999/notes.json', { as: 'owner' })).text)).toBe('n4999');
    expect(Object.keys(JSON.parse((await rest('GET', '/bulk.json', { as: 'owner' })).text) as object)).toHaveLength(5_000);
    // A delete of all of them in one update prunes the emptied parent.
    const gone = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`bulk/c${i}`, null]));
    expect((await rest('PATCH', '/.json', { as: 'owner', body: JSON.stringify(gone) })).status).toBe(200);
    expect(JSON.parse((await rest('GET', '/bulk.json', { as: 'owner' })).text)).toBeNull();
  });

  it('a token far larger than any ID token is refused with a reason', async () => {
    const c = await socket();
    expect(await c.request('auth', { cred: 'a.' + 'b'.repeat(100_000) + '.c' })).toMatchObject({ s: 'invalid_token', d: expect.stringMatching(/longer than/) });
  });
});

describe('the admin token and CORS', () => {
  it('is accepted from scripts (no Origin header)', async () => {
    expect((await rest('GET', '/admins.json', { as: 'owner' })).status).toBe(200);
    expect((await rest('GET', '/admins.json?auth=owner')).status).toBe(200);
    const c = await socket();
    expect((await c.request('auth', { cred: 'owner' })).s).toBe('ok');
  });

  it('is refused from any web page the server was not told to trust, the app included', async () => {
    for (const origin of [EVIL, APP]) {
      const denied = await rest('GET', '/admins.json', { as: 'owner', headers: { origin } });
      expect(denied.status).toBe(401);
      expect(denied.text).toMatch(/admin token/);
      expect((await rest('GET', '/.json?auth=owner', { headers: { origin } })).status).toBe(401);
      expect((await rest('DELETE', '/.json?auth=owner', { headers: { origin } })).status).toBe(401);
      const c = await socket(origin);
      expect((await c.request('auth', { cred: 'owner' })).s).toBe('invalid_token');
      expect((await c.request('g', { p: '/admins' })).s).toBe('permission_denied');
    }
    expect(server.getData('admins')).toEqual({ admin: true });
  });

  it('is accepted from a trusted origin', async () => {
    expect((await rest('GET', '/admins.json', { as: 'owner', headers: { origin: TRUSTED } })).status).toBe(200);
    const c = await socket(TRUSTED);
    expect((await c.request('auth', { cred: 'owner' })).s).toBe('ok');
  });

  it('CORS headers go to the app (and trusted) origins only', async () => {
    const fromApp = await rest('GET', '/courses.json', { as: 'alice', headers: { origin: APP } });
    expect(fromApp.headers.get('access-control-allow-origin')).toBe(APP);
    const fromEvil = await rest('GET', '/courses.json', { as: 'alice', headers: { origin: EVIL } });
    expect(fromEvil.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await rest('OPTIONS', '/courses.json', { headers: { origin: EVIL, 'access-control-request-method': 'DELETE' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    const appPreflight = await rest('OPTIONS', '/courses.json', { headers: { origin: APP, 'access-control-request-method': 'PUT' } });
    expect(appPreflight.headers.get('access-control-allow-methods')).toMatch(/PUT/);
    const trusted = await rest('GET', '/courses.json', { as: 'owner', headers: { origin: TRUSTED } });
    expect(trusted.headers.get('access-control-allow-origin')).toBe(TRUSTED);
  });
});
