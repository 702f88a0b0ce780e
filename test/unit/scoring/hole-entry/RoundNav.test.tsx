// @vitest-environment happy-dom
// The foot bar of the play and match group screens: Previous and Next move one hole, and the last hole
// offers "Finish round" instead of Next.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoundNav } from '../../../../src/scoring/hole-entry/RoundNav.tsx';

afterEach(cleanup);

describe('RoundNav', () => {
  it('moves one hole back or forward', () => {
    const onGo = vi.fn();
    render(<RoundNav index={4} holeCount={18} onGo={onGo} onFinish={vi.fn()} finishing={false} />);
    fireEvent.click(screen.getByRole('button', { name: '‹ Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next ›' }));
    expect(onGo.mock.calls).toEqual([[3], [5]]);
    expect(screen.queryByRole('button', { name: 'Finish round' })).toBeNull();
  });

  it('has no Previous on the first hole', () => {
    render(<RoundNav index={0} holeCount={9} onGo={vi.fn()} onFinish={vi.fn()} finishing={false} />);
    expect((screen.getByRole('button', { name: '‹ Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('finishes the round on the last hole, once', () => {
    const onFinish = vi.fn();
    const { rerender } = render(<RoundNav index={8} holeCount={9} onGo={vi.fn()} onFinish={onFinish} finishing={false} />);
    expect(screen.queryByRole('button', { name: 'Next ›' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finish round' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    rerender(<RoundNav index={8} holeCount={9} onGo={vi.fn()} onFinish={onFinish} finishing />);
    expect((screen.getByRole('button', { name: 'Finish round' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
