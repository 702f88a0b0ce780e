// Fair play inside a match or tournament (docs/ARCHITECTURE.md, "Security rules"): the terms of a
// competition card, the match's marker, the player's signature and consent. Each attack of a golfer
// who is legitimately in the match stands beside the legitimate action that must still go through.
// Run in memory (card-terms.test.ts) and through the SDK and REST (test/integration/rtdb/hostile-fair-play.test.ts).
import { hole, match, NAMED_UIDS, pushed, scoreCard, seed, SERVER_TS, type Uids } from './fixtures.ts';
import type { ScoreCardHole } from '../../../src/data/types.ts';
import type { RuleCase } from './cases.ts';

/** When a player confirmed or accepted a card in the seed (any instant the client picks). */
export const SIGNED_AT = 1_700_000_100_000;

/**
 * The shared seed plus a tournament round and a casual match:
 * - m2: alice organizes t1 and created its round m2 without playing in it: bob and dave play, bob is
 *   the marker. sc4 is bob's card, sc5 dave's (accepted, hole 2 disputed), both created by alice.
 * - m3: bob's casual match with carol, bob its creator and marker. sc7 is bob's, sc8 carol's, which
 *   she has confirmed.
 * - m4: bob's casual match, from which he has just taken dave out: the match lists bob alone, and sc10,
 *   dave's card bob made, still names it. sc11 is dave's card that left m4 (his own round now).
 */
export function fairPlaySeed(u: Uids = NAMED_UIDS) {
  const base = seed(u);
  const inT1 = { tournamentId: 't1' };
  const round = { ...inT1, handicapPlay: 16, isCompetition: true };
  return {
    ...base,
    scoreCards: {
      ...base.scoreCards,
      sc4: scoreCard('sc4', u.bob, u.alice, 'm2', round),
      sc5: scoreCard('sc5', u.dave, u.alice, 'm2', { ...round, acceptedAt: SIGNED_AT, holes: [hole(1), hole(2, { disputed: true })] }),
      sc7: scoreCard('sc7', u.bob, u.bob, 'm3'),
      sc8: scoreCard('sc8', u.carol, u.bob, 'm3', { confirmedAt: SIGNED_AT }),
      sc10: scoreCard('sc10', u.dave, u.bob, 'm4'),
      sc11: scoreCard('sc11', u.dave, u.bob, ''),
    },
    matches: {
      ...base.matches,
      m2: match('m2', u.alice, [u.bob, u.dave], { ...inT1, isCompetition: true, scoreCards: ['sc4', 'sc5'], markerId: u.bob }),
      m3: match('m3', u.bob, [u.bob, u.carol], { scoreCards: ['sc7', 'sc8'], markerId: u.bob }),
      m4: match('m4', u.bob, [u.bob], { markerId: u.bob }),
    },
  };
}

/** A hole as the creator makes it for another golfer: nothing played, no clubs. */
function blankHole(n: number): ScoreCardHole {
  const { clubs: _clubs, ...blank } = hole(n, { shotCount: 0, puttCount: 0, fairway: 0, gir: 0 });
  return blank;
}

/** A hole with a score on it, without clubs. */
function playedHole(n: number): ScoreCardHole {
  const { clubs: _clubs, ...played } = hole(n);
  return played;
}

