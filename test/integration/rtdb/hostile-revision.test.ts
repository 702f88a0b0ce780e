// A score card's revision through the real server and database.rules.json (docs/ARCHITECTURE.md,
// "Security rules", the revision): the case table of test/unit/rules/card-revision-cases.ts run by Auth
// emulator users with the firebase SDK (a refused write reaches the SDK as permission_denied and changes
// nothing; a legitimate one is stored), and a race of two writers on one revision over REST.
import { ref, set, update, type Database } from 'firebase/database';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backendForFile } from '../../support/backend-for-file.ts';
import type { TestUser } from '../../support/backend.ts';
import type { RuleCase } from '../../unit/rules/cases.ts';
import { revisionCases, revisionSeed } from '../../unit/rules/card-revision-cases.ts';
import { USERS, type CaseUser, type Uids } from '../../unit/rules/fixtures.ts';
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
  backend.rtdb.setData('', revisionSeed(uids));
});

function run(db: Database, c: RuleCase): Promise<unknown> {
  const at = c.path ? ref(db, c.path) : ref(db);
  if (c.op === 'set') return set(at, c.value);
  if (c.op === 'update') return update(at, c.value);
  throw new Error('the revision cases are writes');
}

const cases = revisionCases().map((c, i) => [c.allowed ? 'allows' : 'denies', c.name, i] as const);

describe('a card written field by field through the SDK', () => {
  it.each(cases)('%s: %s', async (_verdict, _name, i) => {
    const c = revisionCases(uids)[i] as RuleCase;
    const before = backend.rtdb.getData('scoreCards');
    const outcome = run(dbs.get(c.as as CaseUser) as Database, c);
    if (!c.allowed) {
      await expect(outcome).rejects.toThrow(/permission_denied/i);
      expect(backend.rtdb.getData('scoreCards')).toEqual(before);
      return;
    }
    await outcome;
    const rev = c.op === 'update' ? c.value.rev : (c.op === 'set' ? (c.value as { rev?: unknown }).rev : undefined);
    expect(backend.rtdb.getData(`${c.path}/rev`)).toBe(rev ?? null);
  });
});

describe('two writers on one revision, over REST with their own tokens', () => {
  it('the first write takes the next revision, the second is refused and changes nothing', async () => {
    const rest = (as: CaseUser, body: unknown) =>
      restCall(backend.rtdbUrl, 'PATCH', '/scoreCards/sc5.json', { body: JSON.stringify(body), headers: { authorization: `Bearer ${accounts.get(as)?.idToken ?? ''}` } });
    const TS = { '.sv': 'timestamp' };
    expect((await rest('bob', { 'holes/0/shotCount': 4, rev: 4, updatedAt: TS })).status).toBe(200);
    expect((await rest('dave', { 'holes/0/shotCount': 7, rev: 4, updatedAt: TS })).status).toBe(401);
    expect(backend.rtdb.getData('scoreCards/sc5/holes/0/shotCount')).toBe(4);
    // The refused writer reads the card and writes again on the revision it read.
    expect((await rest('dave', { 'holes/0/shotCount': 7, rev: 5, updatedAt: TS })).status).toBe(200);
    expect(backend.rtdb.getData('scoreCards/sc5/rev')).toBe(5);
  });
});
