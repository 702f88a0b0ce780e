// A score card's revision (docs/ARCHITECTURE.md, "Security rules", the revision), tried from the
// attacker's side: a card written path by path, as one multi-path update of the changed fields with
// `rev` = the stored one plus one. A stale, skipped, lowered or dressed-up revision is refused; a hole
// write dressed as another field is refused; the fair-play rules (the marker, the player's signature
// and consent) hold hole by hole and field by field exactly as they do for a card written whole; and
// the previous release's write (the whole card, without a revision) is still taken, so a phone that has
// not updated loses nothing. Run in memory (card-revision.test.ts).
import type { ScoreCardHole } from '../../../src/data/types.ts';
import type { RuleCase } from './cases.ts';
import { fairPlaySeed as termsSeed, SIGNED_AT } from './card-terms-cases.ts';
import { EARLIER, hole, NAMED_UIDS, pushed, scoreCard, SERVER_TS, type Uids } from './fixtures.ts';

/** A tap's time stamp: after every stored one, before the server's `now`. */
const TAPPED = EARLIER + 1_000;

/**
 * card-terms-cases.ts's seed (m2: alice organizes t1 and created its round m2, bob marks it, dave plays;
 * m3: bob's casual match with carol, who confirmed her card) with revisions on the server: sc4 (bob's
 * card in m2) has none yet, sc5 (dave's, hole 2 disputed) is at 3, sc7 (bob's in m3) at 1, sc8
 * (carol's, confirmed) at 2.
 */
export function revisionSeed(u: Uids = NAMED_UIDS) {
  const base = termsSeed(u);
  return {
    ...base,
    scoreCards: {
      ...base.scoreCards,
      sc5: { ...base.scoreCards.sc5, rev: 3 },
      sc7: { ...base.scoreCards.sc7, rev: 1 },
      sc8: { ...base.scoreCards.sc8, rev: 2 },
    },
  };
}

/** A "+1 shot" on the first hole as the new push sends it: the hole's changed fields, the card's totals and stamps, the revision. */
function tap(rev: unknown, over: Record<string, unknown> = {}): Record<string, unknown> {
  return { 'holes/0/shotCount': 6, 'holes/0/modifiedAt': TAPPED, shotCount: 11, modifiedDate: TAPPED, rev, updatedAt: SERVER_TS, ...over };
}

/** A hole as a card's creator makes it for another golfer: nothing played, no clubs. */
function blankHole(n: number): ScoreCardHole {
  const { clubs: _clubs, ...blank } = hole(n, { shotCount: 0, puttCount: 0, fairway: 0, gir: 0 });
  return blank;
}

