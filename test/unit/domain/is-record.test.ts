// One test for "a JSON object" (src/domain/is-record.ts) serves every reader of unknown input in src; a
// second copy of it is repeated code (docs/ARCHITECTURE.md, "Where the shared seams live").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isRecord } from '../../../src/domain/is-record.ts';
import { sourceFiles } from '../lint/import-graph.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A function or arrow of one `unknown` parameter that answers `typeof x === 'object' && x !== null`, with
 * or without `&& !Array.isArray(x)`, and nothing more. */
const OWN_COPY =
  /function\s+\w+\s*\(\s*(\w+)\s*:\s*unknown\s*\)[^{]*\{\s*return\s+typeof\s+\1\s*===\s*'object'\s*&&\s*\1\s*!==\s*null(?:\s*&&\s*!Array\.isArray\(\s*\1\s*\))?\s*;|=\s*\(\s*(\w+)\s*:\s*unknown\s*\)[^=]*=>\s*typeof\s+\2\s*===\s*'object'\s*&&\s*\2\s*!==\s*null(?:\s*&&\s*!Array\.isArray\(\s*\2\s*\))?\s*;/;

describe('isRecord', () => {
  it('is true for an object, false for null, an array and the other JSON values', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
    for (const other of [null, undefined, [], [1], 'x', 1, true]) expect(isRecord(other)).toBe(false);
  });

  it('spots a copy of itself (planted text)', () => {
    expect(OWN_COPY.test("const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;")).toBe(true);
    expect(OWN_COPY.test("function isPlain(x: unknown): x is Plain {\n  return typeof x === 'object' && x !== null && !Array.isArray(x);\n}")).toBe(true);
    expect(OWN_COPY.test("const isConflict = (e: unknown) => typeof e === 'object' && e !== null && e.code === 'CONFLICT';")).toBe(false);
    expect(OWN_COPY.test("const keysOf = (v: unknown): string[] => (Array.isArray(v) ? [] : Object.keys(v ?? {}));")).toBe(false);
  });

  it('is written once in src', () => {
    const copies = sourceFiles(root, 'src').filter(
      (file) => file !== 'src/domain/is-record.ts' && OWN_COPY.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(copies).toEqual([]);
  });
});
