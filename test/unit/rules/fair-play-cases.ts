// Cheating from the inside, tried by golfers who are legitimately in the same match or tournament
// (docs/ARCHITECTURE.md, "Security rules"), and the smaller holes beside it (feeds, parts removed with
// null, a course's size), each attempt beside the legitimate action that must still go through. Run against database.rules.json in memory (fair-play.test.ts) and through the firebase
// SDK and REST (test/integration/rules.test.ts). Every case starts from `fairPlaySeed(uids)`.
import type { RuleCase } from './cases.ts';
import { COURSE_LIMITS } from '../../../schemas/limits.ts';
import { course, emailsOf, hole, match, NAMED_UIDS, pushed, scoreCard, seed, SERVER_TS, userData, type Emails, type Uids } from './fixtures.ts';

/** A hole as a round's new card has it: the layout and strokes, nothing played (its player and marker write the play). */
function blankHole(n: number) {
  const { clubs: _clubs, ...layout } = hole(n, { shotCount: 0, puttCount: 0, bunkerCount: 0, penaltyCount: 0, fairway: 0, gir: 0 });
  return layout;
}

/**
 * The shared seed (fixtures.ts) and what these cases need besides: bob's own card sc4 in m1 (made on
 * his phone, so he is its creator), a round m3 of t1 that dave created before only the organizer could
 * (with his card sc5), an imported course, and alice's private data holding an address she used before.
 */
export function fairPlaySeed(u: Uids = NAMED_UIDS) {
  const base = seed(u);
  const inT1 = { tournamentId: 't1' };
  return {
    ...base,
    courses: { ...base.courses, 'gca-2002': course('gca-2002', u.admin) },
    scoreCards: {
      ...base.scoreCards,
      sc4: scoreCard('sc4', u.bob, u.bob, 'm1', inT1),
      sc5: scoreCard('sc5', u.dave, u.dave, 'm3', inT1),
    },
    matches: { ...base.matches, m3: match('m3', u.dave, [u.dave], { ...inT1, scoreCards: ['sc5'] }) },
    userData: { ...base.userData, [u.alice]: userData(u.alice, { email: 'alice.before@example.com' }) },
  };
}

