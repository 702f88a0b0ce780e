// database.rules.json enforced by the RTDB server, seen through the real firebase SDK: the case tables
// of test/unit/rules/cases.ts and fair-play-cases.ts run by Auth emulator users. Denied operations must
// reach the SDK as permission_denied; allowed ones must be stored (with the server's timestamp). The
// removal of parts of a document is tried over REST too.
import {
  endAt,
  equalTo,
  get,
  limitToFirst,
  limitToLast,
  onValue,
  orderByChild,
  orderByKey,
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
import { CELL_SEARCH_LIMIT, NAME_SEARCH_LIMIT, PREFIX_END } from '../../schemas/rules/database-rules.ts';
import { ruleCases, type RuleCase } from '../unit/rules/cases.ts';
import { courseMappingCases, courseMappingSeed } from '../unit/rules/course-mapping-cases.ts';
import { fairPlayCases, fairPlaySeed } from '../unit/rules/fair-play-cases.ts';
import { EARLIER, seed, USERS, type CaseUser, type Emails, type Uids } from '../unit/rules/fixtures.ts';

const backend = backendForFile();
let uids: Uids;
let emails: Emails;
const tokens = new Map<CaseUser, string>();
const dbs = new Map<CaseUser | null, Database>();

beforeAll(async () => {
  const entries: [CaseUser, string][] = [];
  const addresses: [CaseUser, string][] = [];
  for (const name of USERS) {
    const account = await backend.createUser();
    dbs.set(name, (await backend.client(account)).db);
    entries.push([name, account.uid]);
    addresses.push([name, account.email]);
    tokens.set(name, account.idToken);
  }
  uids = Object.fromEntries(entries) as Uids;
  emails = Object.fromEntries(addresses) as Emails;
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

/** Runs one case as its user and checks the server's answer. */
async function check(c: RuleCase): Promise<void> {
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
    // Documents carry the server's time; a directory entry is no document and carries none.
    if (typeof stored === 'object' && stored !== null && !c.path.startsWith('directory/')) expect(stored.updatedAt).toBeGreaterThan(EARLIER);
  }
  if (c.op === 'remove') expect(backend.rtdb.getData(c.path)).toBeNull();
}

// The cases need the emulator's uids, which exist only once beforeAll ran: the table is built with
// placeholder uids for the names and counts, and rebuilt with the real ones inside each test.
const placeholderCases = ruleCases();

describe('database.rules.json through the SDK', () => {
  it('runs at least 40 cases', () => {
    expect(placeholderCases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(placeholderCases.map((c, i) => [c.allowed ? 'allows' : 'denies', c.name, i] as const))('%s: %s', async (_verdict, _name, i) => {
    await check(ruleCases(uids, emails)[i] as RuleCase);
  });
});

describe('fair play inside a match or tournament, through the SDK', () => {
  beforeEach(() => {
    backend.rtdb.setData('', fairPlaySeed(uids));
  });

  it.each(fairPlayCases().map((c, i) => [c.allowed ? 'allows' : 'denies', c.name, i] as const))('%s: %s', async (_verdict, _name, i) => {
    await check(fairPlayCases(uids, emails)[i] as RuleCase);
  });
});

describe('mapping a hole: who writes a course coordinates, through the SDK', () => {
  beforeEach(() => {
    backend.rtdb.setData('', courseMappingSeed(uids));
  });

  it.each(courseMappingCases().map((c, i) => [c.allowed ? 'allows' : 'denies', c.name, i] as const))('%s: %s', async (_verdict, _name, i) => {
    await check(courseMappingCases(uids)[i] as RuleCase);
  });
});

describe('removing parts of a document over REST', () => {
  beforeEach(() => {
    backend.rtdb.setData('', fairPlaySeed(uids));
  });

  /** A REST PATCH as `as`, with that golfer's ID token. */
  async function patch(as: CaseUser, path: string, body: Record<string, unknown>): Promise<number> {
    const res = await fetch(`${backend.rtdbUrl}/${path}.json`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${tokens.get(as) ?? ''}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.text();
    return res.status;
  }

  it('a null that takes a hole or a required field out of a card is refused; an optional one is cleared', async () => {
    const now = { '.sv': 'timestamp' };
    expect(await patch('alice', 'scoreCards/sc1', { 'holes/0': null, updatedAt: now })).toBe(401);
    expect(await patch('alice', 'scoreCards/sc1', { 'holes/1/par': null, updatedAt: now })).toBe(401);
    expect(await patch('alice', 'scoreCards/sc1', { handicap: null, updatedAt: now })).toBe(401);
    expect(await patch('alice', 'courses/c1', { 'tees/0/holes/0': null, updatedAt: now })).toBe(401);
    expect(backend.rtdb.getData('scoreCards/sc1/holes/0/number')).toBe(1);
    expect(await patch('alice', 'scoreCards/sc1', { 'holes/0/clubs': null, updatedAt: now })).toBe(200);
    expect(backend.rtdb.getData('scoreCards/sc1/holes/0/clubs')).toBeNull();
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

  it('reads a public profile, which carries no e-mail address', async () => {
    const profile = (await get(ref(dbs.get('carol') as Database, `users/${uids.alice}`))).val() as Record<string, unknown>;
    expect(profile.id).toBe(uids.alice);
    expect(profile).not.toHaveProperty('email');
  });
});

describe('the directories through the SDK (docs/ARCHITECTURE.md, "Course directory")', () => {
  const carol = () => dbs.get('carol') as Database;
  const prefixed = (path: string, field: string, start: string, limit: number) =>
    query(ref(carol(), path), orderByChild(field), startAt(start), endAt(`${start}${PREFIX_END}`), limitToFirst(limit));

  beforeEach(() => {
    backend.rtdb.setData(`users/${uids.alice}/nameSort`, 'alice ruiz');
    backend.rtdb.setData(`users/${uids.alice}/lastNameSort`, 'ruiz alice');
  });

  it('finds a golfer by the start of either name, and a course by name or by its geohash cell', async () => {
    expect(Object.keys((await get(prefixed('users', 'nameSort', 'ali', NAME_SEARCH_LIMIT))).val() as object)).toEqual([uids.alice]);
    expect(Object.keys((await get(prefixed('users', 'lastNameSort', 'ruiz', NAME_SEARCH_LIMIT))).val() as object)).toEqual([uids.alice]);
    expect(Object.keys((await get(prefixed('directory/courses', 'nameSort', 'old', NAME_SEARCH_LIMIT))).val() as object)).toEqual(['c1']);
    expect(Object.keys((await get(prefixed('directory/courses', 'geohash', 'gcp', CELL_SEARCH_LIMIT))).val() as object)).toEqual(['c1']);
  });

  const refused: [string, () => Query][] = [
    ['every profile', () => ref(carol(), 'users')],
    ['the newest profile', () => query(ref(carol(), 'users'), orderByChild('updatedAt'), limitToLast(1))],
    ['profiles by name with no limit', () => query(ref(carol(), 'users'), orderByChild('nameSort'), startAt('al'), endAt(`al${PREFIX_END}`))],
    ['a page of profiles too long', () => prefixed('users', 'nameSort', 'al', NAME_SEARCH_LIMIT + 1)],
    ['profiles from one letter on', () => prefixed('users', 'nameSort', 'a', NAME_SEARCH_LIMIT)],
    ['every course', () => ref(carol(), 'courses')],
    ['courses by name', () => prefixed('courses', 'nameSort', 'old', NAME_SEARCH_LIMIT)],
    ['the newest course', () => query(ref(carol(), 'courses'), orderByChild('updatedAt'), limitToLast(1))],
    ['the whole course directory', () => ref(carol(), 'directory/courses')],
    ['the directory in pages', () => query(ref(carol(), 'directory/courses'), orderByKey(), limitToFirst(20))],
    ['a continent of courses', () => prefixed('directory/courses', 'geohash', 'g', CELL_SEARCH_LIMIT)],
  ];

  it.each(refused.map(([name], i) => [name, i] as const))('refuses %s', async (_name, i) => {
    const target = (refused[i] as (typeof refused)[number])[1]();
    await expect(get(target)).rejects.toThrow(/permission denied/i);
    expect((await listenCancelled(target))?.message).toMatch(/permission_denied/);
  });
});
