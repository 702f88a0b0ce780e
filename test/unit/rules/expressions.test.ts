// The rules expression language: tokenizer, parser (precedence, syntax errors, unknown variables)
// and the sandboxed evaluator (operators, snapshot and string methods, errors deny).
import { describe, expect, it } from 'vitest';
import { evaluate, evaluateRule, type Scope, type Value } from '../../../emulator/rtdb/rules/evaluate.ts';
import { tokenize } from '../../../emulator/rtdb/rules/lexer.ts';
import { parseExpression } from '../../../emulator/rtdb/rules/parser.ts';
import { RuleSnapshot } from '../../../emulator/rtdb/rules/snapshot.ts';
import type { Json } from '../../../emulator/rtdb/rules/types.ts';

const tree: Json = {
  users: { u1: { name: 'Ann', age: 40, admin: true, tags: ['a', 'b'] } },
  prio: { '.priority': 5, x: 1 },
  leafPrio: { '.value': 'v', '.priority': 'p' },
};

function scope(extra: Record<string, Value> = {}): Scope {
  return {
    auth: { uid: 'u1', provider: 'password', token: { email: 'ann@example.com', email_verified: true } },
    now: 1000,
    root: new RuleSnapshot(tree, []),
    data: new RuleSnapshot(tree, ['users', 'u1']),
    newData: new RuleSnapshot(tree, ['users', 'u1']),
    $uid: 'u1',
    ...extra,
  };
}

function run(src: string, extra: Record<string, Value> = {}): Value {
  return evaluate(parseExpression(src, '.write', ['$uid']), scope(extra));
}

function rule(src: string, extra: Record<string, Value> = {}) {
  return evaluateRule(parseExpression(src, '.write', ['$uid']), scope(extra));
}

describe('tokenizer', () => {
  it('reads numbers, strings with escapes, identifiers and the longest operator', () => {
    expect(tokenize(`1.5 'a\\'b' "c\\n" $x === !== <= &&`).map((t) => ('v' in t ? t.v : t.t))).toEqual([1.5, "a'b", 'c\n', '$x', '===', '!==', '<=', '&&', 'eof']);
  });

  it('tells a regex literal from a division by what precedes the slash', () => {
    expect(tokenize('4 / 2').map((t) => t.t)).toEqual(['num', 'op', 'num', 'eof']);
    const re = tokenize("x.matches(/^a\\/[/]b$/i)").find((t) => t.t === 'regex');
    expect(re).toMatchObject({ source: '^a\\/[/]b$', flags: 'i' });
  });

  it('refuses unterminated strings and regexes and unknown characters', () => {
    expect(() => tokenize("'abc")).toThrow(/Unterminated string/);
    expect(() => tokenize('(/abc')).toThrow(/Unterminated regular expression/);
    expect(() => tokenize('a # b')).toThrow(/Unexpected character/);
  });
});

describe('parser', () => {
  it('gives * / % precedence over + -, and those over comparisons', () => {
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('10 - 4 - 3')).toBe(3);
    expect(run('7 % 4 + 1')).toBe(4);
    expect(run('1 + 1 === 2')).toBe(true);
    expect(run('2 < 3 === true')).toBe(true);
  });

  it('binds && tighter than || and ?: loosest of all', () => {
    expect(run('true || false && false')).toBe(true);
    expect(run('(true || false) && false')).toBe(false);
    expect(run('false ? 1 : true ? 2 : 3')).toBe(2);
    expect(run('1 < 2 ? "a" : "b"')).toBe('a');
  });

  it('applies unary operators before binary ones', () => {
    expect(run('!false && true')).toBe(true);
    expect(run('-2 * 3')).toBe(-6);
    expect(run('!!true')).toBe(true);
  });

  it('refuses syntax errors, unknown variables and variables of another rule type', () => {
    expect(() => parseExpression('1 +', '.read')).toThrow(/Unexpected end/);
    expect(() => parseExpression('(1', '.read')).toThrow(/Expected '\)'/);
    expect(() => parseExpression('a b', '.read')).toThrow();
    expect(() => parseExpression('foo === 1', '.read')).toThrow(/Unknown variable 'foo'/);
    expect(() => parseExpression('$room === 1', '.read', ['$uid'])).toThrow(/Unknown variable/);
    expect(() => parseExpression('newData.exists()', '.read')).toThrow(/Unknown variable 'newData'/);
    expect(() => parseExpression('query.limitToFirst === 1', '.write')).toThrow(/Unknown variable 'query'/);
    expect(() => parseExpression('data.val()()', '.write')).toThrow(/Only methods/);
    expect(() => parseExpression("'a'.matches(/a/g)", '.write')).toThrow(/flags/);
    expect(() => parseExpression("'a'.matches(/(/)", '.write')).toThrow(/Invalid regular expression/);
  });
});

describe('operators', () => {
  it('compares with == and === alike, strictly (no type coercion)', () => {
    expect(run("1 == '1'")).toBe(false);
    expect(run('null == null')).toBe(true);
    expect(run("'a' != 'b'")).toBe(true);
    expect(run('auth !== null')).toBe(true);
  });

  it('orders numbers and strings but not mixed types', () => {
    expect(run("'abc' < 'abd'")).toBe(true);
    expect(run('3 >= 3')).toBe(true);
    expect(rule("1 < 'a'")).toMatchObject({ ok: false, error: expect.stringMatching(/two numbers or two strings/) });
  });

  it('concatenates strings with +, including numbers, and adds numbers', () => {
    expect(run("'users/' + $uid + '/' + 2")).toBe('users/u1/2');
    expect(run('now + 1')).toBe(1001);
    expect(rule('auth + 1').ok).toBe(false);
  });

  it('short-circuits && and || so a guarded access does not fail', () => {
    expect(run('auth == null || auth.uid == $uid', { auth: null })).toBe(true);
    expect(run('auth != null && auth.uid == $uid', { auth: null })).toBe(false);
  });
});

