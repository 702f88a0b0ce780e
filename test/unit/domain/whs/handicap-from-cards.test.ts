import { describe, expect, it } from 'vitest';
import { createIndexReplay, handicapFromCards } from '../../../../src/domain/index.ts';
import { card, strokes } from './helpers.ts';

describe('handicapFromCards', () => {
  // Worked by hand (par 4 everywhere, slope 113; 18-hole tees rated 72, the 9-hole tee 71 = 35.5 a nine):
  // A, B  9 holes, no index yet: 45 -> 9.5 and 43 -> 7.5, combined on day 2 -> 17.0
  // C     18 x 5 = 90 -> 18.0
  // D     17 x 5 + 10 = 95, capped at par + 5 = 9 (no index yet) -> 94 -> 22.0
  //       3 scores 17.0, 18.0, 22.0: lowest 17.0 - 2.0 = 15.0
  // E     9 holes with index 15.0: 9.5 + (0.52 x 15 + 1.2 = 9.0) = 18.5; 4 scores: 17.0 - 1.0 = 16.0
  // F     14 of 18 in 5 on a 72.4 tee, index 16.0: 13.7 + 9.52 x 4 / 9 (4.2) = 17.9;
  //       5 scores: lowest 17.0 -> 17.0
  // G     pitch and putt, H 9 of 18 holes that are not one nine (1-8 and 10): left out
  const cards = [
    card('F', 6, strokes(14, 5, 4), { courseRating: 72.4 }),
    card('A', 1, strokes(9, 5)),
    card('B', 2, [...strokes(7, 5), 4, 4]),
    card('C', 3, strokes(18, 5)),
    card('D', 4, [10, ...strokes(17, 5)]),
    card('E', 5, strokes(9, 5)),
    card('G', 5, strokes(18, 3), { teeType: 'Pitch and Putt' }),
    card('H', 7, [...strokes(8, 5), 0, 5, ...strokes(0, 0, 8)]),
  ];
  const result = handicapFromCards(cards);

  it('posts one score per acceptable card (two nines combined before an index exists)', () => {
    expect(result.history).toEqual([
      { cardIds: ['A', 'B'], date: 2 * 86_400_000, differential: 17, index: null },
      { cardIds: ['C'], date: 3 * 86_400_000, differential: 18, index: null },
      { cardIds: ['D'], date: 4 * 86_400_000, differential: 22, index: 15 },
      { cardIds: ['E'], date: 5 * 86_400_000, differential: 18.5, index: 16 },
      { cardIds: ['F'], date: 6 * 86_400_000, differential: 17.9, index: 17 },
    ]);
    expect(result.index).toBe(17);
    expect(result.pendingNine).toBeNull();
  });

  it('says which cards do not count and why', () => {
    expect(result.excluded).toEqual([
      { cardId: 'G', reason: 'pitch-and-putt' },
      { cardId: 'H', reason: 'not-enough-holes' },
    ]);
  });

  it('marks the differentials that make the index (1 of 5)', () => {
    expect(result.record.map((r) => [r.differential, r.counts])).toEqual([
      [17, true],
      [18, false],
      [22, false],
      [18.5, false],
      [17.9, false],
    ]);
  });

  it('keeps a lone nine waiting', () => {
    expect(handicapFromCards([card('A', 1, strokes(9, 5))])).toMatchObject({ index: null, history: [], pendingNine: 'A' });
  });

  it('an exceptional score cuts the record it belongs to', () => {
    // C 18.0, D 22.0, X 89 -> 17.0: index 17.0 - 2.0 = 15.0. Then Y: 13 holes in 4 and 5 in 5 = 77
    // -> 5.0, 10.0 below 15.0: every differential loses 2.0 -> 16.0, 20.0, 15.0, 3.0; 4 scores:
    // lowest 3.0 - 1.0 = 2.0
    const r = handicapFromCards([
      card('C', 1, strokes(18, 5)),
      card('D', 2, [10, ...strokes(17, 5)]),
      card('X', 3, [4, ...strokes(17, 5)]),
      card('Y', 4, [...strokes(13, 4), ...strokes(5, 5)]),
    ]);
    expect(r.history.map((h) => h.index)).toEqual([null, null, 15, 2]);
    expect(r.history[3]?.differential).toBe(3);
    expect(r.record.map((e) => [e.differential, e.counts])).toEqual([
      [16, false],
      [20, false],
      [15, false],
      [3, true],
    ]);
  });

  it('marks the lowest 8 of the most recent 20', () => {
    // 25 rounds: 18 x 5 = 18.0 on days 1-17, then 8 rounds of 84 = 12.0; the last 20 hold 12 x 18.0
    // and 8 x 12.0, and the 8 rounds of 12.0 count
    const many = [...Array.from({ length: 17 }, (_, i) => card(`a${i}`, i + 1, strokes(18, 5))), ...Array.from({ length: 8 }, (_, i) => card(`b${i}`, 20 + i, [...strokes(6, 4), ...strokes(12, 5)]))];
    const r = handicapFromCards(many);
    expect(r.record).toHaveLength(20);
    expect(r.record.filter((e) => e.counts).map((e) => e.cardIds[0])).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7']);
    expect(r.index).toBe(12);
  });
});

describe('caps (createIndexReplay)', () => {
  const DAY = 86_400_000;
  it('soft cap: an increase of 5.0 over the low index of 10.0 is held to 10 + 3 + 2.0 / 2 = 14.0', () => {
    const replay = createIndexReplay();
    for (let i = 0; i < 20; i++) replay.post({ differential: 10, date: i * DAY });
    expect(replay.current).toBe(10);
    // 20 further scores of 15.0 replace the record: calculated 15.0, increase 5.0 over the low 10.0
    for (let i = 20; i < 40; i++) replay.post({ differential: 15, date: i * DAY });
    expect(replay.current).toBe(14);
  });

  it('hard cap: calculated 30.0 over a low of 10.0 stops at 15.0 (soft cap alone would give 21.5)', () => {
    const replay = createIndexReplay();
    for (let i = 0; i < 20; i++) replay.post({ differential: 10, date: i * DAY });
    for (let i = 20; i < 40; i++) replay.post({ differential: 30, date: i * DAY });
    expect(replay.current).toBe(15);
  });
});

describe('1,000 cards', () => {
  it('replay in one pass: every card posted, the record still 20 long', () => {
    // strokes 4 to 6 by hole and card: every card acceptable, differentials between 8 and 28
    const many = Array.from({ length: 1000 }, (_, c) => card(`c${c}`, c, Array.from({ length: 18 }, (_, i) => 4 + ((c + i) % 3))));
    const r = handicapFromCards(many);
    expect(r.history).toHaveLength(1000);
    expect(r.record).toHaveLength(20);
    expect(r.record.filter((e) => e.counts)).toHaveLength(8);
    expect(r.index).not.toBeNull();
  });
});
