// The rounds the club distances look at (docs/GOLF.md, "Shots and club distances"): each of the golfer's
// cards with its marks, measured from the tee the course has now (else the card's), and only the cards
// that count in the golfer's record.
import { describe, expect, it } from 'vitest';
import { markedHoles, measuredRounds } from '../../../src/data/hooks/use-shot-marks.ts';
import type { CourseDoc, ScoreCardDoc, ShotMarksDoc } from '../../../src/data/types.ts';
import { scoreCard, shotMark } from '../rules/fixtures.ts';

const M_PER_DEG = 111_194.9;
const north = (metres: number) => 56 + metres / M_PER_DEG;
const marks = (id: string): ShotMarksDoc => ({ id, userId: 'ann', holes: [{ number: 1, marks: [shotMark('a', { latitude: north(200), longitude: -2.8, at: 1 })] }] });
const card = (id: string, over: Partial<ScoreCardDoc> = {}): ScoreCardDoc => {
  const { updatedAt: _u, ...c } = scoreCard(id, 'ann', 'ann', '', over);
  return { ...c, holes: c.holes.map((h) => (h.number === 1 ? { ...h, teeLatitude: north(0), teeLongitude: -2.8 } : h)) };
};

describe('measuredRounds', () => {
  it("measures each card's shots from its hole's tee, dated as the card", () => {
    const [round] = measuredRounds('ann', [marks('sc1')], [card('sc1', { date: 5 })], []);
    expect(round?.date).toBe(5);
    expect(Math.round(round?.shots[0]?.distance ?? 0)).toBe(200);
    expect(round?.shots[0]?.club).toBe('driver');
  });

  it('takes the tee the course has now over the card’s copy', () => {
    const c = card('sc1');
    // Only the fields the join reads: the course's tee and its hole's tee point.
    const course = { id: c.courseId, tees: [{ id: c.teeId, holes: [{ number: 1, hcp: 1, par: 4, teeLatitude: north(50), teeLongitude: -2.8 }] }] } as unknown as CourseDoc;
    const [round] = measuredRounds('ann', [marks('sc1')], [c], [course]);
    expect(Math.round(round?.shots[0]?.distance ?? 0)).toBe(150);
  });

  it('leaves out a card that is gone, a guest’s card and an invitation not accepted', () => {
    const guest = card('sc2', { matchId: 'm1', event: 'Guest Tom' });
    const invitation = card('sc3', { creatorId: 'bob' });
    expect(measuredRounds('ann', [marks('sc1'), marks('sc2'), marks('sc3')], [guest, invitation], [])).toEqual([]);
  });
});

describe('markedHoles', () => {
  it("joins each hole with marks to its counts and the green and tee the course has now", () => {
    const c = card('sc1');
    const course = {
      id: c.courseId,
      tees: [{ id: c.teeId, holes: [{ number: 1, hcp: 1, par: 4, teeLatitude: north(50), teeLongitude: -2.8, middleLatitude: north(380), middleLongitude: -2.8 }] }],
    } as unknown as CourseDoc;
    const holes = markedHoles(c, marks('sc1'), new Map([[c.courseId, course]]));
    expect(holes).toHaveLength(1);
    const [h] = holes;
    expect(h?.tee).toEqual({ latitude: north(50), longitude: -2.8 });
    expect(h?.green.middleLatitude).toBe(north(380));
    expect([h?.par, h?.shotCount, h?.puttCount, h?.penaltyCount]).toEqual([c.holes[0]?.par, c.holes[0]?.shotCount, c.holes[0]?.puttCount, c.holes[0]?.penaltyCount]);
    expect(h?.marks.map((m) => m.id)).toEqual(['a']);
    // A card without marks has no marked hole.
    expect(markedHoles(c, undefined, new Map())).toEqual([]);
  });
});
