// Firebase semantics of the rules engine: loading, .read/.write cascade, .validate, wildcards,
// the query variable and .indexOn.
import { describe, expect, it } from 'vitest';
import { loadRules, RulesLoadError, type Json, type RulesEngine } from '../../../emulator/rtdb/rules/index.ts';
import { authFor, normalize, setAt, splitPath } from './apply.ts';

const NOW = 5_000;

function write(engine: RulesEngine, root: Json, as: string | null, changes: Record<string, unknown>) {
  let newRoot = root;
  const paths = Object.keys(changes).map(splitPath);
  for (const [p, v] of Object.entries(changes)) newRoot = setAt(newRoot, splitPath(p), normalize(v, NOW));
  return engine.canWrite({ paths, root, newRoot, auth: authFor(as), now: NOW });
}

function allowed(engine: RulesEngine, root: Json, as: string | null, changes: Record<string, unknown>): boolean {
  return write(engine, root, as, changes).allowed;
}

function canRead(engine: RulesEngine, path: string, as: string | null, root: Json = null): boolean {
  return engine.canRead(splitPath(path), authFor(as), root, NOW).allowed;
}

describe('loading', () => {
  it('accepts // and /* */ comments but not inside strings', () => {
    const engine = loadRules(`{
      // line comment
      "rules": { /* block
      comment */ "a": { ".read": "'http://x' === 'http://x'" } }
    }`);
    expect(canRead(engine, 'a', null)).toBe(true);
  });

  it('accepts an object and boolean rules', () => {
    const engine = loadRules({ rules: { '.read': true, a: { '.write': false } } });
    expect(canRead(engine, 'a/b', null)).toBe(true);
    expect(allowed(engine, null, 'u', { a: 1 })).toBe(false);
  });

  it('refuses invalid documents with a RulesLoadError naming the place', () => {
    expect(() => loadRules('{ "rules": { ')).toThrow(RulesLoadError);
    expect(() => loadRules({})).toThrow(/top-level "rules"/);
    expect(() => loadRules({ rules: {}, extra: 1 })).toThrow(/Unknown top-level/);
    expect(() => loadRules({ rules: { a: { '.reed': true } } })).toThrow(/\/a: unknown rule type .reed/);
    expect(() => loadRules({ rules: { a: { '.read': 1 } } })).toThrow(/must be a string or a boolean/);
    expect(() => loadRules({ rules: { $a: {}, $b: {} } })).toThrow(/two wildcards/);
    expect(() => loadRules({ rules: { $a: { $a: {} } } })).toThrow(/already used/);
    expect(() => loadRules({ rules: { a: { '.read': 'auth.uid ===' } } })).toThrow(/\/a\/.read/);
    expect(() => loadRules({ rules: { a: { '.read': '$b === 1' } } })).toThrow(/Unknown variable '\$b'/);
    expect(() => loadRules({ rules: { a: { '.indexOn': [1] } } })).toThrow(/indexOn/);
  });
});

describe('.read', () => {
  const engine = loadRules({
    rules: {
      public: { '.read': true, secret: { '.read': false } },
      users: { $uid: { '.read': 'auth != null && auth.uid === $uid', notes: { '.read': true } } },
      byData: { $id: { '.read': "data.child('open').val() === true" } },
    },
  });
  const root = { byData: { a: { open: true }, b: { open: false } } };

  it('cascades down: a grant above cannot be revoked below', () => {
    expect(canRead(engine, 'public', null)).toBe(true);
    expect(canRead(engine, 'public/secret/deep', null)).toBe(true);
  });

  it('does not grant a parent because its children are readable', () => {
    expect(canRead(engine, 'users', 'u1')).toBe(false);
    expect(canRead(engine, 'users/u1', 'u1')).toBe(true);
    expect(canRead(engine, 'users/u2', 'u1')).toBe(false);
    expect(canRead(engine, 'users/u2/notes', 'u1')).toBe(true);
  });

  it('denies paths with no rule and evaluates data at the location', () => {
    expect(canRead(engine, 'other', 'u1')).toBe(false);
    expect(canRead(engine, 'byData/a', null, root)).toBe(true);
    expect(canRead(engine, 'byData/b', null, root)).toBe(false);
    expect(engine.canRead(['other'], null, null, NOW)).toEqual({ allowed: false, reason: 'no .read rule allows reading /other' });
  });

  it('exposes the query variable, with defaults for what a query does not use', () => {
    const q = loadRules({
      rules: {
        cards: { '.read': "query.orderByChild === 'userId' && query.equalTo === auth.uid" },
        recent: { '.read': 'query.limitToFirst !== null && query.limitToFirst <= 50 && query.orderByKey === false' },
      },
    });
    const read = (path: string, query?: object) => q.canRead([path], authFor('u1'), null, NOW, query).allowed;
    expect(read('cards', { orderByChild: 'userId', equalTo: 'u1' })).toBe(true);
    expect(read('cards', { orderByChild: 'userId', equalTo: 'u2' })).toBe(false);
    expect(read('cards')).toBe(false);
    expect(read('recent', { limitToFirst: 10 })).toBe(true);
    expect(read('recent', { limitToFirst: 100 })).toBe(false);
    expect(read('recent', { orderByKey: true, limitToFirst: 10 })).toBe(false);
  });
});

