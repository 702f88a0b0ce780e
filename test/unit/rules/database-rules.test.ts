// The real database.rules.json against in-memory trees: the shared case table plus the checks that
// tie the rules to the schemas.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesFileText } from '../../../schemas/rules/database-rules.ts';
import { loadRules, type Json } from '../../../emulator/rtdb/rules/index.ts';
import { decide, normalize } from './apply.ts';
import { RULE_CASES } from './cases.ts';
import { EARLIER, seed, type CaseUser } from './fixtures.ts';

const FILE = new URL('../../../database.rules.json', import.meta.url);
const text = readFileSync(FILE, 'utf8');
const engine = loadRules(text);
const NOW = EARLIER + 60_000;
const root = normalize(seed(), EARLIER) as Json;

describe('database.rules.json', () => {
  it('is what the generator produces from the schemas (regenerate with schemas/rules/write.ts)', () => {
    expect(text).toBe(rulesFileText());
  });

  it('has at least 40 cases, allowed and denied, on every path', () => {
    expect(RULE_CASES.length).toBeGreaterThanOrEqual(40);
    const top = new Set(RULE_CASES.map((c) => c.path.split('/')[0]));
    for (const p of ['courses', 'scoreCards', 'matches', 'tournaments', 'users', 'userData', 'admins', 'feeds']) expect(top).toContain(p);
    expect(RULE_CASES.some((c) => c.allowed)).toBe(true);
    expect(RULE_CASES.some((c) => !c.allowed)).toBe(true);
  });

  it.each(RULE_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const decision = decide(engine, root, c, NOW);
    expect(decision.allowed, decision.allowed ? 'allowed' : decision.reason).toBe(c.allowed);
  });

  it('declares the indexes of every queried field', () => {
    expect(engine.indexOn(['scoreCards'])).toEqual(expect.arrayContaining(['updatedAt', 'userId', 'courseId', 'matchId', 'tournamentId', 'date']));
    expect(engine.indexOn(['matches'])).toEqual(expect.arrayContaining(['updatedAt', 'date', 'tournamentId']));
    expect(engine.indexOn(['courses'])).toEqual(expect.arrayContaining(['updatedAt', 'name', 'nameSort']));
    expect(engine.indexOn(['tournaments'])).toEqual(expect.arrayContaining(['updatedAt', 'name']));
    expect(engine.indexOn(['users'])).toEqual(expect.arrayContaining(['updatedAt', 'nameSort', 'lastNameSort']));
    expect(engine.indexOn(['directory', 'courses'])).toEqual(expect.arrayContaining(['nameSort', 'geohash']));
    expect(engine.indexOn(['userData'])).toContain('email');
  });

  it('accepts the seeded documents written whole by their owners', () => {
    const data = seed();
    for (const [collection, docs] of Object.entries(data)) {
      if (collection === 'admins' || collection === 'feeds' || collection === 'directory') continue;
      for (const [id, doc] of Object.entries(docs as Record<string, object>)) {
        const d0 = doc as { creatorId?: string; organizer?: { id: string } };
        const as = d0.creatorId ?? d0.organizer?.id ?? id;
        const value = { ...doc, updatedAt: { '.sv': 'timestamp' } };
        const d = decide(engine, root, { name: id, as: as as CaseUser, op: 'set', path: `${collection}/${id}`, value, allowed: true }, NOW);
        expect(d.allowed, d.allowed ? '' : `${collection}/${id}: ${d.reason}`).toBe(true);
      }
    }
  });
});
