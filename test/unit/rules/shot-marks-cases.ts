// Shot marks from the attacker's side (docs/ARCHITECTURE.md, "Security rules", shot marks): only a card's
// player and its match's marker read and write where the ball lay; a golfer who reads the card (a
// tournament player, an outsider) does not; and every field is bounded. Each attempt sits beside the
// legitimate action that must still go through. Run in memory (shot-marks.test.ts) and through the
// firebase SDK and REST (test/integration/rtdb/hostile-shot-marks.test.ts). Every case starts from
// `shotMarksSeed(uids)`.
import { SHOT_MARK_LIMITS } from '../../../schemas/limits.ts';
import type { RuleCase } from './cases.ts';
import { EARLIER, NAMED_UIDS, pushed, scoreCard, seed, SERVER_TS, shotMark, shotMarks, type Uids } from './fixtures.ts';

/** When bob confirmed his card sc6. */
const CONFIRMED_AT = EARLIER - 1_000;

/**
 * The shared seed (fixtures.ts: alice created m1 with bob and marks it, dave plays tournament t1 and so
 * reads bob's card sc3, carol shares nothing) and the marks of alice's sc1, bob's sc3 (marked by
 * alice) and carol's sc2; bob's card sc6 in m1, confirmed by him, with its marks.
 */
export function shotMarksSeed(u: Uids = NAMED_UIDS) {
  const base = seed(u);
  return {
    ...base,
    scoreCards: { ...base.scoreCards, sc6: scoreCard('sc6', u.bob, u.alice, 'm1', { tournamentId: 't1', confirmedAt: CONFIRMED_AT }) },
    shotMarks: { sc1: shotMarks('sc1', u.alice), sc2: shotMarks('sc2', u.carol), sc3: shotMarks('sc3', u.bob), sc6: shotMarks('sc6', u.bob) },
  };
}

/** A time stamp no clock has reached. */
const FAR_FUTURE = 8_000_000_000_000;

