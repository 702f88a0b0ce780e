// @vitest-environment happy-dom
// The shots counter shared by the play screen, a card's hole page and the match group screen: the
// count, the score's name, and Par / Pick up, every change handed over as a patch.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShotsStepper } from '../../../../src/scoring/hole-entry/ShotsStepper.tsx';

afterEach(cleanup);

const shots = () => screen.getByRole('group', { name: 'Shots' });

describe('ShotsStepper', () => {
  it('shows the count and the score name, and steps it', () => {
    const onPatch = vi.fn();
    render(<ShotsStepper par={4} shotCount={3} onPatch={onPatch} />);
    expect(within(shots()).getByRole('status').textContent).toBe('3');
    expect(screen.getByText('Birdie')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '+1 shot' }));
    fireEvent.click(screen.getByRole('button', { name: '-1 shot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Par' }));
    expect(onPatch.mock.calls).toEqual([[{ shotCount: 4 }], [{ shotCount: 2 }], [{ shotCount: 4 }]]);
  });

  it('shows a hole not played as a dash, and cannot go below it', () => {
    render(<ShotsStepper par={3} shotCount={0} onPatch={vi.fn()} />);
    expect(within(shots()).getByRole('status').textContent).toBe('–');
    expect((screen.getByRole('button', { name: '-1 shot' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('picks up and leaves a picked-up hole', () => {
    const onPatch = vi.fn();
    const { rerender } = render(<ShotsStepper par={5} shotCount={6} onPatch={onPatch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pick up' }));
    rerender(<ShotsStepper par={5} shotCount={-1} onPatch={onPatch} />);
    expect(screen.getByRole('button', { name: 'Pick up' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(shots()).getByRole('status').textContent).toBe('Picked up');
    fireEvent.click(screen.getByRole('button', { name: '+1 shot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pick up' }));
    expect(onPatch.mock.calls).toEqual([[{ shotCount: -1 }], [{ shotCount: 1 }], [{ shotCount: 0 }]]);
  });

  it('puts extra buttons at the end of its row', () => {
    render(<ShotsStepper par={4} shotCount={0} onPatch={vi.fn()} extra={<button type="button">Putts…</button>} />);
    expect(within(shots()).getByRole('button', { name: 'Putts…' })).toBeTruthy();
  });
});