describe('.write', () => {
  it('cascades down: a grant at or above the path allows, a deeper false cannot revoke', () => {
    const engine = loadRules({ rules: { a: { '.write': true, b: { '.write': false } } } });
    expect(allowed(engine, null, null, { 'a/b/c': 1 })).toBe(true);
  });

  it('is granted only by a rule at or above the written path: child rules never grant a parent write', () => {
    const engine = loadRules({ rules: { users: { $uid: { '.write': 'auth != null && auth.uid === $uid' } } } });
    const root = { users: { u1: { n: 1 }, u2: { n: 2 } } };
    expect(allowed(engine, root, 'u1', { 'users/u1': { n: 5 } })).toBe(true);
    // Even when only u1's child changes, a set on /users needs a .write on /users or above.
    expect(allowed(engine, root, 'u1', { users: { u1: { n: 5 }, u2: { n: 2 } } })).toBe(false);
    expect(allowed(engine, root, 'u1', { users: { u1: { n: 5 } } })).toBe(false);
    expect(write(engine, root, 'u1', { users: { u1: { n: 5 }, u2: { n: 2 } } })).toEqual({ allowed: false, reason: 'no .write rule allows writing /users' });
  });

  it('denies a write no rule grants, including a write that changes nothing', () => {
    const engine = loadRules({ rules: { a: { b: { '.write': true } } } });
    expect(allowed(engine, { a: { c: 1 } }, 'u', { 'a/c': 2 })).toBe(false);
    expect(allowed(engine, { a: 1 }, 'u', { a: 2 })).toBe(false);
    expect(allowed(engine, { x: 1 }, 'u', { x: 1 })).toBe(false);
    expect(write(engine, null, 'u', { x: 1 })).toEqual({ allowed: false, reason: 'no .write rule allows writing /x' });
  });

  it('evaluates data against the old tree and newData against the new one', () => {
    const engine = loadRules({
      rules: { counter: { '.write': "newData.isNumber() && (!data.exists() || newData.val() === data.val() + 1)" } },
    });
    expect(allowed(engine, null, null, { counter: 1 })).toBe(true);
    expect(allowed(engine, { counter: 1 }, null, { counter: 2 })).toBe(true);
    expect(allowed(engine, { counter: 1 }, null, { counter: 5 })).toBe(false);
  });

  it('gives root as the tree before the write and newData.parent() as the tree after it', () => {
    const engine = loadRules({
      rules: {
        flags: { $f: { '.write': "root.child('allowed').child($f).val() === true", '.read': true } },
        pair: { $k: { '.write': "newData.parent().parent().child('other').child($k).exists()" } },
        other: { '.write': true },
      },
    });
    const root = { allowed: { ok: true } };
    expect(allowed(engine, root, 'u', { 'flags/ok': 1 })).toBe(true);
    expect(allowed(engine, root, 'u', { 'flags/no': 1 })).toBe(false);
    expect(allowed(engine, null, 'u', { 'pair/x': 1 })).toBe(false);
    expect(allowed(engine, null, 'u', { 'pair/x': 1, 'other/x': 1 })).toBe(true);
  });

  it('requires every path of a multi-path update to be granted', () => {
    const engine = loadRules({ rules: { a: { '.write': true }, b: { '.write': false } } });
    expect(allowed(engine, null, null, { 'a/x': 1, 'a/y': 2 })).toBe(true);
    expect(allowed(engine, null, null, { 'a/x': 1, 'b/y': 2 })).toBe(false);
  });
});