export function revisionCases(u: Uids = NAMED_UIDS): RuleCase[] {
  const db = revisionSeed(u);
  const sc5 = db.scoreCards.sc5;
  const { rev: _rev, ...sc5WithoutRevision } = sc5;
  const played = (h: ScoreCardHole) => ({ ...h, shotCount: 6, modifiedAt: TAPPED });

  return [
    // The revision: the stored one plus one, nothing else.
    { name: 'the marker taps a partner card with the next revision', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: tap(4), allowed: true },
    { name: 'the player taps their own card with the next revision', as: 'dave', op: 'update', path: 'scoreCards/sc5', value: tap(4), allowed: true },
    { name: 'a stale revision (the stored one) is refused', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: tap(3), allowed: false },
    { name: 'a skipped revision is refused', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: tap(5), allowed: false },
    { name: 'a lowered revision is refused', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: tap(2), allowed: false },
    { name: 'a field write that leaves the revision as it is is refused', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: { 'holes/0/shotCount': 6, updatedAt: SERVER_TS }, allowed: false },
    { name: 'a revision sent as text is refused', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: tap('4'), allowed: false },
    { name: 'a revision that is not a whole number is refused', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: tap(3.5), allowed: false },
    { name: 'a card without a revision takes 1 first', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: tap(1), allowed: true },
    { name: 'a card without a revision does not take 2', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: tap(2), allowed: false },
    { name: 'a card without a revision does not take 0', as: 'bob', op: 'update', path: 'scoreCards/sc4', value: tap(0), allowed: false },
    {
      name: 'a new card starts at revision 1',
      as: 'alice',
      op: 'set',
      path: 'scoreCards/sc9',
      value: pushed({ ...scoreCard('sc9', u.bob, u.alice, 'm1', { tournamentId: 't1', holes: [blankHole(1), blankHole(2)], shotCount: 0, stableford: 0 }), rev: 1 }),
      allowed: true,
    },
    {
      name: 'a new card does not start past revision 1',
      as: 'alice',
      op: 'set',
      path: 'scoreCards/sc9',
      value: pushed({ ...scoreCard('sc9', u.bob, u.alice, 'm1', { tournamentId: 't1', holes: [blankHole(1), blankHole(2)], shotCount: 0, stableford: 0 }), rev: 2 }),
      allowed: false,
    },
    // The previous release writes the whole card, without a revision (its transaction's hash checks
    // the state it was made on): taken, so a phone that has not updated loses nothing.
    {
      name: "the previous release's whole card without a revision is taken",
      as: 'bob',
      op: 'set',
      path: 'scoreCards/sc5',
      value: pushed(sc5WithoutRevision, { holes: [played(hole(1)), hole(2, { disputed: true })], shotCount: 11, modifiedDate: TAPPED }),
      allowed: true,
    },
    {
      name: "the previous release's whole card still follows fair play (the marker undoing a dispute)",
      as: 'bob',
      op: 'set',
      path: 'scoreCards/sc5',
      value: pushed(sc5WithoutRevision, { holes: [played(hole(1)), hole(2)], shotCount: 11, modifiedDate: TAPPED }),
      allowed: false,
    },

    // A hole write dressed as another field.
    { name: 'a hole score sent where a hole time stamp goes is refused', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: tap(4, { 'holes/0/modifiedAt': { shotCount: 3 } }), allowed: false },
    { name: "a hole sent as the card's total is refused", as: 'bob', op: 'update', path: 'scoreCards/sc5', value: tap(4, { shotCount: { 0: { shotCount: 3 } } }), allowed: false },
    { name: 'a hole score sent as the revision is refused', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: tap({ holes: { 0: { shotCount: 3 } } }), allowed: false },
    { name: 'a hole spelled with another index is refused', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: tap(4, { 'holes/00/shotCount': 3 }), allowed: false },
    { name: 'a hole the card does not have is refused', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: tap(4, { 'holes/2/shotCount': 3 }), allowed: false },
    { name: "a hole's par sent by the marker as a field is refused (a term)", as: 'bob', op: 'update', path: 'scoreCards/sc5', value: tap(4, { 'holes/0/par': 3 }), allowed: false },
    { name: "a hole's par set by the round's organizer with the next revision is taken", as: 'alice', op: 'update', path: 'scoreCards/sc5', value: { 'holes/0/par': 3, rev: 4, updatedAt: SERVER_TS }, allowed: true },
    { name: 'the organizer who is not the marker does not write play as a field', as: 'alice', op: 'update', path: 'scoreCards/sc5', value: tap(4), allowed: false },
    { name: 'a partner who is not the marker does not write play as a field', as: 'dave', op: 'update', path: 'scoreCards/sc4', value: tap(1), allowed: false },

    // Fair play, hole by hole and field by field.
    { name: 'the marker does not tap a card its player confirmed', as: 'bob', op: 'update', path: 'scoreCards/sc8', value: tap(3), allowed: false },
    { name: 'the player still corrects their confirmed card', as: 'carol', op: 'update', path: 'scoreCards/sc8', value: tap(3), allowed: true },
    { name: 'the marker does not confirm the card for its player', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: tap(4, { confirmedAt: SIGNED_AT }), allowed: false },
    { name: 'the marker does not take back the player acceptance', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: tap(4, { acceptedAt: null }), allowed: false },
    { name: 'the marker does not clear the player dispute of a hole', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: tap(4, { 'holes/1/disputed': null }), allowed: false },
    { name: 'the marker does not dispute a hole for the player', as: 'bob', op: 'update', path: 'scoreCards/sc5', value: { 'holes/0/disputed': true, rev: 4, updatedAt: SERVER_TS }, allowed: false },
    { name: 'the marker taps their own card with the next revision', as: 'bob', op: 'update', path: 'scoreCards/sc7', value: tap(2), allowed: true },
    { name: 'the player clears their own dispute', as: 'dave', op: 'update', path: 'scoreCards/sc5', value: { 'holes/1/disputed': null, rev: 4, updatedAt: SERVER_TS }, allowed: true },
    { name: 'the player disputes a hole of their card', as: 'dave', op: 'update', path: 'scoreCards/sc5', value: { 'holes/0/disputed': true, rev: 4, updatedAt: SERVER_TS }, allowed: true },
    { name: 'a hole is not taken out with null', as: 'dave', op: 'update', path: 'scoreCards/sc5', value: { 'holes/1': null, rev: 4, updatedAt: SERVER_TS }, allowed: false },
    { name: 'an outsider does not write a card field with the right revision', as: 'carol', op: 'update', path: 'scoreCards/sc5', value: tap(4), allowed: false },
  ];
}