describe('variables', () => {
  it('exposes auth.uid, auth.provider and the token claims; a missing claim is null', () => {
    expect(run('auth.uid')).toBe('u1');
    expect(run('auth.provider')).toBe('password');
    expect(run('auth.token.email_verified === true')).toBe(true);
    expect(run("auth.token['email']")).toBe('ann@example.com');
    expect(run('auth.token.admin === null')).toBe(true);
  });

  it('does not reach host prototypes through member access', () => {
    expect(run('auth.constructor')).toBe(null);
    expect(run('auth.token.toString')).toBe(null);
    expect(rule("auth.uid.constructor === null").ok).toBe(false);
  });
});

describe('snapshot methods', () => {
  it('val() returns leaves and whole objects without priorities', () => {
    expect(run("data.child('name').val()")).toBe('Ann');
    expect(run("root.child('prio').val()")).toEqual({ x: 1 });
    expect(run("root.child('leafPrio').val()")).toBe('v');
    expect(run("root.child('nothing').val()")).toBe(null);
  });

  it('child() follows slash-separated paths; parent() goes up; root has no parent', () => {
    expect(run("root.child('users/u1/age').val()")).toBe(40);
    expect(run("data.child('name').parent().parent().child('u1').child('age').val()")).toBe(40);
    expect(run("root.child('users').child($uid).exists()")).toBe(true);
    expect(rule('root.parent().exists()').ok).toBe(false);
  });

  it('exists(), hasChild(), hasChildren() with and without a list', () => {
    expect(run('data.exists()')).toBe(true);
    expect(run("root.child('users/u2').exists()")).toBe(false);
    expect(run("data.hasChild('name')")).toBe(true);
    expect(run("data.hasChild('tags/1')")).toBe(true);
    expect(run("data.hasChild('email')")).toBe(false);
    expect(run("data.hasChildren(['name', 'age'])")).toBe(true);
    expect(run("data.hasChildren(['name', 'email'])")).toBe(false);
    expect(run('data.hasChildren()')).toBe(true);
    expect(run("data.child('name').hasChildren()")).toBe(false);
  });

  it('isNumber(), isString(), isBoolean()', () => {
    expect(run("data.child('age').isNumber() && data.child('name').isString() && data.child('admin').isBoolean()")).toBe(true);
    expect(run("data.child('age').isString() || data.child('name').isBoolean() || data.child('admin').isNumber()")).toBe(false);
    expect(run("data.child('none').isString()")).toBe(false);
  });

  it('getPriority() reads the node priority', () => {
    expect(run("root.child('prio').getPriority()")).toBe(5);
    expect(run("root.child('leafPrio').getPriority()")).toBe('p');
    expect(run('data.getPriority()')).toBe(null);
  });

  it('refuses unknown methods, wrong arguments and comparing snapshots', () => {
    expect(rule('data.keys()').ok).toBe(false);
    expect(rule('data.child(1).exists()').ok).toBe(false);
    expect(rule("data.hasChildren('name')").ok).toBe(false);
    expect(rule('data.exists(1)').ok).toBe(false);
    expect(rule('data == newData').ok).toBe(false);
    expect(rule('data.val').ok).toBe(false);
  });
});

describe('string methods', () => {
  it('length, contains, beginsWith, endsWith', () => {
    expect(run("'hello'.length")).toBe(5);
    expect(run("'hello'.contains('ell') && 'hello'.beginsWith('he') && 'hello'.endsWith('lo')")).toBe(true);
    expect(run("'hello'.contains('xyz')")).toBe(false);
  });

  it('replace() replaces every occurrence; toLowerCase(), toUpperCase()', () => {
    expect(run("'a.b.c'.replace('.', '-')")).toBe('a-b-c');
    expect(run("'MiXed'.toLowerCase()")).toBe('mixed');
    expect(run("'MiXed'.toUpperCase()")).toBe('MIXED');
  });

  it('matches() a regex literal, with the i flag', () => {
    expect(run("'abc123'.matches(/^[a-z]+[0-9]+$/)")).toBe(true);
    expect(run("'ABC'.matches(/^abc$/)")).toBe(false);
    expect(run("'ABC'.matches(/^abc$/i)")).toBe(true);
    expect(run("$uid.matches(/^u[0-9]$/)")).toBe(true);
    expect(rule("'abc'.matches('abc')").ok).toBe(false);
  });

  it('refuses methods on numbers and unknown string methods', () => {
    expect(rule('(1).length === 1').ok).toBe(false);
    expect(rule("'a'.trim() === 'a'").ok).toBe(false);
  });
});

describe('rule results', () => {
  it('grants only on a boolean true; other results and errors deny', () => {
    expect(rule('true')).toEqual({ ok: true });
    expect(rule('false')).toEqual({ ok: false });
    expect(rule("'yes'")).toMatchObject({ ok: false, error: expect.stringMatching(/not a boolean/) });
    expect(rule('1')).toMatchObject({ ok: false });
    expect(rule('null')).toMatchObject({ ok: false });
    expect(rule('auth.uid === $uid', { auth: null })).toMatchObject({ ok: false, error: expect.stringMatching(/cannot read 'uid' of null/) });
    expect(rule("1 && true")).toMatchObject({ ok: false, error: expect.stringMatching(/must be a boolean/) });
    expect(rule("!'a'").ok).toBe(false);
    expect(rule("1 ? true : false").ok).toBe(false);
    expect(rule("'a' - 1 === 0").ok).toBe(false);
  });
});
