// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScoreCard } from '../../../../src/data/hooks/documents.ts';
import { setBag, setInPlay, type GolfDatabase } from '../../../../src/data/index.ts';
import { cardTotals } from '../../../../src/domain/index.ts';
import { PlayScreen } from '../../../../src/features/play/PlayScreen.tsx';
import { dispose, freshDatabase } from '../../data/fixtures.ts';
import { cardOn, renderWithDb } from '../helpers.tsx';

const UID = 'golferA';
let db: GolfDatabase;

beforeEach(async () => {
  db = await freshDatabase(UID + Date.now());
});
afterEach(async () => {
  cleanup();
  await dispose(db);
});

/** The play screen fed by the reactive card, as the route does it. */
function LivePlay({ onEnded }: { onEnded: () => void }) {
  const { card } = useScoreCard('card1');
  return card ? <PlayScreen card={card} uid={UID} onEnded={onEnded} emptyBag={<p>No clubs</p>} /> : null;
}

async function stored() {
  const doc = await db.scorecards.findOne('card1').exec();
  if (!doc) throw new Error('card missing');
  return doc.toMutableJSON();
}

async function inPlay() {
  return (await db.userdata.findOne(UID).exec())?.toMutableJSON().inPlay;
}

function shots() {
  return within(screen.getByRole('group', { name: 'Shots' })).getByRole('status', { hidden: true });
}

