// The directories under the real database.rules.json (docs/ARCHITECTURE.md, "Course directory"): one
// course or profile is open to anyone signed in; a whole collection, or a directory, only to admins and
// to the bounded prefix queries the app makes (limitToFirst, a prefix of a few characters ended by
// '\uf8ff'). Rules are not filters: any other query is refused as a whole. Starts from the shared seed
// (fixtures.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRules, type Json, type RulesQuery } from '../../../emulator/rtdb/rules/index.ts';
import { CELL_SEARCH_LIMIT, NAME_SEARCH_LIMIT, PREFIX_END } from '../../../schemas/rules/database-rules.ts';
import { authFor, decide, normalize, setAt, splitPath } from './apply.ts';
import { course, EARLIER, pushed, seed, type CaseUser } from './fixtures.ts';

const engine = loadRules(readFileSync(new URL('../../../database.rules.json', import.meta.url), 'utf8'));
const NOW = EARLIER + 60_000;
const root = normalize(seed(), EARLIER) as Json;

const read = (as: CaseUser | null, path: string, q?: RulesQuery, tree: Json = root) => engine.canRead(splitPath(path), authFor(as), tree, NOW, q).allowed;
const prefix = (orderByChild: string, start: string, limit: number = NAME_SEARCH_LIMIT): RulesQuery => ({
  orderByChild,
  startAt: start,
  endAt: `${start}${PREFIX_END}`,
  limitToFirst: limit,
});

describe('the golfer search on public profiles', () => {
  it.each(['nameSort', 'lastNameSort'])('allows a bounded prefix query on %s', (field) => {
    expect(read('carol', 'users', prefix(field, 'al'))).toBe(true);
  });

  it.each<[string, RulesQuery]>([
    ['no query at all', {}],
    ['no limit', { orderByChild: 'nameSort', startAt: 'al', endAt: `al${PREFIX_END}` }],
    ['a limit above the page', prefix('nameSort', 'al', NAME_SEARCH_LIMIT + 1)],
    ['limitToLast', { orderByChild: 'nameSort', startAt: 'al', endAt: `al${PREFIX_END}`, limitToLast: 5 }],
    ['a one-letter prefix', prefix('nameSort', 'a')],
    ['an empty prefix', prefix('nameSort', '')],
    ['an end past the prefix', { ...prefix('nameSort', 'al'), endAt: `zz${PREFIX_END}` }],
    ['no end', { orderByChild: 'nameSort', startAt: 'al', limitToFirst: 5 }],
    ['startAfter (paging on)', { orderByChild: 'nameSort', startAfter: 'al', endAt: `al${PREFIX_END}`, limitToFirst: 5 }],
    ['another order', prefix('updatedAt', 'al')],
    ['order by key', { orderByKey: true, limitToFirst: 5 }],
    ['a number as the prefix', { orderByChild: 'nameSort', startAt: 12, endAt: `12${PREFIX_END}`, limitToFirst: 5 }],
  ])('refuses %s', (_name, q) => {
    expect(read('carol', 'users', q)).toBe(false);
  });

  it('refuses the search to anyone not signed in', () => {
    expect(read(null, 'users', prefix('nameSort', 'al'))).toBe(false);
  });

  it('lets an admin page through every profile', () => {
    expect(read('admin', 'users', { orderByChild: 'lastNameSort', startAfter: 'm', limitToFirst: 50 })).toBe(true);
  });
});

describe('the course directory', () => {
  it('allows a bounded name prefix query and a geohash cell query', () => {
    expect(read('carol', 'directory/courses', prefix('nameSort', 'ol'))).toBe(true);
    expect(read('carol', 'directory/courses', prefix('geohash', 'gcp', CELL_SEARCH_LIMIT))).toBe(true);
  });

  it.each<[string, RulesQuery]>([
    ['the whole directory', {}],
    ['a name page above the limit', prefix('nameSort', 'ol', NAME_SEARCH_LIMIT + 1)],
    ['a cell page above the limit', prefix('geohash', 'gcp', CELL_SEARCH_LIMIT + 1)],
    ['a cell wider than 3 characters', prefix('geohash', 'gc', CELL_SEARCH_LIMIT)],
    ['every name after a letter', { orderByChild: 'nameSort', startAt: 'o', limitToFirst: 20 }],
    ['the courses by name', { orderByChild: 'name', startAt: 'Ol', endAt: `Ol${PREFIX_END}`, limitToFirst: 20 }],
  ])('refuses %s', (_name, q) => {
    expect(read('carol', 'directory/courses', q)).toBe(false);
  });

  it("lets a golfer list their own courses' entries, nobody else's", () => {
    expect(read('alice', 'directory/courses', { orderByChild: 'creatorId', equalTo: 'alice', startAt: 'alice', endAt: 'alice' })).toBe(true);
    expect(read('bob', 'directory/courses', { orderByChild: 'creatorId', equalTo: 'alice', startAt: 'alice', endAt: 'alice' })).toBe(false);
    expect(read('bob', 'directory/courses', { orderByChild: 'creatorId', startAt: 'a', endAt: 'z' })).toBe(false);
  });

  it('refuses every query on the courses themselves but an admin\'s', () => {
    expect(read('carol', 'courses', prefix('nameSort', 'ol'))).toBe(false);
    expect(read('admin', 'courses', prefix('nameSort', 'ol'))).toBe(true);
  });
});

describe('directory entries', () => {
  const write = (as: CaseUser, tree: Json, path: string, value: unknown) => {
    return decide(engine, tree, { name: path, as, op: 'set', path, value, allowed: true }, NOW).allowed;
  };
  const withoutPosition = setAt(root, ['directory', 'courses', 'c1', 'geohash'], null);

  it('another golfer gives a course without a position its first one', () => {
    expect(write('bob', withoutPosition, 'directory/courses/c1', { name: 'Old Course', nameSort: 'old course', creatorId: 'alice', geohash: 'ezjmgu4yz' })).toBe(true);
  });

  it('anyone signed in removes the entry of a course that is gone, not of one that is there', () => {
    const gone = setAt(root, ['courses', 'c1'], normalize(pushed(course('c1', 'alice'), { deleted: true }), EARLIER));
    expect(write('bob', gone, 'directory/courses/c1', null)).toBe(true);
    expect(write('bob', root, 'directory/courses/c1', null)).toBe(false);
    const purged = setAt(root, ['courses', 'c1'], null);
    expect(write('carol', purged, 'directory/courses/c1', null)).toBe(true);
  });

  it('a new course and its entry go in one update', () => {
    const d = decide(
      engine,
      root,
      {
        name: 'new course',
        as: 'carol',
        op: 'update',
        path: '',
        value: { 'courses/c7': pushed(course('c7', 'carol', { name: 'Évian', nameSort: 'evian' })), 'directory/courses/c7': { name: 'Évian', nameSort: 'evian', creatorId: 'carol' } },
        allowed: true,
      },
      NOW,
    );
    expect(d.allowed).toBe(true);
  });
});