export function shotMarksCases(u: Uids = NAMED_UIDS): RuleCase[] {
  const TS = SERVER_TS;
  const add = (over = {}) => ({ 'holes/0/marks/2': shotMark('k3', { club: '7i', at: EARLIER - 2_000, ...over }), updatedAt: TS });
  const marks = (n: number) => Array.from({ length: n }, (_, i) => shotMark(`m${i}`, { at: EARLIER - 3_000 + i }));
  return [
    // Reads: the player and the marker; not the card's other readers.
    { name: 'the player reads their marks', as: 'bob', op: 'get', path: 'shotMarks/sc3', allowed: true },
    { name: "the match's marker reads the marks of a card they keep", as: 'alice', op: 'get', path: 'shotMarks/sc3', allowed: true },
    { name: 'a tournament player reads the card', as: 'dave', op: 'get', path: 'scoreCards/sc3', allowed: true },
    { name: 'a tournament player does not read where that card’s ball lay', as: 'dave', op: 'get', path: 'shotMarks/sc3', allowed: false },
    { name: 'a tournament player does not read one mark either', as: 'dave', op: 'get', path: 'shotMarks/sc3/holes/0/marks/0', allowed: false },
    { name: 'a plain player of the match does not read the marker’s marks', as: 'bob', op: 'get', path: 'shotMarks/sc1', allowed: false },
    { name: 'an outsider does not read the marks', as: 'carol', op: 'get', path: 'shotMarks/sc3', allowed: false },
    { name: 'a golfer does not read the collection whole', as: 'bob', op: 'get', path: 'shotMarks', allowed: false },
    { name: 'an administrator reads the collection', as: 'admin', op: 'get', path: 'shotMarks', allowed: true },

    // Writes: the player, and the marker until the player confirms.
    { name: 'the player marks a ball', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: add(), allowed: true },
    { name: 'the marker marks a ball for the player', as: 'alice', op: 'update', path: 'shotMarks/sc3', value: add(), allowed: true },
    { name: 'a tournament player does not mark for a player', as: 'dave', op: 'update', path: 'shotMarks/sc3', value: add(), allowed: false },
    { name: 'an outsider does not mark on a card of theirs', as: 'carol', op: 'update', path: 'shotMarks/sc3', value: add(), allowed: false },
    { name: 'a plain player does not mark on the marker’s card', as: 'bob', op: 'update', path: 'shotMarks/sc1', value: add(), allowed: false },
    { name: 'the marker does not mark once the player confirmed the card', as: 'alice', op: 'update', path: 'shotMarks/sc6', value: add(), allowed: false },
    { name: 'the player still marks on a confirmed card', as: 'bob', op: 'update', path: 'shotMarks/sc6', value: add(), allowed: true },
    { name: 'an outsider marks on their own card', as: 'carol', op: 'update', path: 'shotMarks/sc2', value: add(), allowed: true },
    { name: "a golfer does not create marks under another golfer's card id in their own name", as: 'carol', op: 'set', path: 'shotMarks/sc9', value: pushed(shotMarks('sc9', u.carol)), allowed: false },
    { name: "a golfer does not create marks under another's card in their own name", as: 'carol', op: 'set', path: 'shotMarks/sc3', value: pushed(shotMarks('sc3', u.carol)), allowed: false },
    { name: 'the player does not hand the marks to someone else', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: { userId: u.alice, updatedAt: TS }, allowed: false },
    { name: 'the marker does not move the marks into their own name', as: 'alice', op: 'update', path: 'shotMarks/sc3', value: { userId: u.alice, updatedAt: TS }, allowed: false },
    { name: 'the player does not delete the marks document', as: 'bob', op: 'remove', path: 'shotMarks/sc3', allowed: false },
    { name: 'the player deletes one mark (the last of the hole)', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: { 'holes/0/marks/1': null, updatedAt: TS }, allowed: true },
    { name: 'a write without the server stamp is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: { 'holes/0/marks/2': shotMark('k3') }, allowed: false },

    // Every field bounded.
    { name: `a hole with ${SHOT_MARK_LIMITS.marksPerHole} marks is accepted`, as: 'bob', op: 'update', path: 'shotMarks/sc3', value: { holes: [{ number: 1, marks: marks(SHOT_MARK_LIMITS.marksPerHole) }], updatedAt: TS }, allowed: true },
    { name: `a hole with ${SHOT_MARK_LIMITS.marksPerHole + 1} marks is refused`, as: 'bob', op: 'update', path: 'shotMarks/sc3', value: { holes: [{ number: 1, marks: marks(SHOT_MARK_LIMITS.marksPerHole + 1) }], updatedAt: TS }, allowed: false },
    { name: 'more than 18 holes are refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: { holes: Array.from({ length: 19 }, (_, i) => ({ number: (i % 18) + 1, marks: marks(1) })), updatedAt: TS }, allowed: false },
    { name: 'a hole numbered 19 is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: { 'holes/0/number': 19, updatedAt: TS }, allowed: false },
    { name: 'a latitude beyond 90 is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: add({ latitude: 91 }), allowed: false },
    { name: 'a longitude beyond -180 is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: add({ longitude: -181 }), allowed: false },
    { name: 'a latitude that is no number is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: add({ latitude: '56.3' }), allowed: false },
    { name: 'a negative accuracy is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: add({ accuracy: -1 }), allowed: false },
    { name: 'an accuracy past the bound is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: add({ accuracy: SHOT_MARK_LIMITS.accuracy + 1 }), allowed: false },
    { name: 'a poor accuracy within the bound is kept', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: add({ accuracy: 40 }), allowed: true },
    { name: 'a club id too long is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: add({ club: 'c'.repeat(129) }), allowed: false },
    { name: 'an empty club id is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: add({ club: '' }), allowed: false },
    { name: 'a club that is no string is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: add({ club: 7 }), allowed: false },
    { name: 'a mark id with a path in it is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: add({ id: 'a/b' }), allowed: false },
    { name: 'a mark without a position is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: { 'holes/0/marks/2': { id: 'k3', accuracy: 3, at: EARLIER }, updatedAt: TS }, allowed: false },
    { name: 'an unknown field in a mark is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: add({ score: 1 }), allowed: false },
    { name: 'a partial flag that is no boolean is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: add({ partial: 'yes' }), allowed: false },
    { name: 'a mark with a lie of the list is kept', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: add({ lie: 'sand' }), allowed: true },
    { name: 'the marker says the lie for the player', as: 'alice', op: 'update', path: 'shotMarks/sc3', value: add({ lie: 'green' }), allowed: true },
    { name: 'a lie not in the list is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: add({ lie: 'cart path' }), allowed: false },
    { name: 'a lie that is no string is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: add({ lie: 1 }), allowed: false },
    { name: 'an outsider does not set the lie of a mark', as: 'carol', op: 'update', path: 'shotMarks/sc3', value: { 'holes/0/marks/0/lie': 'rough', updatedAt: TS }, allowed: false },
    { name: 'a mark time no clock has reached is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: add({ at: FAR_FUTURE }), allowed: false },
    { name: 'an unknown field on the document is refused', as: 'bob', op: 'update', path: 'shotMarks/sc3', value: { note: 'x', updatedAt: TS }, allowed: false },

    // Feed entries: only by someone who reads the marks.
    { name: 'the player tells the marker of new marks', as: 'bob', op: 'set', path: `feeds/${u.alice}/shotMarks/sc3`, value: TS, allowed: true },
    { name: 'the marker tells the player of new marks', as: 'alice', op: 'set', path: `feeds/${u.bob}/shotMarks/sc3`, value: TS, allowed: true },
    { name: 'a tournament player does not add an entry for marks they cannot read', as: 'dave', op: 'set', path: `feeds/${u.bob}/shotMarks/sc3`, value: TS, allowed: false },
  ];
}

export const SHOT_MARKS_CASES = shotMarksCases();
