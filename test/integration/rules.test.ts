// database.rules.json enforced by the RTDB server, seen through the real firebase SDK: the case table
// of test/unit/rules/cases.ts run by Auth emulator users. Denied operations must reach the SDK as
// permission_denied; allowed ones must be stored (with the server's timestamp).
import {
  equalTo,
  get,
  limitToLast,
  onValue,
  orderByChild,
  orderByValue,
  query,
  ref,
  remove,
  set,
  startAt,
  update,
  type Database,
  type Query,
} from 'firebase/database';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backendForFile } from '../support/backend-for-file.ts';
import { ruleCases, type RuleCase } from '../unit/rules/cases.ts';
import { EARLIER, seed, USERS, type CaseUser, type Uids } from '../unit/rules/fixtures.ts';

const backend = backendForFile();
let uids: Uids;
const dbs = new Map<CaseUser | null, Database>();

beforeAll(async () => {
  const entries: [CaseUser, string][] = [];
  for (const name of USERS) {
    const account = await backend.createUser();
    dbs.set(name, (await backend.client(account)).db);
    entries.push([name, account.uid]);
  }
  uids = Object.fromEntries(entries) as Uids;
  dbs.set(null, (await backend.client()).db);
});

beforeEach(() => {
  backend.rtdb.setData('', seed(uids));
});

/** A listener at `at`: resolves with the cancel error when the server refuses the listen. */
function listenCancelled(at: Query): Promise<Error | null> {
  return new Promise((resolve) => {
    const off = onValue(
      at,
      () => {
        off();
        resolve(null);
      },
      (err) => resolve(err),
    );
  });
}

function run(db: Database, c: RuleCase): Promise<unknown> {
  const at = c.path ? ref(db, c.path) : ref(db);
  switch (c.op) {
    case 'get':
      return get(at);
    case 'set':
      return set(at, c.value);
    case 'update':
      return update(at, c.value);
    case 'remove':
      return remove(at);
  }
}

// The cases need the emulator's uids, which exist only once beforeAll ran: the table is built with
// placeholder uids for the names and counts, and rebuilt with the real ones inside each test.
const placeholderCases = ruleCases();

describe('database.rules.json through the SDK', () => {
  it('runs at least 40 cases', () => {
    expect(placeholderCases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(placeholderCases.map((c, i) => [c.allowed ? 'allows' : 'denies', c.name, i] as const))('%s: %s', async (_verdict, _name, i) => {
    const c = ruleCases(uids)[i] as RuleCase;
    const db = dbs.get(c.as) as Database;
    const outcome = run(db, c);
    if (!c.allowed && c.op === 'get') {
      // get() surfaces the server's message; a listener gets the permission_denied code itself.
      await expect(outcome).rejects.toThrow(/permission denied/i);
      expect((await listenCancelled(c.path ? ref(db, c.path) : ref(db)))?.message).toMatch(/permission_denied/);
      return;
    }
    if (!c.allowed) {
      await expect(outcome).rejects.toThrow(/permission_denied/i);
      return;
    }
    await outcome;
    if (c.op === 'set') {
      const stored = backend.rtdb.getData(c.path) as { updatedAt?: number } | boolean | null;
      expect(stored).not.toBeNull();
      if (typeof stored === 'object' && stored !== null) expect(stored.updatedAt).toBeGreaterThan(EARLIER);
    }
    if (c.op === 'remove') expect(backend.rtdb.getData(c.path)).toBeNull();
  });
});

describe('an outsider, by any path or query', () => {
  // carol shares nothing with alice, bob and dave (see the seed): every read of their private data
  // fails as a whole, whatever query shape asks for it (rules are not filters).
  const attempts: [string, (db: Database, u: Uids) => Query][] = [
    ['every card', (db) => ref(db, 'scoreCards')],
    ["alice's cards by userId", (db, u) => query(ref(db, 'scoreCards'), orderByChild('userId'), equalTo(u.alice))],
    ['the newest card', (db) => query(ref(db, 'scoreCards'), orderByChild('updatedAt'), limitToLast(1))],
    ["a match's cards", (db) => query(ref(db, 'scoreCards'), orderByChild('matchId'), equalTo('m1'))],
    ["a tournament's cards", (db) => query(ref(db, 'scoreCards'), orderByChild('tournamentId'), equalTo('t1'))],
    ['one card', (db) => ref(db, 'scoreCards/sc1')],
    ["one card's holes", (db) => ref(db, 'scoreCards/sc1/holes')],
    ['matches by date', (db) => query(ref(db, 'matches'), orderByChild('date'), startAt(0))],
    ['one match', (db) => ref(db, 'matches/m1')],
    ['one match, its players', (db) => ref(db, 'matches/m1/players')],
    ['tournaments by name', (db) => query(ref(db, 'tournaments'), orderByChild('name'))],
    ['one tournament', (db) => ref(db, 'tournaments/t1')],
    ["alice's private data", (db, u) => ref(db, `userData/${u.alice}`)],
    ["alice's e-mail address", (db, u) => ref(db, `userData/${u.alice}/email`)],
    ['all private data by e-mail', (db) => query(ref(db, 'userData'), orderByChild('email'))],
    ["alice's change feed", (db, u) => query(ref(db, `feeds/${u.alice}/scoreCards`), orderByValue(), limitToLast(5))],
    ['every feed', (db) => ref(db, 'feeds')],
    ['the root', (db) => ref(db)],
  ];

  it.each(attempts.map(([name], i) => [name, i] as const))('reads nothing: %s', async (_name, i) => {
    const build = (attempts[i] as (typeof attempts)[number])[1];
    const target = build(dbs.get('carol') as Database, uids);
    await expect(get(target)).rejects.toThrow(/permission denied/i);
    expect((await listenCancelled(target))?.message).toMatch(/permission_denied/);
  });

  it('reads public profiles, and none carries an e-mail address', async () => {
    const profiles = (await get(ref(dbs.get('carol') as Database, 'users'))).val() as Record<string, Record<string, unknown>>;
    expect(Object.keys(profiles)).toContain(uids.alice);
    for (const profile of Object.values(profiles)) expect(profile).not.toHaveProperty('email');
  });
});
