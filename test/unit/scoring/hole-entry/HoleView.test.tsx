// @vitest-environment happy-dom
// The hole entry's contract: which hole of which card it shows, and every change handed to that card's
// writer at once. Several players' cards on one screen (a match) must stay apart.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScoreCardHole } from '../../../../src/data/types.ts';
import { HoleView } from '../../../../src/scoring/hole-entry/HoleView.tsx';

function holeOf(number: number, over: Partial<ScoreCardHole> = {}): ScoreCardHole {
  return { number, par: 4, hcp: number, extraShots: 1, shotCount: 0, puttCount: 0, bunkerCount: 0, penaltyCount: 0, fairway: 0, gir: 0, modifiedAt: 0, ...over };
}

afterEach(cleanup);

describe('HoleView', () => {
  it("hands each change to onPatch at once, as a patch of the hole's fields", () => {
    const onPatch = vi.fn();
    render(<HoleView hole={holeOf(3, { shotCount: 4 })} bag={[]} onPatch={onPatch} emptyBag={<p>No clubs</p>} unit="metres" />);
    fireEvent.click(screen.getByRole('button', { name: '+1 shot' }));
    fireEvent.click(screen.getByRole('button', { name: '+1 putt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pick up' }));
    expect(onPatch.mock.calls).toEqual([[{ shotCount: 5 }], [{ puttCount: 1 }], [{ shotCount: -1 }]]);
  });

  it("keeps several players' cards on one screen apart", () => {
    const ana = vi.fn();
    const ben = vi.fn();
    render(
      <>
        <HoleView player="Ana" hole={holeOf(7, { shotCount: 2 })} bag={[]} onPatch={ana} emptyBag={null} unit="metres" />
        <HoleView player="Ben" hole={holeOf(7, { shotCount: 5 })} bag={[]} onPatch={ben} emptyBag={null} unit="metres" />
      </>,
    );
    const benHole = screen.getByRole('group', { name: 'Ben, hole 7' });
    fireEvent.click(within(benHole).getByRole('button', { name: '-1 shot' }));
    expect(ben).toHaveBeenCalledWith({ shotCount: 4 });
    expect(ana).not.toHaveBeenCalled();
    expect(within(screen.getByRole('group', { name: 'Ana, hole 7' })).getByRole('button', { name: '+1 putt' })).toBeTruthy();
  });

  it('adds no group of its own without a player (the page names the hole)', () => {
    render(<HoleView hole={holeOf(1)} bag={[]} onPatch={() => undefined} emptyBag={null} unit="metres" />);
    expect(screen.queryByRole('group', { name: /hole 1/ })).toBeNull();
  });
});

describe('HoleView words', () => {
  it('names the hit on each row in its own words: "Hit" on the fairway, "On green" on the green', () => {
    const onPatch = vi.fn();
    render(<HoleView hole={holeOf(2)} bag={[]} onPatch={onPatch} emptyBag={null} unit="metres" />);
    const fairway = screen.getByRole('radiogroup', { name: 'Fairway' });
    const green = screen.getByRole('radiogroup', { name: 'Green' });
    expect(within(fairway).getAllByRole('radio')[1]?.textContent).toBe('Hit');
    expect(within(green).getAllByRole('radio')[1]?.textContent).toBe('On green');
    expect(screen.queryByText('Fairway/Green')).toBeNull();
    fireEvent.click(within(fairway).getByRole('radio', { name: 'Hit' }));
    fireEvent.click(within(green).getByRole('radio', { name: 'On green' }));
    // Both still store the code 1.
    expect(onPatch.mock.calls).toEqual([[{ fairway: 1 }], [{ gir: 1 }]]);
  });

  it('calls a picked-up hole "Picked up", never "Retired"', () => {
    render(<HoleView hole={holeOf(4, { shotCount: -1 })} bag={[]} onPatch={() => undefined} emptyBag={null} unit="metres" />);
    expect(screen.getAllByText('Picked up').length).toBeGreaterThan(0);
    expect(screen.queryByText('Retired')).toBeNull();
  });
});
