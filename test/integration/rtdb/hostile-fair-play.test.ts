// Fair play inside a match and a tournament, through the real server and database.rules.json: the case
// table of test/unit/rules/card-terms-cases.ts run by Auth emulator users with the firebase SDK (an
// attack must reach the SDK as permission_denied and change nothing; a legitimate write is stored),
// and the same attacks sent over REST with the golfer's own ID token.
import { ref, remove, set, update, type Database } from 'firebase/database';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backendForFile } from '../../support/backend-for-file.ts';
import type { TestUser } from '../../support/backend.ts';
import type { RuleCase } from '../../unit/rules/cases.ts';
import { fairPlayCases, fairPlaySeed, SIGNED_AT } from '../../unit/rules/card-terms-cases.ts';
import { EARLIER, USERS, type CaseUser, type Uids } from '../../unit/rules/fixtures.ts';
import { restCall } from './hostile-support.ts';

const backend = backendForFile();
let uids: Uids;
const accounts = new Map<CaseUser, TestUser>();
const dbs = new Map<CaseUser, Database>();

beforeAll(async () => {
  for (const name of USERS) {
    const account = await backend.createUser();
    accounts.set(name, account);
    dbs.set(name, (await backend.client(account)).db);
  }
  uids = Object.fromEntries([...accounts].map(([name, a]) => [name, a.uid])) as Uids;
});

beforeEach(() => {
  backend.rtdb.setData('', fairPlaySeed(uids));
});

function run(db: Database, c: RuleCase): Promise<unknown> {
  const at = c.path ? ref(db, c.path) : ref(db);
  if (c.op === 'set') return set(at, c.value);
  if (c.op === 'update') return update(at, c.value);
  if (c.op === 'remove') return remove(at);
  throw new Error('reads are not fair-play cases');
}

const writeCases = fairPlayCases().flatMap((c, i) => (c.op === 'get' ? [] : [[c.allowed ? 'allows' : 'denies', c.name, i] as const]));

describe('fair play through the SDK', () => {
  it.each(writeCases)('%s: %s', async (_verdict, _name, i) => {
    const c = fairPlayCases(uids)[i] as RuleCase;
    const before = backend.rtdb.getData('scoreCards');
    const outcome = run(dbs.get(c.as as CaseUser) as Database, c);
    if (!c.allowed) {
      await expect(outcome).rejects.toThrow(/permission_denied/i);
      expect(backend.rtdb.getData('scoreCards')).toEqual(before);
      return;
    }
    await outcome;
    const card = c.path.startsWith('scoreCards/') ? (backend.rtdb.getData(c.path) as { updatedAt?: number } | null) : null;
    if (card) expect(card.updatedAt).toBeGreaterThan(EARLIER);
  });
});

describe('fair play over REST, with the golfer\'s own token', () => {
  const rest = (as: CaseUser, method: string, path: string, body: unknown) =>
    restCall(backend.rtdbUrl, method, `${path}.json`, { body: JSON.stringify(body), headers: { authorization: `Bearer ${accounts.get(as)?.idToken ?? ''}` } });
  const TS = { '.sv': 'timestamp' };

  it('a player cannot give themselves strokes, a lower par or a higher handicap; their shots go through', async () => {
    for (const body of [{ 'holes/0/extraShots': 4 }, { 'holes/1/par': 6 }, { 'holes/0/hcp': 18 }, { handicapPlay: 36 }, { holeCount: 1 }]) {
      expect((await rest('bob', 'PATCH', '/scoreCards/sc4', { ...body, updatedAt: TS })).status, JSON.stringify(body)).toBe(401);
    }
    expect(backend.rtdb.getData('scoreCards/sc4/holes/0/extraShots')).toBe(1);
    expect((await rest('bob', 'PATCH', '/scoreCards/sc4', { 'holes/0/shotCount': 3, updatedAt: TS })).status).toBe(200);
    expect(backend.rtdb.getData('scoreCards/sc4/holes/0/shotCount')).toBe(3);
  });

  it('the creator cannot accept or confirm for the player, nor score for them; the player can', async () => {
    expect((await rest('alice', 'PATCH', '/scoreCards/sc4', { acceptedAt: SIGNED_AT, updatedAt: TS })).status).toBe(401);
    expect((await rest('alice', 'PATCH', '/scoreCards/sc4', { confirmedAt: SIGNED_AT, updatedAt: TS })).status).toBe(401);
    expect((await rest('alice', 'PATCH', '/scoreCards/sc4', { 'holes/0/shotCount': 2, updatedAt: TS })).status).toBe(401);
    expect(backend.rtdb.getData('scoreCards/sc4/acceptedAt')).toBeNull();
    expect((await rest('alice', 'PATCH', '/scoreCards/sc4', { handicapPlay: 12, updatedAt: TS })).status).toBe(200);
    expect((await rest('bob', 'PATCH', '/scoreCards/sc4', { acceptedAt: SIGNED_AT, confirmedAt: SIGNED_AT, updatedAt: TS })).status).toBe(200);
  });

  it('the marker scores a partner until the partner confirms; a plain player never does', async () => {
    expect((await rest('dave', 'PATCH', '/scoreCards/sc4', { 'holes/0/shotCount': 9, updatedAt: TS })).status).toBe(401);
    expect((await rest('bob', 'PATCH', '/scoreCards/sc5', { 'holes/0/shotCount': 4, updatedAt: TS })).status).toBe(200);
    expect((await rest('bob', 'PATCH', '/scoreCards/sc5', { confirmedAt: SIGNED_AT, updatedAt: TS })).status).toBe(401);
    expect((await rest('dave', 'PATCH', '/scoreCards/sc5', { confirmedAt: SIGNED_AT, updatedAt: TS })).status).toBe(200);
    expect((await rest('bob', 'PATCH', '/scoreCards/sc5', { 'holes/0/shotCount': 8, updatedAt: TS })).status).toBe(401);
    expect(backend.rtdb.getData('scoreCards/sc5/holes/0/shotCount')).toBe(4);
  });

  it('a whole card sent with PUT is held to the same terms', async () => {
    const card = backend.rtdb.getData('scoreCards/sc4') as { holes: Record<string, Record<string, unknown>> } & Record<string, unknown>;
    const holes = Object.values(card.holes).map((h, i) => (i === 0 ? { ...h, extraShots: 5 } : h));
    expect((await rest('bob', 'PUT', '/scoreCards/sc4', { ...card, holes, updatedAt: TS })).status).toBe(401);
    const played = Object.values(card.holes).map((h, i) => (i === 0 ? { ...h, shotCount: 4 } : h));
    expect((await rest('bob', 'PUT', '/scoreCards/sc4', { ...card, holes: played, updatedAt: TS })).status).toBe(200);
  });
});