describe('.validate', () => {
  const engine = loadRules({
    rules: {
      '.write': true,
      items: {
        $id: {
          '.validate': "newData.hasChildren(['name'])",
          name: { '.validate': 'newData.isString() && newData.val().length < 10' },
          count: { '.validate': 'newData.isNumber() && newData.val() >= 0' },
          $other: { '.validate': false },
        },
      },
      nested: { '.validate': false, deep: { '.validate': true } },
    },
  });
  const root = { items: { a: { name: 'A', count: 1 } } };

  it('runs on the written node and every new node below it', () => {
    expect(allowed(engine, root, null, { 'items/b': { name: 'B', count: 2 } })).toBe(true);
    expect(allowed(engine, root, null, { 'items/b': { name: 'B', count: -1 } })).toBe(false);
    expect(allowed(engine, root, null, { 'items/b': { name: 12 } })).toBe(false);
  });

  it('runs on the ancestors of a deeper write, so required children cannot be deleted', () => {
    expect(allowed(engine, root, null, { 'items/a/count': 3 })).toBe(true);
    expect(allowed(engine, root, null, { 'items/a/name': null })).toBe(false);
    expect(allowed(engine, root, null, { 'items/a/count': null })).toBe(true);
  });

  it('is skipped for deletions', () => {
    expect(allowed(engine, root, null, { 'items/a': null })).toBe(true);
    expect(allowed(engine, { nested: { deep: 1 } }, null, { nested: null })).toBe(true);
  });

  it('does not cascade: a deeper validate does not excuse a failing one above, nor the reverse', () => {
    expect(allowed(engine, null, null, { 'nested/deep': 1 })).toBe(false);
    expect(allowed(engine, root, null, { 'items/a/name': 'much too long a name' })).toBe(false);
  });

  it('refuses unknown fields through a $other wildcard, while named children take precedence', () => {
    expect(allowed(engine, root, null, { 'items/a/extra': 1 })).toBe(false);
    expect(write(engine, root, null, { 'items/a/extra': 1 })).toEqual({ allowed: false, reason: '.validate failed at /items/a/extra: false' });
    expect(allowed(engine, root, null, { 'items/a/name': 'B' })).toBe(true);
  });

  it('does not validate siblings outside the written data', () => {
    const legacy = { items: { a: { name: 'A', legacy: 1 } } };
    expect(allowed(engine, legacy, null, { 'items/a/name': 'B' })).toBe(true);
  });

  it('validates all of the written data, including children whose value did not change', () => {
    const legacy = { items: { a: { name: 'A', legacy: 1 } } };
    // Rewriting the node rewrites `legacy` with the same value: it is new data, and $other refuses it.
    expect(allowed(engine, legacy, null, { 'items/a': { name: 'B', legacy: 1 } })).toBe(false);
    // Writing a node with exactly the data it has is validated too.
    expect(allowed(engine, legacy, null, { 'items/a': { name: 'A', legacy: 1 } })).toBe(false);
    expect(allowed(engine, root, null, { 'items/a': { name: 'A', count: 1 } })).toBe(true);
  });

  it('runs validate as well as a granting write', () => {
    const e = loadRules({ rules: { a: { '.write': true, '.validate': 'newData.isNumber()' } } });
    expect(allowed(e, null, null, { a: 1 })).toBe(true);
    expect(allowed(e, null, null, { a: 'x' })).toBe(false);
  });

  it('compares updatedAt with now', () => {
    const e = loadRules({ rules: { d: { '.write': true, '.validate': "newData.child('updatedAt').val() === now" } } });
    expect(allowed(e, null, null, { d: { updatedAt: { '.sv': 'timestamp' } } })).toBe(true);
    expect(allowed(e, null, null, { d: { updatedAt: NOW - 1 } })).toBe(false);
  });
});

