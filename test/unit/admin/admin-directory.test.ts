import { describe, expect, it } from 'vitest';
import type { CourseDoc, ScoreCardDoc, UserDoc } from '../../../src/data/types.ts';
import { handicapFromCards, roundOnTee } from '../../../src/domain/index.ts';
import { buildDirectory } from '../../../src/admin/admin-directory.ts';
import { course, hole, scoreCard, user } from '../rules/fixtures.ts';

const holes18 = (shots: number) => Array.from({ length: 18 }, (_, i) => hole(i + 1, { par: 4, hcp: i + 1, shotCount: shots, extraShots: 1 }));
const rated: CourseDoc = course('c18', 'ann', {
  tees: [{ id: 't', name: 'White', type: 'Golf', colour: 'white', holeCount: 18, cr: 71.2, slope: 125, holes: Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: 4, hcp: i + 1 })) }],
});

function card(id: string, userId: string, date: number, shots: number, teeId = 't'): ScoreCardDoc {
  return scoreCard(id, userId, userId, '', { date, courseId: 'c18', courseName: 'Rated Links', teeId, holeCount: 18, holes: holes18(shots), shotCount: 18 * shots, stableford: 36 - 18 * (shots - 5) });
}

describe('buildDirectory', () => {
  // Bob's profile is older data that still carries its e-mail (before schema version 1 made it private).
  const users: UserDoc[] = [user('ann', { firstName: 'Ann', lastName: 'Zeta' }), { ...user('bob', { firstName: 'Bob', lastName: 'Alpha' }), email: 'old@example.com' } as UserDoc];
  const cards = [card('a1', 'ann', 1_000, 5), card('a2', 'ann', 3_000, 6), card('a3', 'ann', 2_000, 4), card('b1', 'bob', 5_000, 5, 'gone')];

  const dir = buildDirectory({ users, userData: { ann: { email: 'ann@example.com' } }, admins: { bob: true }, cards, courses: [rated] });

  it('sorts by last name and takes the e-mail from the private data, or the profile of older data', () => {
    expect(dir.map((e) => [e.uid, e.email])).toEqual([
      ['bob', 'old@example.com'],
      ['ann', 'ann@example.com'],
    ]);
  });

  it('marks administrators', () => {
    expect(dir.map((e) => e.isAdmin)).toEqual([true, false]);
  });

  it("computes the index from the golfer's cards on their tees, and none from cards on an unknown tee", () => {
    const ann = dir.find((e) => e.uid === 'ann');
    const expected = handicapFromCards(cards.slice(0, 3).map((c) => roundOnTee(c, rated.tees?.[0]))).index;
    expect(expected).not.toBeNull();
    expect(ann?.handicapIndex).toBe(expected);
    expect(dir.find((e) => e.uid === 'bob')?.handicapIndex).toBeNull();
  });

  it('gives the last round by date, with its figures', () => {
    const ann = dir.find((e) => e.uid === 'ann');
    expect(ann?.rounds).toBe(3);
    expect(ann?.lastRound).toEqual({ cardId: 'a2', date: 3_000, courseName: 'Rated Links', teeName: 'Championship', holesPlayed: 18, shotCount: 108, stableford: 18 });
  });

  it('tolerates missing role and private data lists', () => {
    const plain = buildDirectory({ users, userData: null, admins: null, cards: [], courses: [] });
    expect(plain.map((e) => [e.email, e.isAdmin, e.lastRound, e.handicapIndex])).toEqual([
      ['old@example.com', false, null, null],
      ['', false, null, null],
    ]);
  });
});

describe('buildDirectory and consent', () => {
  it("counts only the rounds a golfer agreed to: not an invitation, not a guest's round kept in their name", () => {
    const users: UserDoc[] = [user('ann', { firstName: 'Ann', lastName: 'Zeta' })];
    const own = card('a1', 'ann', 1_000, 5);
    const invitation = { ...card('a2', 'ann', 9_000, 3), creatorId: 'zed', matchId: 'm1' };
    const guest = { ...card('a3', 'ann', 8_000, 3), matchId: 'm2', event: 'Pat (guest)' };
    const accepted = { ...card('a4', 'ann', 2_000, 6), creatorId: 'zed', matchId: 'm3', acceptedAt: 1 };
    const [ann] = buildDirectory({ users, userData: {}, admins: {}, cards: [own, invitation, guest, accepted], courses: [rated] });
    expect(ann?.rounds).toBe(2);
    expect(ann?.lastRound?.cardId).toBe('a4');
  });
});
