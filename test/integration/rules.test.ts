// database.rules.json enforced by the RTDB server, seen through the real firebase SDK: the case table
// of test/unit/rules/cases.ts run by Auth emulator users. Denied operations must reach the SDK as
// permission_denied; allowed ones must be stored (with the server's timestamp).
import { get, onValue, ref, remove, set, update, type Database, type DatabaseReference } from 'firebase/database';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { injectedAuthUrl, startBackend, type Backend } from '../support/backend.ts';
import { ruleCases, type RuleCase } from '../unit/rules/cases.ts';
import { EARLIER, seed, USERS, type CaseUser, type Uids } from '../unit/rules/fixtures.ts';

const rulesText = readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8');

let backend: Backend;
let uids: Uids;
const dbs = new Map<CaseUser | null, Database>();

beforeAll(async () => {
  backend = await startBackend({ rules: rulesText, authUrl: await injectedAuthUrl() });
  const entries: [CaseUser, string][] = [];
  for (const name of USERS) {
    const account = await backend.createUser();
    dbs.set(name, (await backend.client(account)).db);
    entries.push([name, account.uid]);
  }
  uids = Object.fromEntries(entries) as Uids;
  dbs.set(null, (await backend.client()).db);
});

afterAll(() => backend?.stop());

beforeEach(() => {
  backend.rtdb.setData('', seed(uids));
});

/** A listener at `at`: resolves with the cancel error when the server refuses the listen. */
function listenCancelled(at: DatabaseReference): Promise<Error | null> {
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
