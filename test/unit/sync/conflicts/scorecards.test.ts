import { describe, expect, it } from 'vitest';
import { conflictHandlers } from '../../../../src/sync/conflicts/handlers.ts';
import { mergeHoles, mergeScoreCards, replacedHoleValues } from '../../../../src/sync/conflicts/scorecards.ts';
import type { DocWithDeleted } from '../../../../src/backend/doc-shape.ts';
import type { ScoreCardDoc, ScoreCardHole } from '../../../../src/data/types.ts';
import type { WithDeleted } from 'rxdb';

function hole(number: number, shotCount = 0, modifiedAt = 0): ScoreCardHole {
  return { number, hcp: number, par: 4, extraShots: 1, shotCount, puttCount: shotCount > 0 ? 2 : 0, bunkerCount: 0, penaltyCount: 0, fairway: 0, gir: 0, modifiedAt };
}

function card(holes: ScoreCardHole[], extra: Partial<ScoreCardDoc> = {}): WithDeleted<ScoreCardDoc> {
  return {
    id: 'c1', date: 1, creationDate: 1, modifiedDate: 100, courseName: 'Links', courseId: 'k', teeId: 't', teeName: 'White',
    holeCount: holes.length, holes, shotCount: 0, stableford: 0, handicap: 18, handicapGolf: 18, handicapPitchAndPutt: 18,
    isCompetition: false, userId: 'u', creatorId: 'u', matchId: '', tournamentId: '', ...extra, _deleted: false,
  };
}

const asDoc = (c: WithDeleted<ScoreCardDoc>) => c as unknown as DocWithDeleted;
const blank = () => [1, 2, 3].map((n) => hole(n));

describe('mergeHoles', () => {
  it("keeps every hole only one side has; without a base, the server's version of a hole both have", () => {
    const merged = mergeHoles(
      [hole(1, 5, 10), hole(2, 4, 30)] as never,
      [hole(1, 6, 20), hole(2, 3, 25), hole(3, 4, 5)] as never,
    );
    // Hole 2: this device's stamp is later, and counts for nothing.
    expect(merged).toEqual([hole(1, 6, 20), hole(2, 3, 25), hole(3, 4, 5)]);
  });
});

describe('mergeScoreCards', () => {
  it('two devices recording different holes offline both keep their holes, totals follow', () => {
    const base = card(blank());
    const a = card([hole(1, 5, 110), hole(2), hole(3)], { modifiedDate: 110, shotCount: 5, stableford: 1 });
    const b = card([hole(1), hole(2, 4, 120), hole(3, 6, 121)], { modifiedDate: 121, shotCount: 10, stableford: 2 });
    const merged = mergeScoreCards(asDoc(a), asDoc(b), asDoc(base));
    expect(merged.holes).toEqual([hole(1, 5, 110), hole(2, 4, 120), hole(3, 6, 121)]);
    expect(merged.modifiedDate).toBe(121);
    // strokes 5 + 4 + 6; Stableford with par 4 and one extra shot: 2 + 3 + 1.
    expect(merged.shotCount).toBe(15);
    expect(merged.stableford).toBe(6);
    // Holes changed apart: whichever reached the server first, the same card.
    expect(mergeScoreCards(asDoc(b), asDoc(a), asDoc(base))).toEqual(merged);
  });

  it("card fields: a field one side changed is kept; both changed -> the server's, however late this card's clock", () => {
    const base = card(blank(), { notes: 'base', greenFee: 50 });
    const a = card(blank(), { notes: 'from a', greenFee: 50, usedBuggy: true, modifiedDate: 200 });
    const b = card(blank(), { notes: 'from b', greenFee: 60, modifiedDate: 150 });
    const merged = mergeScoreCards(asDoc(a), asDoc(b), asDoc(base));
    expect(merged.notes).toBe('from b');
    expect(merged.greenFee).toBe(60);
    expect(merged.usedBuggy).toBe(true);
    expect(merged.modifiedDate).toBe(200);
  });

  it('a deletion wins on every device', () => {
    const a = { ...card(blank()), _deleted: true };
    const b = card([hole(1, 4, 500), hole(2), hole(3)], { modifiedDate: 500 });
    expect(mergeScoreCards(asDoc(a), asDoc(b))._deleted).toBe(true);
    expect(mergeScoreCards(asDoc(b), asDoc(a))._deleted).toBe(true);
  });

  it("a deletion made here keeps the server's fields: the tombstone changes nothing but the deletion", () => {
    const base = card([hole(1), hole(2)]);
    // This device scored hole 2 and then deleted the card; the server took the player's hole 1.
    const ours = { ...card([hole(1), hole(2, 5, 300)], { modifiedDate: 300 }), _deleted: true };
    const theirs = card([hole(1, 4, 200), hole(2)], { modifiedDate: 200 });
    expect(mergeScoreCards(asDoc(ours), asDoc(theirs), asDoc(base))).toEqual({ ...asDoc(theirs), _deleted: true });
  });
});

