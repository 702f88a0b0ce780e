// The table of security rules cases, run against database.rules.json both in memory
// (test/unit/rules/database-rules.test.ts) and through the firebase SDK (test/integration/rules.test.ts).
// Every case starts from `seed(uids)`; `as` names the user doing it (null: not signed in).
import { course, hole, match, NAMED_UIDS, pushed, scoreCard, seed, SERVER_TS, tournament, user, userData, type CaseUser, type Uids } from './fixtures.ts';

export type RuleCase =
  | { name: string; as: CaseUser | null; op: 'get'; path: string; allowed: boolean }
  | { name: string; as: CaseUser | null; op: 'set'; path: string; value: unknown; allowed: boolean }
  /** A multi-path update: `value` maps paths relative to `path` to their new values. */
  | { name: string; as: CaseUser | null; op: 'update'; path: string; value: Record<string, unknown>; allowed: boolean }
  | { name: string; as: CaseUser | null; op: 'remove'; path: string; allowed: boolean };

/** The cases for users with these uids. */
export function ruleCases(u: Uids = NAMED_UIDS): RuleCase[] {
  const db = seed(u);
  const c1 = db.courses.c1;
  const sc1 = db.scoreCards.sc1;
  const sc2 = db.scoreCards.sc2;
  const m1 = db.matches.m1;
  const t1 = db.tournaments.t1;
  const TS = SERVER_TS;

  function courseWithTee(over: Record<string, unknown>) {
    const [tee] = c1.tees ?? [];
    return pushed(c1, { tees: [{ ...tee, ...over } as NonNullable<typeof c1.tees>[number]] });
  }

  return [
    // The root and unknown paths.
    { name: 'nobody reads the root', as: 'admin', op: 'get', path: '', allowed: false },
    { name: 'nobody writes an unknown top-level path', as: 'alice', op: 'set', path: 'misc/x', value: 1, allowed: false },

    // courses
    { name: 'anonymous users do not read courses', as: null, op: 'get', path: 'courses', allowed: false },
    { name: 'a signed-in user reads courses', as: 'carol', op: 'get', path: 'courses', allowed: true },
    { name: 'a user creates a course as its creator', as: 'carol', op: 'set', path: 'courses/c2', value: pushed(course('c2', u.carol)), allowed: true },
    { name: 'a user does not create a course in another creator name', as: 'carol', op: 'set', path: 'courses/c2', value: pushed(course('c2', u.alice)), allowed: false },
    { name: 'the creator edits the course', as: 'alice', op: 'update', path: 'courses/c1', value: { name: 'New Course', updatedAt: TS }, allowed: true },
    { name: 'another user does not edit the course', as: 'carol', op: 'update', path: 'courses/c1', value: { name: 'Mine', updatedAt: TS }, allowed: false },
    { name: 'an admin edits any course', as: 'admin', op: 'set', path: 'courses/c1', value: pushed(c1, { name: 'Renamed' }), allowed: true },
    { name: 'the creator cannot hand the course to another creator', as: 'alice', op: 'update', path: 'courses/c1', value: { creatorId: u.bob, updatedAt: TS }, allowed: false },
    { name: 'the creator deletes the course with a tombstone', as: 'alice', op: 'set', path: 'courses/c1', value: pushed(c1, { deleted: true }), allowed: true },
    { name: 'another user does not tombstone the course', as: 'bob', op: 'set', path: 'courses/c1', value: pushed(c1, { deleted: true }), allowed: false },
    { name: 'the creator purges the course', as: 'alice', op: 'remove', path: 'courses/c1', allowed: true },
    { name: 'another user does not purge the course', as: 'bob', op: 'remove', path: 'courses/c1', allowed: false },
    { name: 'a tee type outside the enumeration is refused', as: 'alice', op: 'set', path: 'courses/c1', value: courseWithTee({ type: 'Links' }), allowed: false },
    { name: 'a tee colour outside the enumeration is refused', as: 'alice', op: 'set', path: 'courses/c1', value: courseWithTee({ colour: 'purple' }), allowed: false },
    { name: 'a slope out of range is refused', as: 'alice', op: 'update', path: 'courses/c1', value: { 'tees/0/slope': 200, updatedAt: TS }, allowed: false },
    { name: 'a hole par of 9 is refused', as: 'alice', op: 'update', path: 'courses/c1', value: { 'tees/0/holes/0/par': 9, updatedAt: TS }, allowed: false },
    { name: 'an unknown course field is refused', as: 'alice', op: 'set', path: 'courses/c1', value: pushed(c1, { rating: 5 } as object), allowed: false },
    { name: 'a course without its required nameSort is refused', as: 'carol', op: 'set', path: 'courses/c2', value: { ...pushed(course('c2', u.carol)), nameSort: null }, allowed: false },
    { name: 'a course whose id differs from its key is refused', as: 'carol', op: 'set', path: 'courses/c2', value: pushed(course('c9', u.carol)), allowed: false },
    { name: 'a forged updatedAt is refused', as: 'alice', op: 'update', path: 'courses/c1', value: { name: 'X', updatedAt: 4_000_000_000_000 }, allowed: false },
    { name: 'an edit that leaves updatedAt alone is refused', as: 'alice', op: 'update', path: 'courses/c1', value: { name: 'X' }, allowed: false },

    // scoreCards
    { name: 'anonymous users do not read score cards', as: null, op: 'get', path: 'scoreCards', allowed: false },
    { name: 'a signed-in user reads score cards', as: 'carol', op: 'get', path: 'scoreCards', allowed: true },
    { name: 'the owner edits a hole of the card', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { 'holes/0/shotCount': 4, updatedAt: TS }, allowed: true },
    { name: 'a player of the card match edits it', as: 'bob', op: 'update', path: 'scoreCards/sc1', value: { 'holes/1/puttCount': 1, updatedAt: TS }, allowed: true },
    { name: 'the creator edits a card of another owner', as: 'alice', op: 'update', path: 'scoreCards/sc3', value: { notes: 'windy', updatedAt: TS }, allowed: true },
    { name: 'an outsider does not edit the card', as: 'carol', op: 'update', path: 'scoreCards/sc1', value: { notes: 'mine', updatedAt: TS }, allowed: false },
    { name: 'an admin edits any card', as: 'admin', op: 'update', path: 'scoreCards/sc2', value: { notes: 'checked', updatedAt: TS }, allowed: true },
    { name: 'a user creates their own card', as: 'carol', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.carol, u.carol)), allowed: true },
    { name: 'an organiser creates a card for another player', as: 'alice', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.bob, u.alice, 'm1')), allowed: true },
    { name: 'a user does not create a card owned and created by others', as: 'carol', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.alice, u.alice)), allowed: false },
    { name: 'a user does not create a card claiming another creator', as: 'carol', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.carol, u.alice)), allowed: false },
    { name: 'an owner does not hand the card away and lock themselves out', as: 'bob', op: 'update', path: 'scoreCards/sc3', value: { userId: u.carol, updatedAt: TS }, allowed: false },
    { name: 'the creator of a card cannot be rewritten', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { creatorId: u.carol, updatedAt: TS }, allowed: false },
    { name: 'a fairway code of 7 is refused', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { 'holes/0/fairway': 7, updatedAt: TS }, allowed: false },
    { name: 'a green code of 6 is accepted', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { 'holes/0/gir': 6, updatedAt: TS }, allowed: true },
    { name: 'a shot count of 31 is refused', as: 'alice', op: 'set', path: 'scoreCards/sc1', value: pushed(sc1, { holes: [hole(1, { shotCount: 31 }), hole(2)] }), allowed: false },
    { name: 'an unknown hole field is refused', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { 'holes/0/score': 3, updatedAt: TS }, allowed: false },
    { name: 'a player of the match tombstones the card', as: 'bob', op: 'set', path: 'scoreCards/sc1', value: pushed(sc1, { deleted: true }), allowed: true },
    { name: 'an outsider does not purge the card', as: 'carol', op: 'remove', path: 'scoreCards/sc1', allowed: false },
    { name: 'the owner purges the card', as: 'carol', op: 'remove', path: 'scoreCards/sc2', allowed: true },
    { name: 'a card tombstone is validated like the document', as: 'carol', op: 'set', path: 'scoreCards/sc2', value: pushed(sc2, { deleted: 'yes' } as object), allowed: false },

    // matches
    { name: 'a listed player edits the match', as: 'bob', op: 'update', path: 'matches/m1', value: { notes: 'tee time 9:00', updatedAt: TS }, allowed: true },
    { name: 'an outsider does not edit the match', as: 'carol', op: 'update', path: 'matches/m1', value: { notes: 'x', updatedAt: TS }, allowed: false },
    { name: 'an outsider does not add themselves to the match', as: 'carol', op: 'update', path: 'matches/m1', value: { [`players/${u.carol}`]: 1, updatedAt: TS }, allowed: false },
    { name: 'a user creates a match as its creator', as: 'carol', op: 'set', path: 'matches/m2', value: pushed(match('m2', u.carol, [u.carol])), allowed: true },
    { name: 'a user does not create a match in another creator name', as: 'carol', op: 'set', path: 'matches/m2', value: pushed(match('m2', u.alice, [u.alice])), allowed: false },
    { name: 'a play mode outside the enumeration is refused', as: 'alice', op: 'update', path: 'matches/m1', value: { playMode: 'Skins', updatedAt: TS }, allowed: false },
    { name: 'a scoring mode outside the enumeration is refused', as: 'alice', op: 'update', path: 'matches/m1', value: { scoringMode: 'Points', updatedAt: TS }, allowed: false },
    { name: 'a players entry other than 1 is refused', as: 'alice', op: 'update', path: 'matches/m1', value: { [`players/${u.carol}`]: 2, updatedAt: TS }, allowed: false },
    { name: 'the creator deletes the match with a tombstone', as: 'alice', op: 'set', path: 'matches/m1', value: pushed(m1, { deleted: true }), allowed: true },

    // tournaments
    { name: 'a signed-in user reads tournaments', as: 'carol', op: 'get', path: 'tournaments', allowed: true },
    { name: 'the organizer edits the tournament', as: 'alice', op: 'update', path: 'tournaments/t1', value: { name: 'Spring Cup', updatedAt: TS }, allowed: true },
    { name: 'another user does not edit the tournament', as: 'bob', op: 'update', path: 'tournaments/t1', value: { name: 'Mine', updatedAt: TS }, allowed: false },
    { name: 'a user creates a tournament they organise', as: 'bob', op: 'set', path: 'tournaments/t2', value: pushed(tournament('t2', u.bob)), allowed: true },
    { name: 'a user does not create a tournament organised by another', as: 'bob', op: 'set', path: 'tournaments/t2', value: pushed(tournament('t2', u.alice)), allowed: false },
    { name: 'the organizer does not hand the tournament over', as: 'alice', op: 'update', path: 'tournaments/t1', value: { 'organizer/id': u.bob, updatedAt: TS }, allowed: false },
    { name: 'a tournament without a name is refused', as: 'alice', op: 'set', path: 'tournaments/t1', value: pushed(t1, { name: '' }), allowed: false },

    // users
    { name: 'anonymous users do not read profiles', as: null, op: 'get', path: 'users', allowed: false },
    { name: 'a signed-in user reads the profiles', as: 'carol', op: 'get', path: 'users', allowed: true },
    { name: 'a user edits their own profile', as: 'alice', op: 'update', path: `users/${u.alice}`, value: { handicap: 12.3, updatedAt: TS }, allowed: true },
    { name: "a user never edits another's profile", as: 'alice', op: 'update', path: `users/${u.bob}`, value: { handicap: 54, updatedAt: TS }, allowed: false },
    { name: 'an admin edits any profile', as: 'admin', op: 'set', path: `users/${u.bob}`, value: pushed(user(u.bob), { lastName: 'Checked' }), allowed: true },
    { name: 'a handicap of 80 is refused', as: 'alice', op: 'update', path: `users/${u.alice}`, value: { handicap: 80, updatedAt: TS }, allowed: false },
    { name: 'a profile without an email is refused', as: 'carol', op: 'set', path: `users/${u.carol}`, value: { ...pushed(user(u.carol)), email: null }, allowed: false },

    // userData
    { name: 'a user reads their own user data', as: 'alice', op: 'get', path: `userData/${u.alice}`, allowed: true },
    { name: "a user never reads another's user data", as: 'bob', op: 'get', path: `userData/${u.alice}`, allowed: false },
    { name: 'nobody reads the user data collection', as: 'alice', op: 'get', path: 'userData', allowed: false },
    { name: 'a user writes their own user data', as: 'carol', op: 'set', path: `userData/${u.carol}`, value: pushed(userData(u.carol)), allowed: true },
    { name: 'a user ends the round in play', as: 'alice', op: 'update', path: `userData/${u.alice}`, value: { inPlay: null, updatedAt: TS }, allowed: true },
    { name: "a user never writes another's user data", as: 'bob', op: 'update', path: `userData/${u.alice}`, value: { displayStyle: 'Geometry Shapes', updatedAt: TS }, allowed: false },
    { name: "even an admin does not write a user's user data", as: 'admin', op: 'update', path: `userData/${u.alice}`, value: { displayStyle: 'Geometry Shapes', updatedAt: TS }, allowed: false },
    { name: 'a display style outside the enumeration is refused', as: 'alice', op: 'update', path: `userData/${u.alice}`, value: { displayStyle: 'Neon', updatedAt: TS }, allowed: false },
    { name: 'a current hole of 18 (zero-based) is refused', as: 'alice', op: 'update', path: `userData/${u.alice}`, value: { 'inPlay/currentHole': 18, updatedAt: TS }, allowed: false },

    // admins
    { name: 'a user never makes themselves admin', as: 'alice', op: 'set', path: `admins/${u.alice}`, value: true, allowed: false },
    { name: 'an admin grants the role to another user', as: 'admin', op: 'set', path: `admins/${u.bob}`, value: true, allowed: true },
    { name: 'an admin does not revoke their own role', as: 'admin', op: 'remove', path: `admins/${u.admin}`, allowed: false },
    { name: 'a user reads their own admin entry', as: 'admin', op: 'get', path: `admins/${u.admin}`, allowed: true },
    { name: "a user does not read another's admin entry", as: 'alice', op: 'get', path: `admins/${u.admin}`, allowed: false },
    { name: 'an admin lists the admins', as: 'admin', op: 'get', path: 'admins', allowed: true },
    { name: 'a user does not list the admins', as: 'alice', op: 'get', path: 'admins', allowed: false },

    // multi-path updates are all or nothing
    {
      name: 'a multi-path update with one forbidden path is refused whole',
      as: 'alice',
      op: 'update',
      path: '',
      value: { [`users/${u.alice}/firstName`]: 'Al', [`users/${u.alice}/updatedAt`]: TS, [`userData/${u.bob}/displayStyle`]: 'Geometry Shapes', [`userData/${u.bob}/updatedAt`]: TS },
      allowed: false,
    },
    {
      name: 'a multi-path update of own documents is allowed',
      as: 'alice',
      op: 'update',
      path: '',
      value: { [`users/${u.alice}/firstName`]: 'Al', [`users/${u.alice}/updatedAt`]: TS, [`userData/${u.alice}/displayStyle`]: 'The Open Colors', [`userData/${u.alice}/updatedAt`]: TS },
      allowed: true,
    },
  ];
}

export const RULE_CASES = ruleCases();