/** The fair-play cases for users with these uids. */
export function fairPlayCases(u: Uids = NAMED_UIDS): RuleCase[] {
  const db = fairPlaySeed(u);
  const sc4 = db.scoreCards.sc4;
  const sc5 = db.scoreCards.sc5;
  const TS = SERVER_TS;
  const upd = (value: Record<string, unknown>) => ({ ...value, updatedAt: TS });

  return [
    // The terms of a competition card are frozen for its player.
    { name: 'a player does not give themselves extra shots', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ 'holes/0/extraShots': 3 }), allowed: false },
    { name: 'a player does not raise a par', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ 'holes/1/par': 5 }), allowed: false },
    { name: 'a player does not change a stroke index', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ 'holes/0/hcp': 18 }), allowed: false },
    { name: 'a player does not change a hole length', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ 'holes/0/distance': 120 }), allowed: false },
    { name: 'a player does not raise their handicap', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ handicap: 30 }), allowed: false },
    { name: 'a player does not raise their playing handicap', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ handicapPlay: 30 }), allowed: false },
    { name: 'a player does not remove their playing handicap', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ handicapPlay: null }), allowed: false },
    { name: 'a player does not change their handicap index on the card', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ handicapGolf: 30 }), allowed: false },
    { name: 'a player does not change the hole count', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ holeCount: 1 }), allowed: false },
    { name: 'a player does not rename the event of their competition card', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ event: 'Club final' }), allowed: false },
    { name: 'the marker does not turn a partner\'s card into a guest\'s (event)', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: upd({ event: 'Guest' }), allowed: false },
    { name: 'the creator names a guest on a card of the match (event)', as: 'alice', op: 'update', path: 'scoreCards/sc4', value: upd({ event: 'Guest' }), allowed: true },
    { name: 'a player does not drop the last hole of their card', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ 'holes/1': null, shotCount: 5 }), allowed: false },
    { name: 'a player does not drop a hole in a whole-card write', as: 'bob', op: 'set', path: 'scoreCards/sc4', value: pushed(sc4, { holes: [hole(1)] }), allowed: false },
    { name: 'a player does not move the round to another day', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ date: 1_600_000_000_000 }), allowed: false },
    { name: 'a player does not change the tee', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ teeId: 'tee-2' }), allowed: false },
    { name: 'a player does not move their card into a match of their own', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ matchId: 'm3' }), allowed: false },
    { name: 'a player does not rewrite the terms in a whole-card write', as: 'bob', op: 'set', path: 'scoreCards/sc4', value: pushed(sc4, { holes: [hole(1, { extraShots: 4 }), hole(2)] }), allowed: false },
    { name: 'a player enters their shots and putts', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ 'holes/0/shotCount': 6, 'holes/0/puttCount': 3, shotCount: 11, stableford: 3 }), allowed: true },
    { name: 'a player records fairway, green, bunkers, penalties, clubs and notes', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ 'holes/0/fairway': 2, 'holes/0/gir': 5, 'holes/0/bunkerCount': 1, 'holes/0/penaltyCount': 1, 'holes/0/clubs/2': 'sw', 'holes/0/notes': 'wind', notes: 'good day' }), allowed: true },
    { name: 'a player writes the whole card with only the play changed', as: 'bob', op: 'set', path: 'scoreCards/sc4', value: pushed(sc4, { holes: [hole(1, { shotCount: 3 }), hole(2)], modifiedDate: sc4.modifiedDate + 1 }), allowed: true },
    { name: 'a player leaves the match: the card keeps no match', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ matchId: '' }), allowed: true },
    { name: 'a player takes the card out of the tournament too', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ matchId: '', tournamentId: '' }), allowed: true },
    { name: 'a card of no match stays fully its player\'s: extra shots', as: 'carol', op: 'update', path: 'scoreCards/sc2', value: upd({ 'holes/0/extraShots': 2, handicap: 20 }), allowed: true },
    { name: 'a card of no match stays fully its player\'s: par and hole count', as: 'carol', op: 'update', path: 'scoreCards/sc2', value: upd({ 'holes/0/par': 5, holeCount: 1 }), allowed: true },
    { name: 'a card of no match stays fully its player\'s: a hole dropped', as: 'carol', op: 'update', path: 'scoreCards/sc2', value: upd({ 'holes/1': null, holeCount: 1 }), allowed: true },

    // The match's creator (here the organizer, who plays in no group) sets the terms, not the play.
    { name: 'the creator changes a player\'s playing handicap and extra shots', as: 'alice', op: 'update', path: 'scoreCards/sc4', value: upd({ handicapPlay: 14, 'holes/0/extraShots': 0, 'holes/0/modifiedAt': 1_700_000_050_000, stableford: 3 }), allowed: true },
    { name: 'the creator changes the date of a player\'s card', as: 'alice', op: 'update', path: 'scoreCards/sc4', value: upd({ date: 1_700_000_200_000 }), allowed: true },
    { name: 'the creator makes a player\'s card one hole shorter', as: 'alice', op: 'update', path: 'scoreCards/sc4', value: upd({ 'holes/1': null, holeCount: 1 }), allowed: true },
    { name: 'the creator does not enter a player\'s shots', as: 'alice', op: 'update', path: 'scoreCards/sc4', value: upd({ 'holes/0/shotCount': 3 }), allowed: false },
    { name: 'the creator does not write a player\'s clubs', as: 'alice', op: 'update', path: 'scoreCards/sc4', value: upd({ 'holes/0/clubs/0': 'putter' }), allowed: false },
    { name: 'the creator does not write a player\'s notes', as: 'alice', op: 'update', path: 'scoreCards/sc4', value: upd({ notes: 'slow play' }), allowed: false },
    { name: 'the creator makes a card for a player of the match, nothing played', as: 'alice', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.dave, u.alice, 'm2', { tournamentId: 't1', holes: [blankHole(1), blankHole(2)], shotCount: 0, stableford: 0 })), allowed: true },
    { name: 'the creator does not make a card with scores already on it', as: 'alice', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.dave, u.alice, 'm2', { tournamentId: 't1', holes: [blankHole(1), playedHole(2)] })), allowed: false },
    { name: 'the creator removes a player: a tombstone', as: 'alice', op: 'set', path: 'scoreCards/sc4', value: pushed(sc4, { deleted: true }), allowed: true },
    { name: 'a tournament player of another group does not set anyone\'s terms', as: 'dave', op: 'update', path: 'scoreCards/sc1', value: upd({ handicapPlay: 2 }), allowed: false },

    // The marker writes the play of every card of the group; nobody else writes another golfer's card.
    { name: 'the marker enters a partner\'s shots', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: upd({ 'holes/0/shotCount': 4, 'holes/0/puttCount': 2, shotCount: 9 }), allowed: true },
    { name: 'the marker writes a partner\'s whole card with the play changed', as: 'bob', op: 'set', path: 'scoreCards/sc5', value: pushed(sc5, { holes: [hole(1, { shotCount: 7 }), hole(2, { disputed: true })] }), allowed: true },
    { name: 'the marker does not give a partner strokes', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: upd({ 'holes/0/extraShots': 0 }), allowed: false },
    { name: 'the marker does not change a partner\'s handicap', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: upd({ handicapPlay: 0 }), allowed: false },
    { name: 'the marker does not delete a partner\'s card', as: 'bob', op: 'set', path: 'scoreCards/sc5', value: pushed(sc5, { deleted: true }), allowed: false },
    { name: 'a player who is not the marker does not write a partner\'s card', as: 'dave', op: 'update', path: 'scoreCards/sc4', value: upd({ 'holes/0/shotCount': 9 }), allowed: false },
    { name: 'a player who is not the marker writes their own card', as: 'dave', op: 'update', path: 'scoreCards/sc5', value: upd({ 'holes/0/shotCount': 5 }), allowed: true },
    { name: 'the organizer reads a group\'s card', as: 'alice', op: 'get', path: 'scoreCards/sc5', allowed: true },
    { name: 'a match written before markerId is marked by its creator', as: 'alice', op: 'update', path: 'scoreCards/sc3', value: upd({ 'holes/0/shotCount': 3 }), allowed: true },
    { name: 'the creator names a player of the group as its marker', as: 'alice', op: 'update', path: 'matches/m2', value: upd({ markerId: u.dave }), allowed: true },
    { name: 'the creator does not name someone outside the group as its marker', as: 'alice', op: 'update', path: 'matches/m2', value: upd({ markerId: u.alice }), allowed: false },
    { name: 'a player does not make themselves the marker', as: 'dave', op: 'update', path: 'matches/m2', value: upd({ markerId: u.dave }), allowed: false },

    // The player's signature: only they confirm their card or say a hole is wrong; a confirmed card is
    // closed to the marker.
    { name: 'a player confirms their card', as: 'dave', op: 'update', path: 'scoreCards/sc5', value: upd({ confirmedAt: SIGNED_AT + 1, 'holes/1/disputed': null }), allowed: true },
    { name: 'the marker does not confirm a partner\'s card', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: upd({ confirmedAt: SIGNED_AT + 1 }), allowed: false },
    { name: 'the creator does not confirm a player\'s card', as: 'alice', op: 'update', path: 'scoreCards/sc5', value: upd({ confirmedAt: SIGNED_AT + 1 }), allowed: false },
    { name: 'an admin does not confirm a player\'s card', as: 'admin', op: 'update', path: 'scoreCards/sc5', value: upd({ confirmedAt: SIGNED_AT + 1 }), allowed: false },
    { name: 'an admin restores a confirmed, accepted card that is not on the server (an import)', as: 'admin', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.dave, u.alice, 'm2', { tournamentId: 't1', acceptedAt: SIGNED_AT, confirmedAt: SIGNED_AT })), allowed: true },
    { name: 'a player says which hole is wrong', as: 'dave', op: 'update', path: 'scoreCards/sc5', value: upd({ 'holes/0/disputed': true }), allowed: true },
    { name: 'the marker does not clear a disputed hole', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: upd({ 'holes/1/disputed': null, 'holes/1/shotCount': 4 }), allowed: false },
    { name: 'the marker corrects a disputed hole', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: upd({ 'holes/1/shotCount': 4 }), allowed: true },
    { name: 'the marker does not dispute a hole for the player', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: upd({ 'holes/0/disputed': true }), allowed: false },
    { name: 'the marker does not change a confirmed card', as: 'bob', op: 'update', path: 'scoreCards/sc8', value: upd({ 'holes/0/shotCount': 3 }), allowed: false },
    { name: 'the marker does not withdraw a player\'s confirmation to change the card', as: 'bob', op: 'update', path: 'scoreCards/sc8', value: upd({ confirmedAt: null, 'holes/0/shotCount': 3 }), allowed: false },
    { name: 'a player withdraws their confirmation', as: 'carol', op: 'update', path: 'scoreCards/sc8', value: upd({ confirmedAt: null }), allowed: true },
    { name: 'a player still corrects their own confirmed card', as: 'carol', op: 'update', path: 'scoreCards/sc8', value: upd({ 'holes/0/shotCount': 3 }), allowed: true },

    // Consent: only the player accepts a card someone else made for them.
    { name: 'a player accepts the card the creator made for them', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: upd({ acceptedAt: SIGNED_AT }), allowed: true },
    { name: 'the creator does not accept a card for its player', as: 'alice', op: 'update', path: 'scoreCards/sc4', value: upd({ acceptedAt: SIGNED_AT }), allowed: false },
    { name: 'the marker does not accept a card for its player', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: upd({ acceptedAt: SIGNED_AT + 5 }), allowed: false },
    { name: 'the creator does not make a card already accepted', as: 'alice', op: 'set', path: 'scoreCards/sc9', value: pushed(scoreCard('sc9', u.dave, u.alice, 'm2', { tournamentId: 't1', holes: [blankHole(1)], acceptedAt: SIGNED_AT })), allowed: false },
    { name: 'the creator does not withdraw a player\'s acceptance', as: 'alice', op: 'update', path: 'scoreCards/sc5', value: upd({ acceptedAt: null }), allowed: false },
    // Taking a player out: the match goes first (push order), then the card becomes a tombstone.
    { name: 'the creator deletes the card of a player he took out of his match', as: 'bob', op: 'update', path: 'scoreCards/sc10', value: upd({ deleted: true }), allowed: true },
    { name: 'another golfer does not delete a card of a match he did not create', as: 'carol', op: 'update', path: 'scoreCards/sc10', value: upd({ deleted: true }), allowed: false },
    { name: 'the creator does not score a hole of a player he took out, not even in the tombstone', as: 'bob', op: 'update', path: 'scoreCards/sc10', value: upd({ deleted: true, 'holes/0/shotCount': 9 }), allowed: false },
    { name: 'the creator does not move the card out of his match in the tombstone', as: 'bob', op: 'update', path: 'scoreCards/sc10', value: upd({ deleted: true, matchId: '' }), allowed: false },
    { name: 'the creator does not delete a card that left his match (the player\'s own round)', as: 'bob', op: 'update', path: 'scoreCards/sc11', value: upd({ deleted: true }), allowed: false },
    {
      name: 'a player declines: they leave the match and their card becomes a tombstone',
      as: 'dave',
      op: 'update',
      path: '',
      value: {
        [`matches/m2/players/${u.dave}`]: null,
        'matches/m2/updatedAt': TS,
        'scoreCards/sc5': pushed(sc5, { matchId: '', deleted: true }),
      },
      allowed: true,
    },
  ];
}

export const FAIR_PLAY_CASES = fairPlayCases();
