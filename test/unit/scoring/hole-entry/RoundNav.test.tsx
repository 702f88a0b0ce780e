// @vitest-environment happy-dom
// The foot bar of the play and match group screens: Previous and Next move one hole, and the last hole
// offers "Finish round" instead of Next.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoundNav } from '../../../../src/scoring/hole-entry/RoundNav.tsx';

afterEach(cleanup);

describe('RoundNav', () => {
  it('moves one hole back or forward', () => {
    const moves: string[] = [];
    render(<RoundNav atFirst={false} atLast={false} onPrevious={() => moves.push('previous')} onNext={() => moves.push('next')} onFinish={vi.fn()} finishing={false} />);
    fireEvent.click(screen.getByRole('button', { name: '‹ Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next ›' }));
    expect(moves).toEqual(['previous', 'next']);
    expect(screen.queryByRole('button', { name: 'Finish round' })).toBeNull();
  });

  it('has no Previous on the first hole', () => {
    render(<RoundNav atFirst atLast={false} onPrevious={vi.fn()} onNext={vi.fn()} onFinish={vi.fn()} finishing={false} />);
    expect((screen.getByRole('button', { name: '‹ Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('finishes the round on the last hole, once', () => {
    const onFinish = vi.fn();
    const { rerender } = render(<RoundNav atFirst={false} atLast onPrevious={vi.fn()} onNext={vi.fn()} onFinish={onFinish} finishing={false} />);
    expect(screen.queryByRole('button', { name: 'Next ›' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finish round' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    rerender(<RoundNav atFirst={false} atLast onPrevious={vi.fn()} onNext={vi.fn()} onFinish={onFinish} finishing />);
    expect((screen.getByRole('button', { name: 'Finish round' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