describe('PlayScreen', () => {
  it('shows a tap at once and writes it to the database, with the round in play on the hole shown', async () => {
    await cardOn(db, UID);
    renderWithDb(db, <LivePlay onEnded={() => {}} />);
    await screen.findByRole('heading', { name: /Hole 1/ });
    await waitFor(async () => expect(await inPlay()).toEqual({ scoreCardId: 'card1', currentHole: 0 }));

    fireEvent.click(screen.getByRole('button', { name: '+1 shot' }));
    // Optimistic: the same render shows it, before the write is read back.
    expect(shots().textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: '+1 shot' }));
    fireEvent.click(screen.getByRole('button', { name: '+1 shot' }));
    fireEvent.click(screen.getByRole('button', { name: '+1 shot' }));
    fireEvent.click(screen.getByRole('button', { name: '+1 putt' }));
    fireEvent.click(screen.getByRole('button', { name: '+1 putt' }));
    expect(shots().textContent).toBe('4');
    await waitFor(async () => expect((await stored()).holes[0]).toMatchObject({ shotCount: 4, puttCount: 2 }));
    expect(shots().textContent).toBe('4');

    fireEvent.click(screen.getByRole('button', { name: 'Next ›' }));
    await screen.findByRole('heading', { name: /Hole 2/ });
    await waitFor(async () => expect(await inPlay()).toEqual({ scoreCardId: 'card1', currentHole: 1 }));
  });

  it('counts a picked-up hole as the domain library does and keeps unplayed holes out of the totals', async () => {
    await cardOn(db, UID, 18);
    renderWithDb(db, <LivePlay onEnded={() => {}} />);
    await screen.findByRole('heading', { name: /Hole 1/ });
    fireEvent.click(screen.getByRole('button', { name: 'Par' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next ›' }));
    await screen.findByRole('heading', { name: /Hole 2/ });
    fireEvent.click(screen.getByRole('button', { name: 'Pick up' }));
    expect(shots().textContent).toBe('Picked up');
    const card = await waitFor(async () => {
      const c = await stored();
      expect(c.holes[1]?.shotCount).toBe(-1);
      return c;
    });
    const expected = cardTotals(card.holes);
    // Hole 1 par 4 with one extra shot: 2 + 4 + 1 - 4 = 3 points; hole 2 picked up: 0 points,
    // 4 + 1 + 2 = 7 strokes.
    expect(expected).toMatchObject({ strokes: 11, stableford: 3, holesPlayed: 2 });
    const totals = screen.getByLabelText('Round totals');
    expect(within(totals).getByText('Strokes').nextElementSibling?.textContent).toBe(String(expected.strokes));
    expect(within(totals).getByText('Stableford').nextElementSibling?.textContent).toBe(String(expected.stableford));
    expect(within(totals).getByText('Net').nextElementSibling?.textContent).toBe(String(expected.net));
    expect(within(totals).getByText('To par').nextElementSibling?.textContent).toBe('+3');
    expect(card.shotCount).toBe(expected.strokes);
  });

  it('resumes at the hole in play and ends the round by clearing it', async () => {
    await cardOn(db, UID);
    await setInPlay(db, UID, 'card1', 6);
    const onEnded = vi.fn();
    renderWithDb(db, <LivePlay onEnded={onEnded} />);
    await screen.findByRole('heading', { name: /Hole 7/ });
    fireEvent.click(screen.getByRole('button', { name: 'End round' }));
    await waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1));
    expect(await inPlay()).toBeUndefined();
  });

  it('records fairway and green results and notes, and hides the fairway on a par 3', async () => {
    await cardOn(db, UID);
    renderWithDb(db, <LivePlay onEnded={() => {}} />);
    await screen.findByRole('heading', { name: /Hole 1/ });
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Fairway' })).getByRole('radio', { name: 'Gone left' }));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Green' })).getByRole('radio', { name: 'Missed short' }));
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Wind from the left' } });
    await waitFor(async () => expect((await stored()).holes[0]).toMatchObject({ fairway: 2, gir: 5, notes: 'Wind from the left' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Hole 3' }));
    });
    await screen.findByRole('heading', { name: /Hole 3/ });
    expect(screen.queryByRole('radiogroup', { name: 'Fairway' })).toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'Green' })).toBeTruthy();
  });

  it('records the clubs from the bag in the order used, and steps back from picked up and played to unplayed', async () => {
    await cardOn(db, UID);
    await setBag(db, UID, [
      { id: 'drv', name: 'Driver' },
      { id: 'i7', name: '7 iron' },
      { id: 'pt', name: 'Putter' },
    ]);
    renderWithDb(db, <LivePlay onEnded={() => {}} />);
    await screen.findByRole('button', { name: '7 iron' });
    fireEvent.click(screen.getByRole('button', { name: 'Driver' }));
    fireEvent.click(screen.getByRole('button', { name: 'Putter' }));
    fireEvent.click(screen.getByRole('button', { name: '7 iron' }));
    expect(screen.getByRole('button', { name: 'Driver' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(async () => expect((await stored()).holes[0]?.clubs).toEqual(['drv', 'pt', 'i7']));

    fireEvent.click(screen.getByRole('button', { name: 'Pick up' }));
    fireEvent.click(screen.getByRole('button', { name: '-1 shot' }));
    expect(shots().textContent).toBe('–');
    expect(screen.getByRole('button', { name: '-1 shot' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '+1 shot' }));
    fireEvent.click(screen.getByRole('button', { name: '-1 shot' }));
    await waitFor(async () => expect((await stored()).holes[0]?.shotCount).toBe(0));
    expect(screen.getByLabelText('Round totals').textContent).toContain('0/18');
  });

  it('moves to the next and previous hole with a sideways swipe, not with a scroll', async () => {
    await cardOn(db, UID);
    renderWithDb(db, <LivePlay onEnded={() => {}} />);
    const heading = await screen.findByRole('heading', { name: /Hole 1/ });
    const screenArea = heading.closest('section') as HTMLElement;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(screenArea, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(screenArea, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 400], [100, 420]);
    await screen.findByRole('heading', { name: /Hole 2/ });
    swipe([200, 100], [230, 500]);
    expect(screen.getByRole('heading', { name: /Hole 2/ })).toBeTruthy();
    swipe([100, 400], [300, 390]);
    await screen.findByRole('heading', { name: /Hole 1/ });
    await waitFor(async () => expect(await inPlay()).toEqual({ scoreCardId: 'card1', currentHole: 0 }));
  });

  it('keeps a tap the phone refuses for lack of space on screen, says so, and saves it once there is room', async () => {
    await cardOn(db, UID);
    renderWithDb(db, <LivePlay onEnded={() => {}} />);
    await screen.findByRole('heading', { name: /Hole 1/ });
    await waitFor(async () => expect(await inPlay()).toEqual({ scoreCardId: 'card1', currentHole: 0 }));
    fireEvent.click(screen.getByRole('button', { name: '+1 shot' }));
    await waitFor(async () => expect((await stored()).holes[0]?.shotCount).toBe(1));

    // The disk is full: IndexedDB refuses the write whole (as Dexie hands it on).
    const storage = db.scorecards.storageInstance;
    const bulkWrite = storage.bulkWrite.bind(storage);
    let full = true;
    const refusal = () => Object.assign(new Error('AbortError'), { name: 'AbortError', inner: Object.assign(new Error('quota'), { name: 'QuotaExceededError' }) });
    const spy = vi.spyOn(storage, 'bulkWrite').mockImplementation((...args) => (full ? Promise.reject(refusal()) : bulkWrite(...args)));
    fireEvent.click(screen.getByRole('button', { name: '+1 shot' }));
    fireEvent.click(screen.getByRole('button', { name: '+1 putt' }));
    const alert = await screen.findByText(/^Not saved: this phone's storage is full\./);
    expect(alert.textContent).toMatch(/Your (tap stays|2 taps stay) on screen/);
    expect(shots().textContent).toBe('2');
    expect((await stored()).holes[0]).toMatchObject({ shotCount: 1, puttCount: 0 });

    // Room again: the page shown again tries at once, in the order of the taps.
    full = false;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(async () => expect((await stored()).holes[0]).toMatchObject({ shotCount: 2, puttCount: 1 }));
    await waitFor(() => expect(screen.queryByText(/storage is full/)).toBeNull());
    expect(shots().textContent).toBe('2');
    spy.mockRestore();
  });
});
