// Fair play under the real database.rules.json, in memory: the case table of card-terms-cases.ts, and
// what follows from a change of the match (a new marker, a card confirmed meanwhile).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRules, type Json } from '../../../emulator/rtdb/rules/index.ts';
import { decide, normalize, setAt } from './apply.ts';
import type { RuleCase } from './cases.ts';
import { FAIR_PLAY_CASES, fairPlaySeed, SIGNED_AT } from './card-terms-cases.ts';
import { EARLIER, SERVER_TS, type CaseUser } from './fixtures.ts';

const engine = loadRules(readFileSync(new URL('../../../database.rules.json', import.meta.url), 'utf8'));
const NOW = EARLIER + 60_000;
const root = normalize(fairPlaySeed(), EARLIER) as Json;

const shot = (as: CaseUser, card: string, tree: Json = root) =>
  decide(engine, tree, { name: card, as, op: 'update', path: `scoreCards/${card}`, value: { 'holes/0/shotCount': 3, updatedAt: SERVER_TS }, allowed: true } as RuleCase, NOW).allowed;

describe('fair play in a match and a tournament', () => {
  it('has an attacker and a legitimate case for every kind of field', () => {
    expect(FAIR_PLAY_CASES.filter((c) => c.allowed).length).toBeGreaterThanOrEqual(15);
    expect(FAIR_PLAY_CASES.filter((c) => !c.allowed).length).toBeGreaterThanOrEqual(25);
  });

  it.each(FAIR_PLAY_CASES.map((c) => [c.allowed ? 'allows' : 'denies', c.name, c] as const))('%s: %s', (_verdict, _name, c) => {
    const decision = decide(engine, root, c, NOW);
    expect(decision.allowed, decision.allowed ? 'allowed' : decision.reason).toBe(c.allowed);
  });

  it('a new marker takes over the group: the old one keeps only their own card', () => {
    expect(shot('bob', 'sc5')).toBe(true);
    const after = setAt(root, ['matches', 'm2', 'markerId'], 'dave');
    expect(shot('bob', 'sc5', after)).toBe(false);
    expect(shot('bob', 'sc4', after)).toBe(true);
    expect(shot('dave', 'sc4', after)).toBe(true);
  });

  it('a marker who left the group marks nothing', () => {
    const after = setAt(root, ['matches', 'm2', 'players', 'bob'], null);
    expect(shot('bob', 'sc5', after)).toBe(false);
  });

  it('a card its player confirmed meanwhile is closed to the marker, open to the player', () => {
    const after = setAt(root, ['scoreCards', 'sc5', 'confirmedAt'], SIGNED_AT);
    expect(shot('bob', 'sc5', after)).toBe(false);
    expect(shot('dave', 'sc5', after)).toBe(true);
  });

  it('the seeded documents are accepted written whole by their creators', () => {
    const data = fairPlaySeed();
    for (const id of ['sc4', 'sc5', 'sc7', 'sc8'] as const) {
      const doc = data.scoreCards[id];
      const d = decide(engine, root, { name: id, as: doc.creatorId as CaseUser, op: 'set', path: `scoreCards/${id}`, value: { ...doc, updatedAt: SERVER_TS }, allowed: true }, NOW);
      expect(d.allowed, d.allowed ? '' : `${id}: ${d.reason}`).toBe(true);
    }
  });
});
