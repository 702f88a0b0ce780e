// A writer who claims a time nobody has reached, against a server with the real database.rules.json:
// a hole or card stamped far ahead of the server's clock is refused over REST and the WebSocket; the
// same write stamped at or behind the server's clock (an honest phone, even one whose clock is days
// behind) goes through. docs/ARCHITECTURE.md, "Security rules" and "Sync" (client times).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRtdbServer, type RtdbServer } from '../../../emulator/rtdb/index.ts';
import { CLIENT_TIME_AHEAD_MS } from '../../../schemas/rules/database-rules.ts';
import { projectRules } from '../../support/backend.ts';
import { hole, pushed, scoreCard, seed, SERVER_TS } from '../../unit/rules/fixtures.ts';
import { idToken, restCall } from './hostile-support.ts';
import { rawConnect, type RawClient } from './raw-client.ts';

const DAY = 24 * 60 * 60 * 1000;

let server: RtdbServer;
const sockets: RawClient[] = [];

beforeAll(async () => {
  server = await startRtdbServer({ port: 0, rules: projectRules(), log: () => {} });
  server.setData('/', seed());
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server.stop();
});

const rest = (method: string, path: string, as: string, body: unknown) => restCall(server.url, method, path, { as, body: JSON.stringify(body) });

async function socket(uid: string): Promise<RawClient> {
  const client = await rawConnect(server.port);
  sockets.push(client);
  expect((await client.request('auth', { cred: idToken(uid) })).s).toBe('ok');
  return client;
}

const shotsOfHole1 = async () => (JSON.parse((await restCall(server.url, 'GET', '/scoreCards/sc1/holes/0.json', { as: 'alice' })).text) as { shotCount: number; modifiedAt: number });

describe('client time stamps ahead of the server', () => {
  it('a hole stamped a day ahead is refused over REST; the same edit stamped now goes through', async () => {
    const ahead = { 'holes/0/shotCount': 2, 'holes/0/modifiedAt': Date.now() + DAY, modifiedDate: Date.now() + DAY, updatedAt: SERVER_TS };
    expect((await rest('PATCH', '/scoreCards/sc1.json', 'alice', ahead)).status).toBe(401);
    expect((await shotsOfHole1()).shotCount).not.toBe(2);
    const honest = { 'holes/0/shotCount': 2, 'holes/0/modifiedAt': Date.now(), modifiedDate: Date.now(), updatedAt: SERVER_TS };
    expect((await rest('PATCH', '/scoreCards/sc1.json', 'alice', honest)).status).toBe(200);
    expect((await shotsOfHole1()).shotCount).toBe(2);
  });

  it("only the card's modifiedDate ahead is refused too", async () => {
    expect((await rest('PATCH', '/scoreCards/sc1.json', 'alice', { modifiedDate: Date.now() + 2 * CLIENT_TIME_AHEAD_MS, updatedAt: SERVER_TS })).status).toBe(401);
    expect((await rest('PATCH', '/scoreCards/sc1.json', 'alice', { modifiedDate: Date.now() + 60_000, updatedAt: SERVER_TS })).status).toBe(200);
  });

  it('a whole card with one hole stamped far ahead is refused over the WebSocket; a clock days behind is fine', async () => {
    const c = await socket('carol');
    const card = (modifiedAt: number) => pushed(scoreCard('sc2', 'carol', 'carol', '', { holes: [hole(1, { shotCount: 5, modifiedAt }), hole(2)] }));
    expect((await c.request('p', { p: '/scoreCards/sc2', d: card(Date.now() + 365 * DAY) })).s).toBe('permission_denied');
    expect((await c.request('m', { p: '/scoreCards/sc2', d: { 'holes/0/modifiedAt': 8_000_000_000_000, updatedAt: SERVER_TS } })).s).toBe('permission_denied');
    expect((await c.request('p', { p: '/scoreCards/sc2', d: card(Date.now() - 3 * DAY) })).s).toBe('ok');
  });
});
