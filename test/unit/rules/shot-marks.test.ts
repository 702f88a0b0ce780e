// Shot marks against the real database.rules.json, in memory: the case table of shot-marks-cases.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRules, type Json } from '../../../emulator/rtdb/rules/index.ts';
import { decide, normalize } from './apply.ts';
import { EARLIER } from './fixtures.ts';
import { SHOT_MARKS_CASES, shotMarksSeed } from './shot-marks-cases.ts';

const engine = loadRules(readFileSync(new URL('../../../database.rules.json', import.meta.url), 'utf8'));
const NOW = EARLIER + 60_000;
const root = normalize(shotMarksSeed(), EARLIER) as Json;

describe('shot marks: only the player and the marker', () => {
  it.each(SHOT_MARKS_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const decision = decide(engine, root, c, NOW);
    expect(decision.allowed, decision.allowed ? 'allowed' : decision.reason).toBe(c.allowed);
  });
});