describe('conflict handlers', () => {
  it('score cards: isEqual ignores what RTDB reshapes; resolve merges hole by hole', async () => {
    const h = conflictHandlers.scorecards;
    const local = card([hole(1, 5, 110), hole(2), hole(3)], { modifiedDate: 110 });
    const pulledShape = { ...local, holes: { ...local.holes }, notes: null, updatedAt: 3 } as unknown as WithDeleted<ScoreCardDoc>;
    expect(h.isEqual(local, pulledShape, 'test')).toBe(true);
    const server = card([hole(1), hole(2, 3, 120), hole(3)], { modifiedDate: 120 });
    const resolved = await h.resolve({ newDocumentState: local, realMasterState: server, assumedMasterState: card(blank()) }, 'test');
    expect(resolved.holes.map((x) => x.shotCount)).toEqual([5, 3, 0]);
  });

  it('userdata: a field only this device changed is kept, a field both changed keeps the server value', async () => {
    const h = conflictHandlers.userdata;
    const base = { id: 'u', displayStyle: 'Default Colors' as const, inPlay: { scoreCardId: 'c0', currentHole: 0 }, _deleted: false };
    const local = { ...base, displayStyle: 'Geometry Shapes' as const, inPlay: { scoreCardId: 'c0', currentHole: 4 } };
    const server = { ...base, inPlay: { scoreCardId: 'c0', currentHole: 2 } };
    const resolved = await h.resolve({ newDocumentState: local, realMasterState: server, assumedMasterState: base }, 'test');
    expect(resolved).toEqual({ id: 'u', displayStyle: 'Geometry Shapes', inPlay: { scoreCardId: 'c0', currentHole: 2 }, _deleted: false });
  });

  it('courses: the server state wins', async () => {
    const h = conflictHandlers.courses;
    const base = { id: 'k', name: 'A', nameSort: 'a', creationDate: 1, lastModifiedDate: 1, creatorId: 'u', _deleted: false };
    const resolved = await h.resolve(
      { newDocumentState: { ...base, name: 'Mine' }, realMasterState: { ...base, lastModifiedDate: 2 }, assumedMasterState: base },
      'test',
    );
    expect(resolved).toEqual({ ...base, lastModifiedDate: 2 });
  });
});

describe('per-field hole merge', () => {
  const base = () => card([hole(1), hole(2)]);
  const edit = (h: Partial<ScoreCardHole> & { number: number }) => ({ ...hole(h.number), ...h });

  it('keeps the putts typed on one device and the shots typed on the other', () => {
    const phone = card([edit({ number: 1, puttCount: 2, modifiedAt: 10 }), hole(2)]);
    const desktop = card([edit({ number: 1, shotCount: 5, modifiedAt: 20 }), hole(2)]);
    const merged = mergeScoreCards(asDoc(phone), asDoc(desktop), asDoc(base()));
    const h1 = (merged.holes as ScoreCardHole[])[0];
    expect(h1).toMatchObject({ shotCount: 5, puttCount: 2, modifiedAt: 20 });
    expect(merged.shotCount).toBe(5);
    // The other order keeps the same play; only the hole's stamp is the server's.
    const other = mergeScoreCards(asDoc(desktop), asDoc(phone), asDoc(base()));
    expect((other.holes as ScoreCardHole[])[0]).toEqual({ ...h1, modifiedAt: 10 });
    expect(replacedHoleValues(asDoc(phone), merged, asDoc(base()))).toEqual([]);
  });

  it("gives a field both devices changed to the server's version, and names what this device lost", () => {
    const phone = card([edit({ number: 1, shotCount: 6, puttCount: 2, modifiedAt: 10 }), hole(2)]);
    const desktop = card([edit({ number: 1, shotCount: 5, modifiedAt: 20 }), hole(2)]);
    const merged = mergeScoreCards(asDoc(phone), asDoc(desktop), asDoc(base()));
    expect((merged.holes as ScoreCardHole[])[0]).toMatchObject({ shotCount: 5, puttCount: 2 });
    expect(replacedHoleValues(asDoc(phone), merged, asDoc(base()))).toEqual([{ hole: 1, field: 'shotCount', typed: 6, kept: 5 }]);
    // The device whose values all stayed hears nothing.
    expect(replacedHoleValues(asDoc(desktop), merged, asDoc(base()))).toEqual([]);
  });

  it("without a base keeps the server's hole whole, and lists what differed in ours", () => {
    const phone = card([edit({ number: 1, puttCount: 2, modifiedAt: 10 })]);
    const desktop = card([edit({ number: 1, shotCount: 5, modifiedAt: 20 })]);
    const merged = mergeScoreCards(asDoc(phone), asDoc(desktop));
    expect((merged.holes as ScoreCardHole[])[0]).toMatchObject({ shotCount: 5, puttCount: 0 });
    // The phone's 0 shots was nothing typed: only its putts are named.
    expect(replacedHoleValues(asDoc(phone), merged)).toEqual([{ hole: 1, field: 'puttCount', typed: 2, kept: 0 }]);
  });

  it('reports nothing when the card was deleted', () => {
    const phone = card([edit({ number: 1, puttCount: 2, modifiedAt: 10 })]);
    const gone = { ...card([hole(1)]), _deleted: true };
    const merged = mergeScoreCards(asDoc(phone), asDoc(gone), asDoc(card([hole(1)])));
    expect(replacedHoleValues(asDoc(phone), merged, asDoc(card([hole(1)])))).toEqual([]);
  });
});

