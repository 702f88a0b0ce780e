// Bad input on the raw WebSocket and REST faces gets an answer; the connection and the server stay up.
import { get, ref, set } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, type Harness } from './clients.ts';
import { rawConnect, type RawClient } from './raw-client.ts';

let h: Harness;
let raw: RawClient;
beforeAll(async () => {
  h = await harness({ maxMessageBytes: 2 * 1024 * 1024 });
  raw = await rawConnect(h.server.port);
});
afterAll(async () => {
  raw.close();
  await h.stop();
});

const controlError = () => raw.next((m) => m.t === 'c' && m.d.t === 'e');

async function stillUp() {
  const pong = raw.next((m) => m.t === 'c' && m.d.t === 'o');
  raw.sendFrames(JSON.stringify({ t: 'c', d: { t: 'p', d: {} } }));
  await pong;
  expect((await raw.request('p', { p: '/alive', d: Date.now() })).s).toBe('ok');
}

describe('malformed WebSocket input', () => {
  it.each([
    ['text that is not JSON', 'this is not json'],
    ['JSON that is not an object', '[1,2,3]'],
    ['an unknown layer', JSON.stringify({ t: 'x', d: {} })],
    ['a data message without a body', JSON.stringify({ t: 'd' })],
    ['a non-integer request number', JSON.stringify({ t: 'd', d: { r: 'one', a: 'p', b: {} } })],
  ])('%s gets a control error', async (_name, frame) => {
    const err = controlError();
    raw.sendFrames(frame);
    expect(typeof (await err).d.d).toBe('string');
    await stillUp();
  });

  it('a binary frame gets a control error', async () => {
    const err = controlError();
    raw.sendFrames(Buffer.from([1, 2, 3]));
    await err;
    await stillUp();
  });

  it.each([
    ['an unknown action', 'zz', {}, 'invalid_request'],
    ['a path with a forbidden character', 'p', { p: '/a.b', d: 1 }, 'invalid_path'],
    ['a path that is not a string', 'g', { p: 42, q: {} }, 'invalid_path'],
    ['a key with a forbidden character', 'p', { p: '/a', d: { 'b#c': 1 } }, 'invalid_data'],
    ['a key with a control character', 'p', { p: '/a', d: { 'b\u0001': 1 } }, 'invalid_data'],
    ['an unknown server value', 'p', { p: '/a', d: { '.sv': 'tomorrow' } }, 'invalid_data'],
    ['a merge that is not an object', 'm', { p: '/a', d: 5 }, 'invalid_data'],
    ['a merge with an empty path', 'm', { p: '/a', d: { '': 1 } }, 'invalid_path'],
    ['a query with a bad limit', 'q', { p: '/a', q: { l: -1, vf: 'l' }, t: 1, h: '' }, 'invalid_request'],
    ['a query with an object bound', 'g', { p: '/a', q: { sp: { x: 1 }, i: 'v' } }, 'invalid_request'],
    ['a non-numeric tag', 'q', { p: '/a', q: { l: 1, vf: 'l' }, t: 'x', h: '' }, 'invalid_request'],
    ['a non-string hash', 'p', { p: '/a', d: 1, h: 5 }, 'invalid_request'],
    ['a path deeper than 32', 'p', { p: '/' + Array.from({ length: 40 }, () => 'k').join('/'), d: 1 }, 'invalid_path'],
  ])('%s is answered with %s', async (_name, action, body, status) => {
    expect((await raw.request(action, body)).s).toBe(status);
    await stillUp();
  });

  it('a message over the size limit, split in frames, is answered too_big', async () => {
    const message = JSON.stringify({ t: 'd', d: { r: 77, a: 'p', b: { p: '/huge', d: 'x'.repeat(3 * 1024 * 1024) } } });
    const frames: string[] = [];
    for (let i = 0; i < message.length; i += 16384) frames.push(message.slice(i, i + 16384));
    const answer = raw.next((m) => m.t === 'd' && m.d.r === 77);
    raw.sendFrames(String(frames.length), ...frames);
    expect(((await answer).d.b as { s: string }).s).toBe('too_big');
    expect(h.server.getData('huge')).toBeNull();
    await stillUp();
  });

  it('a split message is reassembled', async () => {
    const message = JSON.stringify({ t: 'd', d: { r: 78, a: 'p', b: { p: '/split', d: 'y'.repeat(40_000) } } });
    const answer = raw.next((m) => m.t === 'd' && m.d.r === 78);
    raw.sendFrames('3', message.slice(0, 16384), message.slice(16384, 32768), message.slice(32768));
    expect(((await answer).d.b as { s: string }).s).toBe('ok');
    expect((h.server.getData('split') as string).length).toBe(40_000);
  });

  it('the server keeps serving SDK clients after all of that', async () => {
    const c = await h.client();
    await set(ref(c.db, 'after'), 'fine');
    expect((await get(ref(c.db, 'after'))).val()).toBe('fine');
  });
});

describe('malformed REST input', () => {
  const call = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
    fetch(`${h.server.url}${path}`, { method, body, headers }).then(async (r) => ({ status: r.status, body: (await r.json()) as { error?: string } }));

  it.each([
    ['invalid JSON', 'PUT', '/x.json', '{nope', 400],
    ['a forbidden key in the data', 'PUT', '/x.json', '{"a.b":1}', 400],
    ['an invalid path', 'GET', '/a%23b.json', undefined, 400],
    ['a path without .json', 'GET', '/x', undefined, 404],
    ['an unknown method', 'PROPFIND', '/x.json', undefined, 405],
    ['PATCH with a non-object', 'PATCH', '/x.json', '5', 400],
    ['orderBy that is not JSON', 'GET', '/x.json?orderBy=s', undefined, 400],
    ['limits without orderBy', 'GET', '/x.json?limitToFirst=1', undefined, 400],
  ])('%s gets a JSON error', async (_name, method, path, body, status) => {
    const res = await call(method, path, body, { authorization: 'Bearer owner' });
    expect(res.status).toBe(status);
    expect(typeof res.body.error).toBe('string');
  });

  it('a body over the size limit gets 413', async () => {
    const res = await call('PUT', '/x.json', JSON.stringify('z'.repeat(3 * 1024 * 1024)), { authorization: 'Bearer owner' });
    expect(res.status).toBe(413);
    expect((await call('GET', '/.json', undefined, { authorization: 'Bearer owner' })).status).toBe(200);
  });

  it('a malformed auth token gets 401', async () => {
    expect((await call('GET', '/x.json', undefined, { authorization: 'Bearer a.b.c' })).status).toBe(401);
  });
});