describe('wildcards', () => {
  const engine = loadRules({
    rules: {
      rooms: {
        special: { '.write': false, '.read': "'special' === 'special'" },
        $room: {
          '.read': "$room.beginsWith('pub')",
          members: { $member: { '.write': "auth.uid === $member && $room !== 'locked'" } },
        },
      },
    },
  });

  it('bind the path key to their $variable, at every depth', () => {
    expect(canRead(engine, 'rooms/pub1', null)).toBe(true);
    expect(canRead(engine, 'rooms/priv', null)).toBe(false);
    expect(allowed(engine, null, 'u1', { 'rooms/r1/members/u1': true })).toBe(true);
    expect(allowed(engine, null, 'u1', { 'rooms/r1/members/u2': true })).toBe(false);
    expect(allowed(engine, null, 'u1', { 'rooms/locked/members/u1': true })).toBe(false);
  });

  it('yield to a named sibling', () => {
    expect(canRead(engine, 'rooms/special', null)).toBe(true);
    expect(allowed(engine, null, 'u1', { 'rooms/special/members/u1': true })).toBe(false);
  });
});

describe('.indexOn', () => {
  it('is found through wildcards, as a string or a list', () => {
    const engine = loadRules({ rules: { a: { '.indexOn': 'x', $b: { c: { '.indexOn': ['y', 'z'] } } } } });
    expect(engine.indexOn(['a'])).toEqual(['x']);
    expect(engine.indexOn(['a', 'any', 'c'])).toEqual(['y', 'z']);
    expect(engine.indexOn(['a', 'any'])).toEqual([]);
    expect(engine.indexOn(['nothing', 'here'])).toEqual([]);
  });
});

describe('keys named like Object.prototype members', () => {
  const engine = loadRules({
    rules: {
      admins: { $uid: { '.read': 'auth != null && auth.uid === $uid' } },
      cards: { '.read': true, '.write': "root.child('admins').child(auth.uid).val() === true", $card: { '.validate': "newData.hasChildren(['id'])" } },
    },
  });

  it('never see inherited properties as data', () => {
    const root = JSON.parse('{"admins": {"x": true}}') as Json;
    for (const uid of ['constructor', '__proto__', 'prototype', 'toString', 'hasOwnProperty']) {
      expect(allowed(engine, root, uid, { 'cards/c1': { id: 'c1' } })).toBe(false);
    }
    expect(allowed(engine, root, 'x', { 'cards/c1': { id: 'c1' } })).toBe(true);
  });

  it('read an own `__proto__`, `constructor` or `prototype` key as the data it is', () => {
    const root = JSON.parse('{"admins": {"__proto__": true, "constructor": true}}') as Json;
    expect(allowed(engine, root, '__proto__', { 'cards/c1': { id: 'c1' } })).toBe(true);
    expect(allowed(engine, root, 'constructor', { 'cards/c1': { id: 'c1' } })).toBe(true);
    expect(allowed(engine, root, 'prototype', { 'cards/c1': { id: 'c1' } })).toBe(false);
  });

  it('do not supply a required child through a nested `__proto__`', () => {
    // Trees as parsed JSON (own `__proto__` keys), not built through object assignment.
    const root = JSON.parse('{"admins": {"x": true}}') as Json;
    const newRoot = JSON.parse('{"admins": {"x": true}, "cards": {"c1": {"__proto__": {"id": "c1"}}}}') as Json;
    const decision = engine.canWrite({ paths: [['cards', 'c1']], root, newRoot, auth: authFor('x'), now: NOW });
    expect(decision).toEqual({ allowed: false, reason: ".validate failed at /cards/c1: newData.hasChildren(['id'])" });
    expect(Object.prototype).not.toHaveProperty('id');
  });
});

describe('trees without prototypes (as the server stores them)', () => {
  it('are read by val(), child() and hasChildren() like plain objects', () => {
    const engine = loadRules({ rules: { cards: { $card: { '.write': true, '.validate': "newData.hasChildren(['id']) && newData.val().id === $card" } } } });
    const card = Object.assign(Object.create(null) as Record<string, Json>, { id: 'c1' });
    const cards = Object.assign(Object.create(null) as Record<string, Json>, { c1: card });
    const newRoot = Object.assign(Object.create(null) as Record<string, Json>, { cards });
    expect(engine.canWrite({ paths: [['cards', 'c1']], root: null, newRoot, auth: null, now: NOW })).toEqual({ allowed: true });
    expect(engine.canWrite({ paths: [['cards', 'c2']], root: null, newRoot: { cards: { c2: { id: 'c1' } } }, auth: null, now: NOW }).allowed).toBe(false);
  });
});
