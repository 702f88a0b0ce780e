// The table of security rules cases, run against database.rules.json both in memory
// (test/unit/rules/database-rules.test.ts) and through the firebase SDK (test/integration/rules.test.ts).
// Every case starts from `seed(uids)`; `as` names the user doing it (null: not signed in).
import { course, EARLIER, emailsOf, hole, match, NAMED_UIDS, pushed, scoreCard, seed, SERVER_TS, tournament, user, userData, type CaseUser, type Emails, type Uids } from './fixtures.ts';

export type RuleCase =
  | { name: string; as: CaseUser | null; op: 'get'; path: string; allowed: boolean }
  | { name: string; as: CaseUser | null; op: 'set'; path: string; value: unknown; allowed: boolean }
  /** A multi-path update: `value` maps paths relative to `path` to their new values. */
  | { name: string; as: CaseUser | null; op: 'update'; path: string; value: Record<string, unknown>; allowed: boolean }
  | { name: string; as: CaseUser | null; op: 'remove'; path: string; allowed: boolean };

/** A time stamp no clock has reached: past the server's `now` in memory and on the real server alike. */
const FAR_FUTURE = 8_000_000_000_000;

/** The cases for users with these uids and sign-in addresses. */
export function ruleCases(u: Uids = NAMED_UIDS, emails: Emails = emailsOf(u)): RuleCase[] {
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
    { name: 'a signed-in user does not read every course', as: 'carol', op: 'get', path: 'courses', allowed: false },
    { name: 'a signed-in user reads one course', as: 'carol', op: 'get', path: 'courses/c1', allowed: true },
    { name: 'an admin reads every course', as: 'admin', op: 'get', path: 'courses', allowed: true },
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

    // scoreCards: who reads
    { name: 'anonymous users do not read score cards', as: null, op: 'get', path: 'scoreCards', allowed: false },
    { name: 'a signed-in user does not read the score cards collection', as: 'carol', op: 'get', path: 'scoreCards', allowed: false },
    { name: 'a match partner does not read the collection either', as: 'bob', op: 'get', path: 'scoreCards', allowed: false },
    { name: 'an admin reads the score cards collection', as: 'admin', op: 'get', path: 'scoreCards', allowed: true },
    { name: 'an outsider does not read a card', as: 'carol', op: 'get', path: 'scoreCards/sc1', allowed: false },
    { name: 'an outsider does not read one field of a card', as: 'carol', op: 'get', path: 'scoreCards/sc1/holes', allowed: false },
    { name: 'the player reads their card', as: 'bob', op: 'get', path: 'scoreCards/sc3', allowed: true },
    { name: 'the creator (marker) reads the card', as: 'alice', op: 'get', path: 'scoreCards/sc3', allowed: true },
    { name: 'a match partner reads the card', as: 'bob', op: 'get', path: 'scoreCards/sc1', allowed: true },
    { name: 'a tournament player reads the cards of its matches', as: 'dave', op: 'get', path: 'scoreCards/sc1', allowed: true },
    { name: 'a tournament player does not read a card outside the tournament', as: 'dave', op: 'get', path: 'scoreCards/sc2', allowed: false },
    { name: 'a path without a card reads as nothing', as: 'carol', op: 'get', path: 'scoreCards/none', allowed: true },
    // scoreCards: who writes
    { name: 'the owner edits a hole of the card', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { 'holes/0/shotCount': 4, updatedAt: TS }, allowed: true },
    { name: 'a plain player of the match does not rewrite a partner card', as: 'bob', op: 'update', path: 'scoreCards/sc1', value: { 'holes/1/puttCount': 1, updatedAt: TS }, allowed: false },
    { name: 'the match creator (marker) edits a player card of the match', as: 'alice', op: 'update', path: 'scoreCards/sc3', value: { notes: 'windy', updatedAt: TS }, allowed: true },
    { name: 'a tournament player does not edit a card of the tournament', as: 'dave', op: 'update', path: 'scoreCards/sc1', value: { notes: 'x', updatedAt: TS }, allowed: false },
    { name: 'an outsider does not edit the card', as: 'carol', op: 'update', path: 'scoreCards/sc1', value: { notes: 'mine', updatedAt: TS }, allowed: false },
    { name: 'an admin edits any card', as: 'admin', op: 'update', path: 'scoreCards/sc2', value: { notes: 'checked', updatedAt: TS }, allowed: true },
    { name: 'a user creates their own card', as: 'carol', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.carol, u.carol)), allowed: true },
    { name: 'the match creator creates a card for a player of the match', as: 'alice', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.bob, u.alice, 'm1')), allowed: true },
    { name: 'a guest card belongs to the match creator', as: 'alice', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.alice, u.alice, 'm1', { event: 'Guest: Pat' })), allowed: true },
    { name: 'a user does not create a card in another user name without a match', as: 'carol', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.alice, u.carol)), allowed: false },
    { name: 'the match creator does not create a card for someone outside the match', as: 'alice', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.carol, u.alice, 'm1')), allowed: false },
    { name: 'a plain player does not create a card for a partner', as: 'bob', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.alice, u.bob, 'm1')), allowed: false },
    { name: 'a user does not create a card owned and created by others', as: 'carol', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.alice, u.alice)), allowed: false },
    { name: 'a user does not create a card claiming another creator', as: 'carol', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.carol, u.alice)), allowed: false },
    { name: 'an owner does not hand the card away and lock themselves out', as: 'carol', op: 'update', path: 'scoreCards/sc2', value: { userId: u.alice, updatedAt: TS }, allowed: false },
    { name: 'the creator of a card cannot be rewritten', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { creatorId: u.carol, updatedAt: TS }, allowed: false },
    { name: 'a fairway code of 7 is refused', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { 'holes/0/fairway': 7, updatedAt: TS }, allowed: false },
    { name: 'a green code of 6 is accepted', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { 'holes/0/gir': 6, updatedAt: TS }, allowed: true },
    { name: 'a shot count of 31 is refused', as: 'alice', op: 'set', path: 'scoreCards/sc1', value: pushed(sc1, { holes: [hole(1, { shotCount: 31 }), hole(2)] }), allowed: false },
    { name: 'an unknown hole field is refused', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { 'holes/0/score': 3, updatedAt: TS }, allowed: false },
    { name: 'the owner tombstones the card', as: 'carol', op: 'set', path: 'scoreCards/sc2', value: pushed(sc2, { deleted: true }), allowed: true },
    { name: 'a plain player of the match does not tombstone a partner card', as: 'bob', op: 'set', path: 'scoreCards/sc1', value: pushed(sc1, { deleted: true }), allowed: false },
    { name: 'the owner does not hard-delete the card', as: 'carol', op: 'remove', path: 'scoreCards/sc2', allowed: false },
    { name: 'the owner does not hard-delete one field of the card either', as: 'carol', op: 'remove', path: 'scoreCards/sc2/holes', allowed: false },
    { name: 'an outsider does not purge the card', as: 'carol', op: 'remove', path: 'scoreCards/sc1', allowed: false },
    { name: 'an admin purges a card', as: 'admin', op: 'remove', path: 'scoreCards/sc2', allowed: true },
    { name: 'a card tombstone is validated like the document', as: 'carol', op: 'set', path: 'scoreCards/sc2', value: pushed(sc2, { deleted: 'yes' } as object), allowed: false },
    // scoreCards: client time stamps order no merge, and none may claim a time ahead of the server's
    { name: 'a hole stamped far in the future is refused', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { 'holes/0/shotCount': 3, 'holes/0/modifiedAt': FAR_FUTURE, updatedAt: TS }, allowed: false },
    { name: 'a card whose modifiedDate is far in the future is refused', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { modifiedDate: FAR_FUTURE, updatedAt: TS }, allowed: false },
    { name: 'a whole card with one hole stamped far ahead is refused', as: 'carol', op: 'set', path: 'scoreCards/sc2', value: pushed(sc2, { holes: [hole(1, { shotCount: 4, modifiedAt: FAR_FUTURE }), hole(2)] }), allowed: false },
    { name: 'a hole stamped a minute ahead of the server (clock drift) is accepted', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { 'holes/0/shotCount': 3, 'holes/0/modifiedAt': EARLIER + 120_000, modifiedDate: EARLIER + 120_000, updatedAt: TS }, allowed: true },
    { name: 'a hole stamped in the past (a clock behind) is accepted', as: 'carol', op: 'set', path: 'scoreCards/sc2', value: pushed(sc2, { holes: [hole(1, { shotCount: 4, modifiedAt: 1 }), hole(2)], modifiedDate: 1 }), allowed: true },
    // scoreCards: membership comes from the match and the tournament, never from the card
    { name: 'a card does not reference a match that is not on the server', as: 'alice', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.alice, u.alice, 'mPending')), allowed: false },
    { name: 'a card does not join a match that does not list its player', as: 'carol', op: 'update', path: 'scoreCards/sc2', value: { matchId: 'm1', updatedAt: TS }, allowed: false },
    { name: 'a card does not join a tournament that does not list its player', as: 'carol', op: 'update', path: 'scoreCards/sc2', value: { tournamentId: 't1', updatedAt: TS }, allowed: false },
    {
      name: 'a match and its cards arrive in one update',
      as: 'carol',
      op: 'update',
      path: '',
      value: {
        'matches/m9': pushed(match('m9', u.carol, [u.carol, u.alice], { scoreCards: ['sc8', 'sc9'] })),
        'scoreCards/sc8': pushed(scoreCard('sc8', u.carol, u.carol, 'm9')),
        'scoreCards/sc9': pushed(scoreCard('sc9', u.alice, u.carol, 'm9')),
      },
      allowed: true,
    },
    {
      name: 'a squatted match does not hand over an existing card',
      as: 'carol',
      op: 'update',
      path: '',
      value: { 'matches/m9': pushed(match('m9', u.carol, [u.carol, u.alice])), 'scoreCards/sc1/matchId': 'm9', 'scoreCards/sc1/notes': 'hijacked', 'scoreCards/sc1/updatedAt': TS },
      allowed: false,
    },

    // matches
    { name: 'an outsider does not read the matches collection', as: 'carol', op: 'get', path: 'matches', allowed: false },
    { name: 'an outsider does not read a match', as: 'carol', op: 'get', path: 'matches/m1', allowed: false },
    { name: 'a player reads the match', as: 'bob', op: 'get', path: 'matches/m1', allowed: true },
    { name: 'a tournament player reads the matches of the tournament', as: 'dave', op: 'get', path: 'matches/m1', allowed: true },
    { name: 'an admin reads the matches collection', as: 'admin', op: 'get', path: 'matches', allowed: true },
    { name: 'a listed player does not edit the match', as: 'bob', op: 'update', path: 'matches/m1', value: { notes: 'tee time 9:00', updatedAt: TS }, allowed: false },
    { name: 'the creator edits the match', as: 'alice', op: 'update', path: 'matches/m1', value: { notes: 'tee time 9:00', updatedAt: TS }, allowed: true },
    { name: 'the creator adds a player', as: 'alice', op: 'update', path: 'matches/m1', value: { [`players/${u.carol}`]: 1, updatedAt: TS }, allowed: true },
    { name: 'an outsider does not edit the match', as: 'carol', op: 'update', path: 'matches/m1', value: { notes: 'x', updatedAt: TS }, allowed: false },
    { name: 'an outsider does not add themselves to the match', as: 'carol', op: 'update', path: 'matches/m1', value: { [`players/${u.carol}`]: 1, updatedAt: TS }, allowed: false },
    { name: 'a player does not add someone to the match', as: 'bob', op: 'update', path: 'matches/m1', value: { [`players/${u.carol}`]: 1, updatedAt: TS }, allowed: false },
    { name: 'a player leaves the match', as: 'bob', op: 'update', path: 'matches/m1', value: { [`players/${u.bob}`]: null, updatedAt: TS }, allowed: true },
    { name: 'a player does not remove another player', as: 'bob', op: 'update', path: 'matches/m1', value: { [`players/${u.alice}`]: null, updatedAt: TS }, allowed: false },
    { name: 'a leaving player changes nothing else', as: 'bob', op: 'update', path: 'matches/m1', value: { [`players/${u.bob}`]: null, notes: 'bye', updatedAt: TS }, allowed: false },
    { name: 'a user creates a match as its creator', as: 'carol', op: 'set', path: 'matches/m2', value: pushed(match('m2', u.carol, [u.carol])), allowed: true },
    { name: 'a user does not create a match in another creator name', as: 'carol', op: 'set', path: 'matches/m2', value: pushed(match('m2', u.alice, [u.alice])), allowed: false },
    { name: 'a user does not put a match into a tournament they are not in', as: 'carol', op: 'set', path: 'matches/m2', value: pushed(match('m2', u.carol, [u.carol], { tournamentId: 't1' })), allowed: false },
    { name: 'a tournament player does not add a round (a match naming the tournament)', as: 'dave', op: 'set', path: 'matches/m2', value: pushed(match('m2', u.dave, [u.dave], { tournamentId: 't1' })), allowed: false },
    { name: 'the organizer adds a round to the tournament', as: 'alice', op: 'set', path: 'matches/m2', value: pushed(match('m2', u.alice, [u.alice, u.dave], { tournamentId: 't1' })), allowed: true },
    { name: 'a play mode outside the enumeration is refused', as: 'alice', op: 'update', path: 'matches/m1', value: { playMode: 'Skins', updatedAt: TS }, allowed: false },
    { name: 'a scoring mode outside the enumeration is refused', as: 'alice', op: 'update', path: 'matches/m1', value: { scoringMode: 'Points', updatedAt: TS }, allowed: false },
    { name: 'a players entry other than 1 is refused', as: 'alice', op: 'update', path: 'matches/m1', value: { [`players/${u.carol}`]: 2, updatedAt: TS }, allowed: false },
    { name: 'the creator puts cards on sides', as: 'alice', op: 'update', path: 'matches/m1', value: { 'sides/sc1': 1, 'sides/sc2': 2, updatedAt: TS }, allowed: true },
    { name: 'a side that is not a whole number from 1 to 50 is refused', as: 'alice', op: 'update', path: 'matches/m1', value: { 'sides/sc1': 0, updatedAt: TS }, allowed: false },
    { name: 'a side above 50 is refused', as: 'alice', op: 'update', path: 'matches/m1', value: { 'sides/sc1': 51, updatedAt: TS }, allowed: false },
    { name: 'a fractional side is refused', as: 'alice', op: 'update', path: 'matches/m1', value: { 'sides/sc1': 1.5, updatedAt: TS }, allowed: false },
    { name: 'a listed player does not change the sides', as: 'bob', op: 'update', path: 'matches/m1', value: { 'sides/sc1': 2, updatedAt: TS }, allowed: false },
    // The match's side games (docs/GOLF.md, "Side games: skins and Nassau"): set by its creator only.
    { name: 'the creator adds a Nassau to the match', as: 'alice', op: 'update', path: 'matches/m1', value: { 'games/nassau': { play: 'match', basis: 'gross', press: true, value: 2 }, updatedAt: TS }, allowed: true },
    { name: 'the creator changes the value of a skin', as: 'alice', op: 'update', path: 'matches/m1', value: { 'games/skins/value': 5, updatedAt: TS }, allowed: true },
    { name: 'the creator takes the games off', as: 'alice', op: 'update', path: 'matches/m1', value: { games: null, updatedAt: TS }, allowed: true },
    { name: 'a listed player does not add a game', as: 'bob', op: 'update', path: 'matches/m1', value: { 'games/nassau': { play: 'match', basis: 'gross', press: true }, updatedAt: TS }, allowed: false },
    { name: 'a listed player does not change the value of a skin', as: 'bob', op: 'update', path: 'matches/m1', value: { 'games/skins/value': 100, updatedAt: TS }, allowed: false },
    { name: 'a listed player does not turn net skins gross', as: 'bob', op: 'update', path: 'matches/m1', value: { 'games/skins/basis': 'gross', updatedAt: TS }, allowed: false },
    { name: 'a listed player does not take the games off', as: 'bob', op: 'update', path: 'matches/m1', value: { games: null, updatedAt: TS }, allowed: false },
    { name: 'a leaving player does not change the games on the way out', as: 'bob', op: 'update', path: 'matches/m1', value: { [`players/${u.bob}`]: null, 'games/skins/value': 100, updatedAt: TS }, allowed: false },
    { name: 'a tournament player does not set the games of a round', as: 'dave', op: 'update', path: 'matches/m1', value: { 'games/skins/value': 3, updatedAt: TS }, allowed: false },
    { name: 'an outsider does not set the games', as: 'carol', op: 'update', path: 'matches/m1', value: { games: { skins: { basis: 'gross', carryOver: false } }, updatedAt: TS }, allowed: false },
    { name: 'an outsider does not rewrite the match to change its games', as: 'carol', op: 'set', path: 'matches/m1', value: pushed(m1, { games: { skins: { basis: 'gross', carryOver: false, value: 50 } } }), allowed: false },
    { name: 'a user creates a match of their own with games', as: 'carol', op: 'set', path: 'matches/m2', value: pushed(match('m2', u.carol, [u.carol], { games: { skins: { basis: 'gross', carryOver: false }, nassau: { play: 'stroke', basis: 'net', press: false, value: 3 } } })), allowed: true },
    { name: 'a game worth 0 units is refused', as: 'alice', op: 'update', path: 'matches/m1', value: { 'games/skins/value': 0, updatedAt: TS }, allowed: false },
    { name: 'a game worth more than 1000 units is refused', as: 'alice', op: 'update', path: 'matches/m1', value: { 'games/skins/value': 1001, updatedAt: TS }, allowed: false },
    { name: 'a game worth a fraction of a unit is refused', as: 'alice', op: 'update', path: 'matches/m1', value: { 'games/skins/value': 1.5, updatedAt: TS }, allowed: false },
    { name: 'a skins basis outside gross and net is refused', as: 'alice', op: 'update', path: 'matches/m1', value: { 'games/skins/basis': 'half', updatedAt: TS }, allowed: false },
    { name: 'a game the schema does not know is refused', as: 'alice', op: 'update', path: 'matches/m1', value: { 'games/wolf': { basis: 'gross' }, updatedAt: TS }, allowed: false },
    { name: 'a Nassau without its press setting is refused', as: 'alice', op: 'update', path: 'matches/m1', value: { 'games/nassau': { play: 'match', basis: 'net' }, updatedAt: TS }, allowed: false },
    { name: 'the creator deletes the match with a tombstone', as: 'alice', op: 'set', path: 'matches/m1', value: pushed(m1, { deleted: true }), allowed: true },
    { name: 'the creator does not hard-delete the match', as: 'alice', op: 'remove', path: 'matches/m1', allowed: false },

    // tournaments
    { name: 'an outsider does not read the tournaments collection', as: 'carol', op: 'get', path: 'tournaments', allowed: false },
    { name: 'an outsider does not read a tournament', as: 'carol', op: 'get', path: 'tournaments/t1', allowed: false },
    { name: 'a listed player reads the tournament', as: 'dave', op: 'get', path: 'tournaments/t1', allowed: true },
    { name: 'the organizer edits the tournament', as: 'alice', op: 'update', path: 'tournaments/t1', value: { name: 'Spring Cup', updatedAt: TS }, allowed: true },
    { name: 'a player does not edit the tournament', as: 'bob', op: 'update', path: 'tournaments/t1', value: { name: 'Mine', updatedAt: TS }, allowed: false },
    { name: 'an outsider does not list themselves as a player', as: 'carol', op: 'update', path: 'tournaments/t1', value: { [`playerIds/${u.carol}`]: 1, updatedAt: TS }, allowed: false },
    { name: 'a user creates a tournament they organise', as: 'bob', op: 'set', path: 'tournaments/t2', value: pushed(tournament('t2', u.bob)), allowed: true },
    { name: 'a user does not create a tournament organised by another', as: 'bob', op: 'set', path: 'tournaments/t2', value: pushed(tournament('t2', u.alice)), allowed: false },
    { name: 'the organizer does not hand the tournament over', as: 'alice', op: 'update', path: 'tournaments/t1', value: { 'organizer/id': u.bob, updatedAt: TS }, allowed: false },
    { name: 'a tournament without a name is refused', as: 'alice', op: 'set', path: 'tournaments/t1', value: pushed(t1, { name: '' }), allowed: false },
    { name: 'the organizer does not hard-delete the tournament', as: 'alice', op: 'remove', path: 'tournaments/t1', allowed: false },

    // users: public profiles, nothing private in them
    { name: 'anonymous users do not read profiles', as: null, op: 'get', path: 'users', allowed: false },
    { name: 'a signed-in user does not read every profile', as: 'carol', op: 'get', path: 'users', allowed: false },
    { name: 'a signed-in user reads one profile', as: 'carol', op: 'get', path: `users/${u.alice}`, allowed: true },
    { name: 'an admin reads every profile', as: 'admin', op: 'get', path: 'users', allowed: true },
    // the course directory (docs/ARCHITECTURE.md, "Course directory")
    { name: 'a signed-in user does not read the whole course directory', as: 'carol', op: 'get', path: 'directory/courses', allowed: false },
    { name: 'a signed-in user reads one directory entry', as: 'carol', op: 'get', path: 'directory/courses/c1', allowed: true },
    { name: "the course's creator moves its directory position", as: 'alice', op: 'set', path: 'directory/courses/c1', value: { name: c1.name, nameSort: c1.nameSort, creatorId: u.alice, geohash: 'ezjmgu4yz' }, allowed: true },
    { name: "another golfer does not move a course's directory position", as: 'bob', op: 'set', path: 'directory/courses/c1', value: { name: c1.name, nameSort: c1.nameSort, creatorId: u.alice, geohash: 'ezjmgu4yz' }, allowed: false },
    { name: 'another golfer does not take the position out of an entry', as: 'bob', op: 'set', path: 'directory/courses/c1', value: { name: c1.name, nameSort: c1.nameSort, creatorId: u.alice }, allowed: false },
    { name: 'an entry names the course\'s own creator', as: 'bob', op: 'set', path: 'directory/courses/c1', value: { ...db.directory.courses.c1, creatorId: u.bob }, allowed: false },
    { name: 'another golfer rewrites an entry as the course is', as: 'bob', op: 'set', path: 'directory/courses/c1', value: { ...db.directory.courses.c1 }, allowed: true },
    { name: 'an entry names the course as the course does', as: 'alice', op: 'set', path: 'directory/courses/c1', value: { name: 'Free Golf', nameSort: 'free golf', creatorId: u.alice }, allowed: false },
    { name: 'no entry for a course that does not exist', as: 'alice', op: 'set', path: 'directory/courses/c9', value: { name: c1.name, nameSort: c1.nameSort, creatorId: u.alice }, allowed: false },
    { name: 'an entry with an unknown field is refused', as: 'alice', op: 'set', path: 'directory/courses/c1', value: { ...db.directory.courses.c1, holes: 18 }, allowed: false },
    { name: 'a position that is no geohash is refused', as: 'alice', op: 'set', path: 'directory/courses/c1', value: { name: c1.name, nameSort: c1.nameSort, creatorId: u.alice, geohash: 'ab/c' }, allowed: false },
    { name: 'another golfer does not remove the entry of a course that exists', as: 'bob', op: 'remove', path: 'directory/courses/c1', allowed: false },
    { name: 'the creator tombstones the course and removes its entry in one update', as: 'alice', op: 'update', path: '', value: { 'courses/c1': pushed(c1, { deleted: true }), 'directory/courses/c1': null }, allowed: true },
    { name: 'an entry of a tombstoned course is refused', as: 'alice', op: 'update', path: '', value: { 'courses/c1': pushed(c1, { deleted: true }), 'directory/courses/c1': { ...db.directory.courses.c1 } }, allowed: false },
    { name: 'a user edits their own profile', as: 'alice', op: 'update', path: `users/${u.alice}`, value: { handicap: 12.3, updatedAt: TS }, allowed: true },
    { name: "a user never edits another's profile", as: 'alice', op: 'update', path: `users/${u.bob}`, value: { handicap: 54, updatedAt: TS }, allowed: false },
    { name: 'an admin edits any profile', as: 'admin', op: 'set', path: `users/${u.bob}`, value: pushed(user(u.bob), { lastName: 'Checked' }), allowed: true },
    { name: 'a handicap of 80 is refused', as: 'alice', op: 'update', path: `users/${u.alice}`, value: { handicap: 80, updatedAt: TS }, allowed: false },
    { name: 'a profile carries no e-mail address (own or anyone else\'s)', as: 'carol', op: 'update', path: `users/${u.carol}`, value: { email: `${u.alice}@example.com`, updatedAt: TS }, allowed: false },

    // feeds: a golfer's change feed
    { name: 'a golfer reads their own feed', as: 'alice', op: 'get', path: `feeds/${u.alice}`, allowed: true },
    { name: 'an outsider does not read a golfer feed', as: 'carol', op: 'get', path: `feeds/${u.alice}`, allowed: false },
    { name: 'an outsider does not read one list of a golfer feed', as: 'carol', op: 'get', path: `feeds/${u.alice}/scoreCards`, allowed: false },
    { name: 'nobody lists the feeds', as: 'admin', op: 'get', path: 'feeds', allowed: false },
    { name: 'a writer adds an entry to a partner feed', as: 'alice', op: 'update', path: '', value: { [`feeds/${u.bob}/scoreCards/sc1`]: TS }, allowed: true },
    { name: 'an entry for an unreadable document only asks its owner to look again', as: 'carol', op: 'set', path: `feeds/${u.alice}/scoreCards/sc2`, value: TS, allowed: true },
    { name: 'an entry names a document that exists', as: 'carol', op: 'set', path: `feeds/${u.alice}/scoreCards/none`, value: TS, allowed: false },
    { name: 'an entry carries the server time', as: 'alice', op: 'set', path: `feeds/${u.bob}/scoreCards/sc1`, value: 4_000_000_000_000, allowed: false },
    { name: 'an outsider does not remove entries of a golfer feed', as: 'carol', op: 'remove', path: `feeds/${u.alice}/scoreCards/sc1`, allowed: false },
    { name: 'an outsider does not replace a golfer feed', as: 'carol', op: 'set', path: `feeds/${u.alice}/scoreCards`, value: { sc2: TS }, allowed: false },
    { name: 'a golfer compacts their own feed', as: 'alice', op: 'remove', path: `feeds/${u.alice}/scoreCards/sc1`, allowed: true },
    { name: 'a feed lists only the synced collections', as: 'alice', op: 'set', path: `feeds/${u.alice}/courses/c1`, value: TS, allowed: false },

    // userData
    { name: 'a user reads their own user data', as: 'alice', op: 'get', path: `userData/${u.alice}`, allowed: true },
    { name: "a user never reads another's user data", as: 'bob', op: 'get', path: `userData/${u.alice}`, allowed: false },
    { name: 'a golfer does not read the user data collection', as: 'alice', op: 'get', path: 'userData', allowed: false },
    { name: "an outsider does not read a golfer's e-mail address", as: 'carol', op: 'get', path: `userData/${u.alice}/email`, allowed: false },
    { name: 'an admin reads the user data (e-mail addresses)', as: 'admin', op: 'get', path: 'userData', allowed: true },
    { name: 'a user keeps their e-mail address in their user data', as: 'carol', op: 'set', path: `userData/${u.carol}`, value: pushed(userData(u.carol, { email: emails.carol })), allowed: true },
    { name: 'a user writes their own user data', as: 'carol', op: 'set', path: `userData/${u.carol}`, value: pushed(userData(u.carol, { email: emails.carol })), allowed: true },
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
