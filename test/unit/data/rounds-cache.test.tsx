// @vitest-environment happy-dom
// What the screens keep from the golfer's rounds (src/data/rounds-cache.ts): the same results as the
// domain computes afresh, kept while the cards and tees are the same objects, and computed again for
// exactly what changed: a card edited (through the database, as the app edits it), a tee re-rated.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RxDatabaseProvider } from 'rxdb/plugins/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScoreCard, patchHole, upsertCourse, type GolfDatabase, type ScoreCardDoc } from '../../../src/data/index.ts';
import { useHandicapIndex } from '../../../src/data/hooks/use-handicap-index.ts';
import { joinRounds, joinRoundsCached } from '../../../src/data/hooks/use-my-rounds.ts';
import { cachedHandicap, cachedRoundFigures, cachedRoundOnTee, cachedStatistics, sameRoundList, warmRoundFigures } from '../../../src/data/rounds-cache.ts';
import { computeStatistics, handicapFromCards, roundFigures, roundOnTee } from '../../../src/domain/index.ts';
import { courseWithTee, teeOf18 } from '../features/helpers.tsx';
import { dispose, freshDatabase } from './fixtures.ts';

const UID = 'golferRoundsCache';
let db: GolfDatabase;

beforeEach(async () => {
  db = await freshDatabase(UID + Date.now());
});
afterEach(async () => {
  await dispose(db);
});

const wrapper = ({ children }: { children: ReactNode }) => <RxDatabaseProvider database={db}>{children}</RxDatabaseProvider>;

async function playRounds(count: number): Promise<void> {
  const course = await courseWithTee(db, UID);
  for (let r = 0; r < count; r++) {
    const id = `card${r}`;
    await createScoreCard(db, { id, userId: UID, course, teeId: 'yellow', player: { handicapGolf: 18 }, date: Date.UTC(2025, 4, 1 + r * 7) });
    for (let h = 1; h <= 18; h++) await patchHole(db, id, h, { shotCount: 4 + ((r + h) % 3), puttCount: 2, fairway: h % 2 === 0 ? 1 : 2 });
  }
}

async function plainData(): Promise<{ cards: ScoreCardDoc[]; courses: Parameters<typeof joinRounds>[1] }> {
  const cards = (await db.scorecards.find({ selector: { userId: UID }, sort: [{ date: 'desc' }] }).exec()).map((c) => c.toMutableJSON());
  const courses = (await db.courses.find().exec()).map((c) => c.toMutableJSON());
  return { cards, courses };
}

describe('the kept round and figures of a card', () => {
  it('are the same object while the card and tee are, and new for a new card or tee object', async () => {
    await playRounds(1);
    const { cards } = await plainData();
    const card = cards[0] as ScoreCardDoc;
    const tee = teeOf18();
    const round = cachedRoundOnTee(card, tee);
    expect(round).toEqual(roundOnTee(card, tee));
    expect(cachedRoundOnTee(card, tee)).toBe(round);
    expect(cachedRoundFigures(round)).toBe(cachedRoundFigures(round));
    expect(cachedRoundFigures(round)).toEqual(roundFigures(round));

    // A course whose tee was re-rated is a new tee object: the round follows it.
    const rerated = { ...tee, cr: 70.1, slope: 131 };
    const again = cachedRoundOnTee(card, rerated);
    expect(again).not.toBe(round);
    expect(again).toMatchObject({ courseRating: 70.1, slope: 131 });
    // A changed card is a new object: its round and figures are computed from it.
    const edited = { ...card, holes: card.holes.map((h, i) => (i === 0 ? { ...h, shotCount: h.shotCount + 3 } : h)) };
    const editedRound = cachedRoundOnTee(edited, tee);
    expect(cachedRoundFigures(editedRound).strokes).toBe(cachedRoundFigures(round).strokes + 3);
  });
});

