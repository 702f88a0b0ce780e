// The admin role from the attacker's side (docs/ADMINISTRATION.md, "Administrator role"): only an
// administrator writes `admins/{uid}`, and only another user's entry, only `true` (grant) or nothing
// (revoke); only administrators list the role or read the private user data collection.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRules, type Json } from '../../../emulator/rtdb/rules/index.ts';
import { decide, normalize } from './apply.ts';
import type { RuleCase } from './cases.ts';
import { EARLIER, NAMED_UIDS as u, seed } from './fixtures.ts';

const engine = loadRules(readFileSync(new URL('../../../database.rules.json', import.meta.url), 'utf8'));
const NOW = EARLIER + 60_000;
const root = normalize(seed(), EARLIER) as Json;

const CASES: RuleCase[] = [
  // Granting
  { name: 'an admin grants the role to another user', as: 'admin', op: 'set', path: `admins/${u.carol}`, value: true, allowed: true },
  { name: 'an admin grants the role in a multi-path update', as: 'admin', op: 'update', path: 'admins', value: { [u.alice]: true, [u.bob]: true }, allowed: true },
  { name: 'a user does not grant themselves the role', as: 'alice', op: 'set', path: `admins/${u.alice}`, value: true, allowed: false },
  { name: 'a user does not grant the role to a friend', as: 'alice', op: 'set', path: `admins/${u.bob}`, value: true, allowed: false },
  { name: 'an anonymous visitor does not grant the role', as: null, op: 'set', path: `admins/${u.carol}`, value: true, allowed: false },
  { name: 'a user does not write the whole role list', as: 'alice', op: 'set', path: 'admins', value: { [u.alice]: true }, allowed: false },
  { name: 'an admin does not replace the whole role list', as: 'admin', op: 'set', path: 'admins', value: { [u.admin]: true, [u.carol]: true }, allowed: false },
  { name: 'a user does not slip the role into an update of their profile', as: 'alice', op: 'update', path: '', value: { [`admins/${u.alice}`]: true }, allowed: false },
  // Only `true` is a grant
  { name: 'an admin does not write a string as the role', as: 'admin', op: 'set', path: `admins/${u.carol}`, value: 'true', allowed: false },
  { name: 'an admin does not write false as the role', as: 'admin', op: 'set', path: `admins/${u.carol}`, value: false, allowed: false },
  { name: 'an admin does not write an object as the role', as: 'admin', op: 'set', path: `admins/${u.carol}`, value: { level: 1 }, allowed: false },
  // Revoking
  { name: 'an admin revokes the role of another admin', as: 'admin', op: 'remove', path: `admins/${u.bob}`, allowed: true },
  { name: 'an admin does not revoke their own role', as: 'admin', op: 'remove', path: `admins/${u.admin}`, allowed: false },
  { name: 'a user does not revoke an admin', as: 'alice', op: 'remove', path: `admins/${u.admin}`, allowed: false },
  { name: 'a user does not revoke an admin with a multi-path update', as: 'bob', op: 'update', path: 'admins', value: { [u.admin]: null }, allowed: false },
  // Reading
  { name: 'an admin lists the admins', as: 'admin', op: 'get', path: 'admins', allowed: true },
  { name: 'a user does not list the admins', as: 'carol', op: 'get', path: 'admins', allowed: false },
  { name: "a user does not read another user's role", as: 'carol', op: 'get', path: `admins/${u.admin}`, allowed: false },
  { name: 'a user reads their own role', as: 'carol', op: 'get', path: `admins/${u.carol}`, allowed: true },
  { name: 'an admin reads the private user data collection', as: 'admin', op: 'get', path: 'userData', allowed: true },
  { name: 'a user does not read the private user data collection', as: 'alice', op: 'get', path: 'userData', allowed: false },
  { name: 'an anonymous visitor does not read the private user data collection', as: null, op: 'get', path: 'userData', allowed: false },
];

describe('admins/{uid} and the admin reads', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const decision = decide(engine, root, c, NOW);
    expect(decision.allowed, decision.allowed ? 'allowed' : decision.reason).toBe(c.allowed);
  });

  it('a revoked administrator can no longer grant the role', () => {
    // bob was made admin, then revoked: the tree without his entry decides, as the server would.
    const revoked = normalize({ ...seed(), admins: { [u.admin]: true } }, EARLIER) as Json;
    const c: RuleCase = { name: 'bob grants', as: 'bob', op: 'set', path: `admins/${u.carol}`, value: true, allowed: false };
    expect(decide(engine, revoked, c, NOW).allowed).toBe(false);
    const granted = normalize({ ...seed(), admins: { [u.admin]: true, [u.bob]: true } }, EARLIER) as Json;
    expect(decide(engine, granted, { ...c, allowed: true }, NOW).allowed).toBe(true);
  });
});
