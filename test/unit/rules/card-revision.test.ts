// A score card's revision under the real database.rules.json, in memory: the case table of
// card-revision-cases.ts (docs/ARCHITECTURE.md, "Security rules", the revision).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRules, type Json } from '../../../emulator/rtdb/rules/index.ts';
import { decide, normalize } from './apply.ts';
import { revisionCases, revisionSeed } from './card-revision-cases.ts';
import { EARLIER } from './fixtures.ts';

const engine = loadRules(readFileSync(new URL('../../../database.rules.json', import.meta.url), 'utf8'));
const NOW = EARLIER + 60_000;
const root = normalize(revisionSeed(), EARLIER) as Json;
const CASES = revisionCases();

describe('a score card written field by field with its revision', () => {
  it('tries attacks beside the legitimate writes', () => {
    expect(CASES.filter((c) => c.allowed).length).toBeGreaterThanOrEqual(8);
    expect(CASES.filter((c) => !c.allowed).length).toBeGreaterThanOrEqual(20);
  });

  it.each(CASES.map((c) => [c.allowed ? 'allows' : 'denies', c.name, c] as const))('%s: %s', (_verdict, _name, c) => {
    const decision = decide(engine, root, c, NOW);
    expect(decision.allowed, decision.allowed ? 'allowed' : decision.reason).toBe(c.allowed);
  });
});