describe('merge order with skewed clocks', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const t = 1_750_000_000_000;
  const base = () => card([hole(1), hole(2), hole(3)]);
  const edit = (h: Partial<ScoreCardHole> & { number: number }) => ({ ...hole(h.number), ...h });

  it('a device one day ahead does not override a later edit from a device one day behind', () => {
    // Real order: the phone 1 day ahead typed 6 on hole 1 offline; later the phone 1 day behind typed
    // 4 and reached the server first. The phone ahead then pushes and meets the server's card.
    const ahead = card([edit({ number: 1, shotCount: 6, modifiedAt: t + DAY }), hole(2), hole(3)], { modifiedDate: t + DAY });
    const server = card([edit({ number: 1, shotCount: 4, modifiedAt: t + 60_000 - DAY }), hole(2), hole(3)], { modifiedDate: t + 60_000 - DAY });
    const merged = mergeScoreCards(asDoc(ahead), asDoc(server), asDoc(base()));
    expect((merged.holes as ScoreCardHole[])[0]).toMatchObject({ shotCount: 4 });
    expect(replacedHoleValues(asDoc(ahead), merged, asDoc(base()))).toEqual([{ hole: 1, field: 'shotCount', typed: 6, kept: 4 }]);
  });

  it('the edit that reached the server wins, whichever clock is ahead', () => {
    // Real order: the phone 1 day behind typed 5 offline; the phone ahead typed 7 later and reached
    // the server first: its later edit stays.
    const behind = card([edit({ number: 1, shotCount: 5, modifiedAt: t - DAY }), hole(2), hole(3)], { modifiedDate: t - DAY });
    const server = card([edit({ number: 1, shotCount: 7, modifiedAt: t + DAY + 60_000 }), hole(2), hole(3)], { modifiedDate: t + DAY + 60_000 });
    expect((mergeScoreCards(asDoc(behind), asDoc(server), asDoc(base())).holes as ScoreCardHole[])[0]).toMatchObject({ shotCount: 7 });
  });

  it('keeps both edits of different holes, whatever the clocks say', () => {
    const ahead = card([edit({ number: 1, shotCount: 6, puttCount: 2, modifiedAt: t + DAY }), hole(2), hole(3)], { modifiedDate: t + DAY });
    const behind = card([hole(1), edit({ number: 2, shotCount: 3, puttCount: 1, modifiedAt: t - DAY }), hole(3)], { modifiedDate: t - DAY });
    for (const [ours, theirs] of [
      [ahead, behind],
      [behind, ahead],
    ] as const) {
      const merged = mergeScoreCards(asDoc(ours), asDoc(theirs), asDoc(base()));
      expect((merged.holes as ScoreCardHole[]).map((h) => h.shotCount)).toEqual([6, 3, 0]);
      expect(replacedHoleValues(asDoc(ours), merged, asDoc(base()))).toEqual([]);
    }
  });

  it('a far-future stamp on the server does not win against a later edit that changes another field', () => {
    // A writer stamped hole 1 a year ahead; this device then typed the putts: both stay.
    const planted = card([edit({ number: 1, shotCount: 4, modifiedAt: t + 365 * DAY }), hole(2), hole(3)]);
    const mine = card([edit({ number: 1, puttCount: 2, modifiedAt: t }), hole(2), hole(3)]);
    expect((mergeScoreCards(asDoc(mine), asDoc(planted), asDoc(base())).holes as ScoreCardHole[])[0]).toMatchObject({ shotCount: 4, puttCount: 2 });
  });
});
