// Tournaments under the real database.rules.json: only the organizer and the listed players read a
// tournament, its matches and its cards; only the organizer writes it. Starts from the shared seed
// (fixtures.ts): alice organizes t1 (players alice, bob, dave), m1 is its match with alice's sc1 and
// bob's sc3; carol shares nothing with them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRules, type Json } from '../../../emulator/rtdb/rules/index.ts';
import { authFor, decide, normalize, setAt } from './apply.ts';
import type { RuleCase } from './cases.ts';
import { EARLIER, pushed, seed, SERVER_TS, tournament, type CaseUser } from './fixtures.ts';

const engine = loadRules(readFileSync(new URL('../../../database.rules.json', import.meta.url), 'utf8'));
const NOW = EARLIER + 60_000;
const root = normalize(seed(), EARLIER) as Json;
const t1 = seed().tournaments.t1;

const get = (as: CaseUser, path: string) => decide(engine, root, { name: path, as, op: 'get', path, allowed: false }, NOW).allowed;
type Write = RuleCase extends infer C ? (C extends RuleCase ? Omit<C, 'name' | 'allowed'> : never) : never;
const write = (c: Write) => decide(engine, root, { ...c, name: c.path, allowed: false } as RuleCase, NOW);

const FORMAT = { startDate: EARLIER, endDate: EARLIER + 86_400_000, playMode: 'Individual', scoringMode: 'Stableford', holeCount: 18, handicapAllowance: 95 };

describe('an outsider', () => {
  it.each(['tournaments/t1', 'tournaments', 'matches/m1', 'matches', 'scoreCards/sc1', 'scoreCards/sc3', 'scoreCards', 'feeds/alice/tournaments'])('cannot read %s', (path) => {
    expect(get('carol', path)).toBe(false);
  });

  it('cannot list the tournament by a query on the collection either', () => {
    expect(engine.canRead(['tournaments'], authFor('carol'), root, NOW).allowed).toBe(false);
  });

  it('cannot put themselves into the tournament', () => {
    const d = write({ as: 'carol', op: 'update', path: 'tournaments/t1', value: { 'playerIds/carol': 1, 'players/3': { userId: 'carol' }, updatedAt: SERVER_TS } });
    expect(d.allowed).toBe(false);
  });

  it('cannot create a tournament in the organizer\'s name', () => {
    expect(write({ as: 'carol', op: 'set', path: 'tournaments/t9', value: pushed(tournament('t9', 'alice')) }).allowed).toBe(false);
  });
});

describe('a listed player', () => {
  it('reads the tournament, its matches and the cards of its rounds', () => {
    for (const path of ['tournaments/t1', 'matches/m1', 'scoreCards/sc1', 'scoreCards/sc3']) expect(get('dave', path), path).toBe(true);
  });

  it('cannot edit it: name, format, players or a tombstone', () => {
    expect(write({ as: 'bob', op: 'update', path: 'tournaments/t1', value: { name: 'Bob Open', updatedAt: SERVER_TS } }).allowed).toBe(false);
    expect(write({ as: 'bob', op: 'set', path: 'tournaments/t1', value: pushed(t1, { ...FORMAT } as never) }).allowed).toBe(false);
    expect(write({ as: 'dave', op: 'update', path: 'tournaments/t1', value: { 'playerIds/carol': 1, updatedAt: SERVER_TS } }).allowed).toBe(false);
    expect(write({ as: 'dave', op: 'set', path: 'tournaments/t1', value: { ...pushed(t1), deleted: true } }).allowed).toBe(false);
  });
});

describe('the organizer', () => {
  it('sets the dates and the round format', () => {
    const d = write({ as: 'alice', op: 'set', path: 'tournaments/t1', value: pushed(t1, { ...FORMAT } as never) });
    expect(d.allowed, d.allowed ? '' : d.reason).toBe(true);
  });

  it('adds a player to players and playerIds in one update', () => {
    const d = write({ as: 'alice', op: 'update', path: 'tournaments/t1', value: { 'players/3': { userId: 'carol', name: 'carol' }, 'playerIds/carol': 1, updatedAt: SERVER_TS } });
    expect(d.allowed, d.allowed ? '' : d.reason).toBe(true);
  });

  it('deletes with a tombstone, never a hard delete', () => {
    expect(write({ as: 'alice', op: 'set', path: 'tournaments/t1', value: { ...pushed(t1), deleted: true } }).allowed).toBe(true);
    expect(write({ as: 'alice', op: 'remove', path: 'tournaments/t1' }).allowed).toBe(false);
  });

  it('cannot store a format the schema refuses', () => {
    for (const bad of [{ holeCount: 12 }, { handicapAllowance: 120 }, { playMode: 'Texas' }, { scoringMode: 'Skins' }]) {
      const d = write({ as: 'alice', op: 'set', path: 'tournaments/t1', value: pushed(t1, { ...FORMAT, ...bad } as never) });
      expect(d.allowed, JSON.stringify(bad)).toBe(false);
    }
  });

  it('removing a player takes their read of the tournament and its cards away', () => {
    const after = setAt(root, ['tournaments', 't1', 'playerIds', 'dave'], null);
    expect(engine.canRead(['tournaments', 't1'], authFor('dave'), after, NOW).allowed).toBe(false);
    expect(engine.canRead(['scoreCards', 'sc1'], authFor('dave'), after, NOW).allowed).toBe(false);
    expect(engine.canRead(['matches', 'm1'], authFor('dave'), after, NOW).allowed).toBe(false);
  });
});
