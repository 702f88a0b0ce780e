// The translation of JSON schemas into .validate rules.
import { describe, expect, it } from 'vitest';
import { indexRangePattern, regexLiteral, schemaToRules, valueConditions } from '../../../schemas/rules/schema-to-rules.ts';
import { loadRules, type Json } from '../../../emulator/rtdb/rules/index.ts';
import { authFor, setAt, splitPath } from './apply.ts';

describe('indexRangePattern', () => {
  it.each([0, 1, 9, 10, 17, 29, 49, 99, 100, 499])('matches exactly 0..%i without leading zeros', (max) => {
    const re = new RegExp(indexRangePattern(max));
    for (let i = 0; i <= max + 120; i++) expect(re.test(String(i)), `${i}`).toBe(i <= max);
    expect(re.test('01')).toBe(false);
    expect(re.test('')).toBe(false);
  });
});

describe('regexLiteral', () => {
  it('escapes slashes and keeps existing escapes', () => {
    expect(regexLiteral('^[^/]+$')).toBe('/^[^\\/]+$/');
    expect(regexLiteral('a\\/b')).toBe('/a\\/b/');
    expect(regexLiteral('\\[\\]')).toBe('/\\[\\]/');
  });
});

describe('schemaToRules', () => {
  it('translates types, bounds, patterns and enumerations', () => {
    expect(valueConditions({ type: 'string', minLength: 1, maxLength: 3, pattern: '^a' })).toEqual([
      'newData.isString()',
      'newData.val().length >= 1',
      'newData.val().length <= 3',
      'newData.val().matches(/^a/)',
    ]);
    expect(valueConditions({ type: 'integer', minimum: 0, maximum: 6 })).toEqual(['newData.isNumber()', 'newData.val() % 1 === 0', 'newData.val() >= 0', 'newData.val() <= 6']);
    expect(valueConditions({ type: 'string', enum: ["it's", 'b'] })).toEqual(['newData.isString()', "(newData.val() === 'it\\'s' || newData.val() === 'b')"]);
    expect(() => valueConditions({ type: 'null' })).toThrow(/no rules translation/);
  });

  it('builds rules that accept what the schema accepts and refuse the rest', () => {
    const schema = {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: {
        name: { type: 'string', maxLength: 5 },
        list: { type: 'array', maxItems: 2, items: { type: 'object', additionalProperties: false, properties: { v: { type: 'number' } }, required: ['v'] } },
        map: { type: 'object', patternProperties: { '^k[0-9]$': { type: 'boolean' } } },
      },
    };
    const engine = loadRules({ rules: { '.write': true, doc: schemaToRules(schema, 'doc', { name: "newData.val() !== 'bad'" }) } });
    const ok = (doc: Json) => engine.canWrite({ paths: [splitPath('doc')], root: null, newRoot: setAt(null, ['doc'], doc), auth: authFor('u'), now: 1 }).allowed;
    expect(ok({ name: 'a', list: { '0': { v: 1 }, '1': { v: 2 } }, map: { k1: true } })).toBe(true);
    expect(ok({ list: { '0': { v: 1 } } })).toBe(false);
    expect(ok({ name: 'toolong' })).toBe(false);
    expect(ok({ name: 'bad' })).toBe(false);
    expect(ok({ name: 'a', list: { '2': { v: 1 } } })).toBe(false);
    expect(ok({ name: 'a', list: { '0': { w: 1 } } })).toBe(false);
    expect(ok({ name: 'a', map: { x1: true } })).toBe(false);
    expect(ok({ name: 'a', map: { k1: 'yes' } })).toBe(false);
    expect(ok({ name: 'a', other: 1 })).toBe(false);
    expect(ok('a')).toBe(false);
  });
});