describe('the kept list, handicap and statistics', () => {
  it('give what the domain computes, once per list and filter', async () => {
    await playRounds(4);
    const { cards, courses } = await plainData();
    const list = joinRoundsCached(cards, courses);
    // The same cards again (another page asking): the same list, so the same results.
    expect(joinRoundsCached([...cards], [...courses])).toBe(list);
    expect(cachedHandicap(list)).toBe(cachedHandicap(list));
    expect(cachedHandicap(list)).toEqual(handicapFromCards(joinRounds(cards, courses)));
    const all = cachedStatistics(list, {});
    expect(all).toEqual(computeStatistics(joinRounds(cards, courses), {}));
    expect(cachedStatistics(list, {})).toBe(all);
    const nine = cachedStatistics(list, { holeCount: 9 });
    expect(nine).toEqual(computeStatistics(joinRounds(cards, courses), { holeCount: 9 }));
    expect(nine.summary.rounds).toBe(0);
    // A list with one round fewer is another list.
    expect(sameRoundList(list.slice(1))).not.toBe(list);
  });

  it('follow a card edited in the database (useHandicapIndex, as the pages read it)', async () => {
    await playRounds(3);
    const { result } = renderHook(() => useHandicapIndex(UID), { wrapper });
    await waitFor(() => expect(result.current.mine.rounds).toHaveLength(3));
    const before = result.current;
    const beforeStats = cachedStatistics(before.mine.rounds, {});
    const untouched = before.mine.rounds.filter((r) => r.id !== 'card1');

    await act(async () => {
      await patchHole(db, 'card1', 1, { shotCount: 9 });
    });
    await waitFor(() => expect(result.current.mine.rounds).not.toBe(before.mine.rounds));
    const after = result.current;
    const { cards, courses } = await plainData();
    // Recomputed from the edited card...
    expect(after.computed).toEqual(handicapFromCards(joinRounds(cards, courses)));
    expect(cachedStatistics(after.mine.rounds, {})).toEqual(computeStatistics(joinRounds(cards, courses), {}));
    expect(cachedStatistics(after.mine.rounds, {}).summary.strokes.average).not.toBe(beforeStats.summary.strokes.average);
    // ...while the rounds of the cards that did not change are kept.
    for (const r of untouched) expect(after.mine.rounds).toContain(r);
    expect(after.mine.rounds.find((r) => r.id === 'card1')).not.toBe(before.mine.rounds.find((r) => r.id === 'card1'));
  });

  it('follow a tee re-rated in the database', async () => {
    await playRounds(3);
    const { result } = renderHook(() => useHandicapIndex(UID), { wrapper });
    await waitFor(() => expect(result.current.mine.rounds).toHaveLength(3));
    const before = result.current.computed;
    await act(async () => {
      await upsertCourse(db, { id: 'course1', name: 'Sunny Links', creatorId: UID, tees: [{ ...teeOf18(), cr: 68.2, slope: 125 }] });
    });
    await waitFor(() => expect(result.current.mine.rounds[0]?.courseRating).toBe(68.2));
    const { cards, courses } = await plainData();
    expect(result.current.computed).toEqual(handicapFromCards(joinRounds(cards, courses)));
    expect(result.current.computed.index).not.toBe(before.index);
  });
});

describe('warming the figures while the page is idle', () => {
  it('computes every round\'s figures, a slice per idle moment, and stops when asked', async () => {
    await playRounds(3);
    const { cards, courses } = await plainData();
    const list = joinRoundsCached(cards, courses);
    // An idle queue of our own: each moment leaves time for one round only.
    const queue: ((deadline: { timeRemaining(): number }) => void)[] = [];
    const idle = vi.fn((task: (deadline: { timeRemaining(): number }) => void) => {
      queue.push(task);
      return () => queue.splice(queue.indexOf(task), 1);
    });
    const fresh = list.map((r) => ({ ...r }));
    warmRoundFigures(fresh, idle);
    for (let moment = 0; queue.length > 0; moment++) {
      expect(moment).toBeLessThan(3);
      queue.shift()?.({ timeRemaining: () => 0 });
    }
    expect(idle).toHaveBeenCalledTimes(3);
    // Warmed: the kept figures are the domain's.
    for (const r of fresh) expect(cachedRoundFigures(r)).toEqual(roundFigures(r));

    // Stopped before its first moment: nothing is computed and nothing more is asked.
    idle.mockClear();
    const stop = warmRoundFigures(list.map((r) => ({ ...r })), idle);
    stop();
    expect(queue).toEqual([]);
    expect(idle).toHaveBeenCalledTimes(1);
  });
});
