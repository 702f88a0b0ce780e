// Who writes a course's coordinates, against the real database.rules.json in memory
// (docs/ARCHITECTURE.md, "Security rules"): the case table of course-mapping-cases.ts, and the
// rules' copy of the point fields held equal to the app's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOLE_POINT_PAIRS } from '../../../schemas/rules/database-rules.ts';
import { loadRules, type Json } from '../../../emulator/rtdb/rules/index.ts';
import { HOLE_POINTS } from '../../../src/domain/hole-points.ts';
import { decide, normalize } from './apply.ts';
import { courseMappingCases, courseMappingSeed } from './course-mapping-cases.ts';
import { EARLIER } from './fixtures.ts';

const engine = loadRules(readFileSync(new URL('../../../database.rules.json', import.meta.url), 'utf8'));
const NOW = EARLIER + 60_000;
const root = normalize(courseMappingSeed(), EARLIER) as Json;
const CASES = courseMappingCases();

describe('mapping a hole: who writes a course coordinates', () => {
  it('tries every attack beside the fills that must go through', () => {
    expect(CASES.filter((c) => c.allowed).length).toBeGreaterThanOrEqual(4);
    expect(CASES.filter((c) => !c.allowed).length).toBeGreaterThanOrEqual(15);
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const decision = decide(engine, root, c, NOW);
    expect(decision.allowed, decision.allowed ? 'allowed' : decision.reason).toBe(c.allowed);
  });

  it('grants exactly the point fields the app records', () => {
    expect(HOLE_POINT_PAIRS.map(([lat, lon]) => [lat, lon])).toEqual(HOLE_POINTS.map((p) => [p.latitude, p.longitude]));
  });
});
