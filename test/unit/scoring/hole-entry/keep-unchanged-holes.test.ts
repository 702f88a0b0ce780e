// The hole writer keeps a hole's object while its content is unchanged, so the memoised hole view and
// the totals skip the render when RxDB hands over a new copy of the same card.
import { describe, expect, it } from 'vitest';
import type { ScoreCardHole } from '../../../../src/data/types.ts';
import { keepUnchangedHoles, sameHole } from '../../../../src/scoring/hole-entry/use-hole-writer.ts';

function holeOf(number: number, over: Partial<ScoreCardHole> = {}): ScoreCardHole {
  return { number, par: 4, hcp: number, extraShots: 1, shotCount: 0, puttCount: 0, bunkerCount: 0, penaltyCount: 0, fairway: 0, gir: 0, modifiedAt: 5, ...over };
}

describe('keepUnchangedHoles', () => {
  it('keeps the previous array when a new copy carries the same holes', () => {
    const previous = [holeOf(1, { clubs: ['d', '7i'] }), holeOf(2)];
    const copy = previous.map((h) => ({ ...h, ...(h.clubs ? { clubs: [...h.clubs] } : {}) }));
    expect(keepUnchangedHoles(previous, copy)).toBe(previous);
  });

  it('takes the changed hole and keeps the others', () => {
    const previous = [holeOf(1), holeOf(2), holeOf(3)];
    const next = [holeOf(1), holeOf(2, { shotCount: 4, modifiedAt: 9 }), holeOf(3)];
    const kept = keepUnchangedHoles(previous, next);
    expect(kept).not.toBe(previous);
    expect(kept[0]).toBe(previous[0]);
    expect(kept[1]).toBe(next[1]);
    expect(kept[2]).toBe(previous[2]);
  });

  it('tells holes apart by every field, the clubs, a field removed and the time of the change', () => {
    expect(sameHole(holeOf(1, { clubs: ['d'] }), holeOf(1, { clubs: ['d', '7i'] }))).toBe(false);
    expect(sameHole(holeOf(1, { notes: 'wind' }), holeOf(1))).toBe(false);
    expect(sameHole(holeOf(1), holeOf(1, { modifiedAt: 6 }))).toBe(false);
    expect(sameHole(holeOf(1, { notes: 'wind' }), holeOf(1, { notes: 'wind' }))).toBe(true);
  });

  it('keeps a hole whose obstacles are a new copy of the same points, and tells a moved one apart', () => {
    const bunker = { name: 'Fairway bunker', latitude: 40.402, longitude: -3.6998 };
    const previous = [holeOf(1, { obstacles: [bunker] })];
    expect(keepUnchangedHoles(previous, [holeOf(1, { obstacles: [{ ...bunker }] })])).toBe(previous);
    expect(sameHole(holeOf(1, { obstacles: [bunker] }), holeOf(1, { obstacles: [{ ...bunker, latitude: 40.5 }] }))).toBe(false);
  });

  it('takes a card with another number of holes as it is', () => {
    const next = [holeOf(1)];
    expect(keepUnchangedHoles([holeOf(1), holeOf(2)], next)).toBe(next);
  });
});
