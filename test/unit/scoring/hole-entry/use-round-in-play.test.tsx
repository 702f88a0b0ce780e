// @vitest-environment happy-dom
// The play screens' round in play: the hole on screen is decided when the screen opens and moves only
// when the golfer moves it, whatever happens to userData.inPlay underneath (a sync can replace it).
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearInPlay, createScoreCard, patchHole, setInPlay } from '../../../../src/data/index.ts';
import { useRoundInPlay } from '../../../../src/scoring/hole-entry/use-round-in-play.ts';
import { afterNextPaint } from '../../../../src/scoring/hole-entry/after-next-paint.ts';
import { course } from '../../data/fixtures.ts';
import { renderedDatabasePerTest } from '../../data/rendered-database.tsx';

const UID = 'golfer-1';
const local = renderedDatabasePerTest();
const inPlayOf = async () => (await local.db.userdata.findOne(UID).exec())?.inPlay;

async function openRound(id: string, playedHoles: number[] = []) {
  await createScoreCard(local.db, { id, userId: UID, course: course(), teeId: 'white', player: {} });
  for (const hole of playedHoles) await patchHole(local.db, id, hole, { shotCount: 4 });
  const card = (await local.db.scorecards.findOne(id).exec())?.toJSON();
  if (!card) throw new Error('card not stored');
  return renderHook((props: { card: typeof card }) => useRoundInPlay(UID, props.card), { wrapper: local.wrapper, initialProps: { card } });
}

describe('useRoundInPlay', () => {
  it('opens on the round in play\'s hole and records the card as the round in play', async () => {
    await setInPlay(local.db, UID, 'k', 4);
    const { result } = await openRound('k');
    await waitFor(() => expect(result.current.index).toBe(4));
    await waitFor(async () => expect(await inPlayOf()).toEqual({ scoreCardId: 'k', currentHole: 4 }));
  });

  it('opens another card on its first hole not played, and makes it the round in play', async () => {
    await setInPlay(local.db, UID, 'earlier', 8);
    const { result } = await openRound('k', [1, 2]);
    await waitFor(() => expect(result.current.index).toBe(2));
    await waitFor(async () => expect(await inPlayOf()).toEqual({ scoreCardId: 'k', currentHole: 2 }));
  });

  it('keeps the hole on screen when the round in play changes underneath', async () => {
    const { result } = await openRound('k');
    await waitFor(() => expect(result.current.index).toBe(0));
    await waitFor(async () => expect(await inPlayOf()).toEqual({ scoreCardId: 'k', currentHole: 0 }));
    // A sync replaces the round in play (an earlier run's "round ended"), then the golfer taps.
    await act(async () => {
      await clearInPlay(local.db, UID);
      await patchHole(local.db, 'k', 1, { shotCount: 4 });
    });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(result.current.index).toBe(0);
    await act(async () => {
      await setInPlay(local.db, UID, 'k', 6);
    });
    expect(result.current.index).toBe(0);
  });

  it('opens another card handed to the same screen on that card\'s own hole', async () => {
    const { result, rerender } = await openRound('k', [1]);
    await waitFor(() => expect(result.current.index).toBe(1));
    await createScoreCard(local.db, { id: 'k2', userId: UID, course: course(), teeId: 'white', player: {} });
    const other = (await local.db.scorecards.findOne('k2').exec())?.toJSON();
    if (!other) throw new Error('card not stored');
    rerender({ card: other });
    await waitFor(() => expect(result.current.index).toBe(0));
    await waitFor(async () => expect(await inPlayOf()).toEqual({ scoreCardId: 'k2', currentHole: 0 }));
  });

  it('moves with the golfer and records the new hole; ending clears the round in play', async () => {
    const { result } = await openRound('k');
    await waitFor(() => expect(result.current.index).toBe(0));
    act(() => result.current.go(2));
    expect(result.current.index).toBe(2);
    await waitFor(async () => expect(await inPlayOf()).toEqual({ scoreCardId: 'k', currentHole: 2 }));
    let ended = false;
    act(() => result.current.end(() => (ended = true)));
    expect(result.current.ending).toBe(true);
    await waitFor(() => expect(ended).toBe(true));
    expect(await inPlayOf()).toBeUndefined();
  });

  it('writes a hole change still waiting for its frame before ending, so the round stays ended', async () => {
    const { result } = await openRound('k');
    await waitFor(async () => expect(await inPlayOf()).toEqual({ scoreCardId: 'k', currentHole: 0 }));
    let ended = false;
    act(() => {
      result.current.go(3);
      result.current.end(() => (ended = true));
    });
    await waitFor(() => expect(ended).toBe(true));
    // Past the frame the hole change waited for (its callbacks run in order), and the time a write
    // started then would take to land: the round in play must still be cleared.
    await act(() => new Promise<void>((resolve) => afterNextPaint(resolve)));
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(await inPlayOf()).toBeUndefined();
  });
});
