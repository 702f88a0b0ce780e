// @vitest-environment happy-dom
// My bag's measured distance (src/features/bag/MeasuredDistance.tsx) trusts a club's measured median as
// the play screen's suggestion does: from 3 full shots (docs/GOLF.md, "Shots and club distances"); the
// putter is not measured at all.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeasuredDistance } from '../../../../src/features/bag/MeasuredDistance.tsx';

afterEach(cleanup);

const DRIVER = { id: 'driver', name: 'Driver', type: 'Driver', distance: 220 };
const measured = (count: number) => ({ club: 'driver', median: 230, p25: 225, p75: 235, count });

describe('MeasuredDistance', () => {
  it('offers no "Use measured" after one shot, and says how many more it needs', () => {
    render(<MeasuredDistance club={DRIVER} measured={measured(1)} unit="metres" onUse={vi.fn()} />);
    expect(screen.getByText('Measured: 230 m (225–235 m), 1 shot')).toBeTruthy();
    expect(screen.getByText('2 more full shots before it is used (3 are needed).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Use measured/ })).toBeNull();
  });

  it('offers it from 3 shots, as the play screen trusts it', () => {
    const onUse = vi.fn();
    render(<MeasuredDistance club={DRIVER} measured={measured(3)} unit="metres" onUse={onUse} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use measured 230 m for Driver' }));
    expect(onUse).toHaveBeenCalledWith(230);
    expect(screen.queryByText(/before it is used/)).toBeNull();
  });

  it('says a putter is not measured, rather than "no full shots marked yet"', () => {
    render(<MeasuredDistance club={{ id: 'putter', name: 'Putter', type: 'Putter' }} measured={undefined} unit="metres" onUse={vi.fn()} />);
    expect(screen.getByText('Putts are counted on the score card, not measured.')).toBeTruthy();
    expect(screen.queryByText('Measured: no full shots marked yet')).toBeNull();
  });
});