export function fairPlayCases(u: Uids = NAMED_UIDS, emails: Emails = emailsOf(u)): RuleCase[] {
  const db = fairPlaySeed(u);
  const sc1 = db.scoreCards.sc1;
  const m3 = db.matches.m3;
  const TS = SERVER_TS;
  const { email: _email, ...carolWithoutEmail } = userData(u.carol);
  const c1 = db.courses.c1;
  const [tee] = c1.tees ?? [];
  const [hole1, hole2] = tee?.holes ?? [];
  const teeCopies = (n: number) => Array.from({ length: n }, (_, i) => ({ ...tee, id: `tee-${i + 1}` }) as NonNullable<typeof tee>);
  const withObstacles = (n: number, name = 'Bunker') => [{ ...hole1, obstacles: Array.from({ length: n }, () => ({ name, latitude: 56.34, longitude: -2.8 })) }, hole2];
  const round = (id: string, creator: string, players: string[]) => pushed(match(id, creator, players, { tournamentId: 't1', scoreCards: [] }));

  return [
    // A card's player is fixed when it is created.
    { name: 'a plain player does not hand their own card to a partner', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: { userId: u.alice, updatedAt: TS }, allowed: false },
    { name: 'the match creator does not move a player card to another player', as: 'alice', op: 'update', path: 'scoreCards/sc3', value: { userId: u.alice, updatedAt: TS }, allowed: false },
    { name: 'a plain player still writes their own card', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: { notes: 'windy', updatedAt: TS }, allowed: true },
    { name: 'a plain player does not create a card in a partner name', as: 'bob', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.alice, u.bob, 'm1')), allowed: false },
    { name: 'the match creator creates a card for a listed player', as: 'alice', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.bob, u.alice, 'm1')), allowed: true },
    { name: 'an administrator corrects the player of a card', as: 'admin', op: 'update', path: 'scoreCards/sc3', value: { userId: u.alice, updatedAt: TS }, allowed: true },

    // Only the organizer creates, changes and removes a tournament's rounds.
    { name: 'a tournament player does not add a round to the tournament', as: 'dave', op: 'set', path: 'matches/m9', value: round('m9', u.dave, [u.dave]), allowed: false },
    {
      name: 'a tournament player does not add a round together with its card',
      as: 'bob',
      op: 'update',
      path: '',
      value: { 'matches/m9': round('m9', u.bob, [u.bob]), 'scoreCards/sc9': pushed(scoreCard('sc9', u.bob, u.bob, 'm9', { tournamentId: 't1' })) },
      allowed: false,
    },
    {
      name: 'the organizer adds a round with its cards in one update',
      as: 'alice',
      op: 'update',
      path: '',
      value: { 'matches/m9': round('m9', u.alice, [u.bob]), 'scoreCards/sc9': pushed(scoreCard('sc9', u.bob, u.alice, 'm9', { tournamentId: 't1', holes: [blankHole(1), blankHole(2)], shotCount: 0, stableford: 0 })) },
      allowed: true,
    },
    { name: 'a player does not change a round they created before', as: 'dave', op: 'update', path: 'matches/m3', value: { notes: 'my round', updatedAt: TS }, allowed: false },
    { name: 'a player does not take a round out of the tournament', as: 'dave', op: 'update', path: 'matches/m3', value: { tournamentId: '', updatedAt: TS }, allowed: false },
    { name: 'a player does not delete a round', as: 'dave', op: 'set', path: 'matches/m3', value: pushed(m3, { deleted: true }), allowed: false },
    { name: 'the organizer changes any round', as: 'alice', op: 'update', path: 'matches/m3', value: { notes: 'group 2', updatedAt: TS }, allowed: true },
    { name: 'the organizer removes any round (a tombstone)', as: 'alice', op: 'set', path: 'matches/m3', value: pushed(m3, { deleted: true }), allowed: true },
    { name: 'a player still leaves a round', as: 'dave', op: 'update', path: 'matches/m3', value: { [`players/${u.dave}`]: null, updatedAt: TS }, allowed: true },
    { name: 'a player still creates a match of their own', as: 'dave', op: 'set', path: 'matches/m9', value: pushed(match('m9', u.dave, [u.dave])), allowed: true },

    // The stored e-mail address is the account's own.
    { name: "a golfer does not store another golfer's e-mail address", as: 'carol', op: 'set', path: `userData/${u.carol}`, value: pushed(userData(u.carol, { email: emails.alice })), allowed: false },
    { name: "a golfer does not change their address to another golfer's", as: 'alice', op: 'update', path: `userData/${u.alice}`, value: { email: emails.bob, updatedAt: TS }, allowed: false },
    { name: 'a golfer stores their own address', as: 'alice', op: 'update', path: `userData/${u.alice}`, value: { email: emails.alice, updatedAt: TS }, allowed: true },
    { name: 'a golfer keeps the address stored before', as: 'alice', op: 'set', path: `userData/${u.alice}`, value: pushed(db.userData[u.alice] as ReturnType<typeof userData>, { displayStyle: 'The Open Colors' }), allowed: true },
    { name: 'a golfer stores no address at all', as: 'carol', op: 'set', path: `userData/${u.carol}`, value: pushed(carolWithoutEmail), allowed: true },

    // Imported courses' ids are the administrator's.
    { name: "a golfer does not create a course under an imported course's id", as: 'carol', op: 'set', path: 'courses/gca-3003', value: pushed(course('gca-3003', u.carol)), allowed: false },
    { name: 'an administrator imports a course under its id', as: 'admin', op: 'set', path: 'courses/gca-3003', value: pushed(course('gca-3003', u.admin)), allowed: true },
    { name: 'a golfer does not edit an imported course', as: 'carol', op: 'update', path: 'courses/gca-2002', value: { name: 'Mine', updatedAt: TS }, allowed: false },
    { name: 'a golfer creates a course under an ordinary id', as: 'carol', op: 'set', path: 'courses/c-gca-3003', value: pushed(course('c-gca-3003', u.carol)), allowed: true },

    // Feed entries: only by someone who may read the document, before or after the write.
    { name: "an outsider does not add an entry for a card they cannot read to a golfer's feed", as: 'carol', op: 'set', path: `feeds/${u.bob}/scoreCards/sc1`, value: TS, allowed: false },
    { name: 'an outsider does not flood a golfer feed with a match', as: 'carol', op: 'update', path: '', value: { [`feeds/${u.alice}/matches/m1`]: TS, [`feeds/${u.alice}/matches/m3`]: TS }, allowed: false },
    { name: 'an outsider does not flood a golfer feed with a tournament', as: 'carol', op: 'set', path: `feeds/${u.bob}/tournaments/t1`, value: TS, allowed: false },
    { name: 'a tournament player adds an entry for a card they read', as: 'dave', op: 'set', path: `feeds/${u.bob}/scoreCards/sc1`, value: TS, allowed: true },
    { name: 'a player adds an entry for the tournament they play in', as: 'bob', op: 'set', path: `feeds/${u.dave}/tournaments/t1`, value: TS, allowed: true },
    {
      name: 'a player leaving writes the entries in the same update',
      as: 'bob',
      op: 'update',
      path: '',
      value: {
        [`matches/m1/players/${u.bob}`]: null,
        'matches/m1/updatedAt': TS,
        [`feeds/${u.alice}/matches/m1`]: TS,
        [`feeds/${u.dave}/matches/m1`]: TS,
        [`feeds/${u.bob}/matches/m1`]: TS,
      },
      allowed: true,
    },
    { name: 'an administrator adds any entry', as: 'admin', op: 'set', path: `feeds/${u.carol}/scoreCards/sc1`, value: TS, allowed: true },

    // Removing parts of a document with null is refused as a delete is.
    { name: 'the owner does not remove one hole of a card', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { 'holes/0': null, updatedAt: TS }, allowed: false },
    { name: 'the owner does not remove every hole of a card', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { 'holes/0': null, 'holes/1': null, updatedAt: TS }, allowed: false },
    { name: 'the owner does not remove a required field of a hole', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { 'holes/1/par': null, updatedAt: TS }, allowed: false },
    { name: 'the owner does not remove a required field of a card', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { handicap: null, updatedAt: TS }, allowed: false },
    { name: 'the creator does not remove a hole of a tee', as: 'alice', op: 'update', path: 'courses/c1', value: { 'tees/0/holes/0': null, updatedAt: TS }, allowed: false },
    { name: 'the creator does not remove the stroke index of a hole', as: 'alice', op: 'update', path: 'courses/c1', value: { 'tees/0/holes/0/hcp': null, updatedAt: TS }, allowed: false },
    { name: 'the owner still clears an optional field', as: 'alice', op: 'update', path: 'scoreCards/sc1', value: { 'holes/0/clubs': null, updatedAt: TS }, allowed: true },
    { name: 'the owner still writes the card whole', as: 'alice', op: 'set', path: 'scoreCards/sc1', value: pushed(sc1, { notes: 'whole' }), allowed: true },

    // A course's size is bounded (every device pulls every course).
    { name: 'a course with one tee too many is refused', as: 'alice', op: 'update', path: 'courses/c1', value: { tees: teeCopies(COURSE_LIMITS.tees + 1), updatedAt: TS }, allowed: false },
    { name: 'a course with as many tees as a course may have is accepted', as: 'alice', op: 'update', path: 'courses/c1', value: { tees: teeCopies(COURSE_LIMITS.tees), updatedAt: TS }, allowed: true },
    {
      name: 'a hole with one obstacle too many is refused',
      as: 'alice',
      op: 'update',
      path: 'courses/c1',
      value: { 'tees/0/holes': withObstacles(COURSE_LIMITS.obstaclesPerHole + 1), updatedAt: TS },
      allowed: false,
    },
    { name: 'a hole with its obstacles is accepted', as: 'alice', op: 'update', path: 'courses/c1', value: { 'tees/0/holes': withObstacles(COURSE_LIMITS.obstaclesPerHole), updatedAt: TS }, allowed: true },
    {
      name: 'an obstacle name too long is refused',
      as: 'alice',
      op: 'update',
      path: 'courses/c1',
      value: { 'tees/0/holes': withObstacles(1, 'x'.repeat(COURSE_LIMITS.obstacleName + 1)), updatedAt: TS },
      allowed: false,
    },
    { name: 'hole notes too long are refused', as: 'alice', op: 'update', path: 'courses/c1', value: { 'tees/0/holes/0/notes': 'n'.repeat(COURSE_LIMITS.holeNotes + 1), updatedAt: TS }, allowed: false },
    { name: 'hole notes of the allowed length are accepted', as: 'alice', op: 'update', path: 'courses/c1', value: { 'tees/0/holes/0/notes': 'n'.repeat(COURSE_LIMITS.holeNotes), updatedAt: TS }, allowed: true },
  ];
}

export const FAIR_PLAY_CASES = fairPlayCases();
