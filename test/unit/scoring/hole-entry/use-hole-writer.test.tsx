// @vitest-environment happy-dom
// The hole writer shows a tap at once, keeps it in the tap journal in the same task, and writes it once
// the tap's frame is painted; a tap is written even when the screen goes before that frame (a tap, then
// "Finish round"), and a screen opened after a reload shows the taps the journal kept from the first render
// (docs/ARCHITECTURE.md, "How a tap becomes durable").
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createScoreCard } from '../../../../src/data/index.ts';
import { parseJournal } from '../../../../src/data/tap-journal/journal-entry.ts';
import { tapJournal, TapJournal } from '../../../../src/data/tap-journal/page-journal.ts';
import { useHoleWriter } from '../../../../src/scoring/hole-entry/use-hole-writer.ts';
import { course } from '../../data/fixtures.ts';
import { renderedDatabasePerTest } from '../../data/rendered-database.tsx';

const local = renderedDatabasePerTest();
const storedShots = async (id: string, hole: number) => (await local.db.scorecards.findOne(id).exec())?.toJSON().holes.find((h) => h.number === hole)?.shotCount;

async function writerFor(id: string) {
  const card = await createScoreCard(local.db, { id, userId: 'golfer-1', course: course(), teeId: 'white', player: {} });
  return renderHook(() => useHoleWriter(local.db, card, 'golfer-1'), { wrapper: local.wrapper });
}

describe('useHoleWriter', () => {
  it('shows the tap at once and stores it after the frame', async () => {
    const { result } = await writerFor('k');
    act(() => result.current.write(1, { shotCount: 5 }));
    expect(result.current.holes.find((h) => h.number === 1)?.shotCount).toBe(5);
    await waitFor(async () => expect(await storedShots('k', 1)).toBe(5));
  });

  it('stores every tap, in order, when the screen goes before their frame', async () => {
    const { result, unmount } = await writerFor('k');
    act(() => {
      result.current.write(1, { shotCount: 4 });
      result.current.write(1, { shotCount: 5 });
      result.current.write(2, { shotCount: 3 });
    });
    unmount();
    await waitFor(async () => {
      expect(await storedShots('k', 1)).toBe(5);
      expect(await storedShots('k', 2)).toBe(3);
    });
  });

  it('keeps the tap in the journal before anything is written', async () => {
    const { result } = await writerFor('k');
    act(() => result.current.write(1, { shotCount: 2 }));
    const kept = parseJournal(localStorage.getItem(tapJournal('golfer-1').key));
    expect(kept).toMatchObject({ uid: 'golfer-1', entries: [{ kind: 'hole', cardId: 'k', hole: 1, patch: { shotCount: 2 } }] });
    await waitFor(async () => expect(await storedShots('k', 1)).toBe(2));
    expect(localStorage.getItem(tapJournal('golfer-1').key)).toBeNull();
  });

  it("shows from its first render the taps a page before it kept and did not write, and never shows less", async () => {
    const card = await createScoreCard(local.db, { id: 'r', userId: 'golfer-1', course: course(), teeId: 'white', player: {} });
    const gone = new TapJournal('golfer-1', 'reloaded-page');
    gone.record({ kind: 'hole', cardId: 'r', hole: 1, patch: { shotCount: 3 }, at: Date.now() + 60_000 });
    const page = tapJournal('golfer-1');
    const adopting = page.adopt(local.db);
    const { result } = renderHook(() => useHoleWriter(local.db, card, 'golfer-1'), { wrapper: local.wrapper });
    expect(result.current.holes.find((h) => h.number === 1)?.shotCount).toBe(3);
    await adopting;
    await waitFor(async () => expect(await storedShots('r', 1)).toBe(3));
    expect(result.current.holes.find((h) => h.number === 1)?.shotCount).toBe(3);
  });
});
