// @vitest-environment happy-dom
// The arrow keys move between holes on a scoring screen, except where a field uses them itself.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHoleKeys } from '../../../../src/scoring/hole-entry/use-hole-keys.ts';

afterEach(cleanup);

function Screen({ onNext, onPrevious }: { onNext: () => void; onPrevious: () => void }) {
  useHoleKeys(onNext, onPrevious);
  return (
    <div>
      <button type="button">+1 putt</button>
      <textarea aria-label="Notes" />
      <select aria-label="Club">
        <option>Driver</option>
      </select>
      <div role="radiogroup" aria-label="Fairway">
        <button type="button" role="radio" aria-checked="false">
          Gone left
        </button>
      </div>
    </div>
  );
}

describe('useHoleKeys', () => {
  it('opens the next hole with the right arrow and the previous one with the left arrow, from a button', () => {
    const onNext = vi.fn();
    const onPrevious = vi.fn();
    render(<Screen onNext={onNext} onPrevious={onPrevious} />);
    const putt = screen.getByRole('button', { name: '+1 putt' });
    fireEvent.keyDown(putt, { key: 'ArrowRight' });
    fireEvent.keyDown(putt, { key: 'ArrowLeft' });
    expect(onNext).toHaveBeenCalledOnce();
    expect(onPrevious).toHaveBeenCalledOnce();
  });

  it('leaves the arrows to text boxes, selects and radio groups, and to arrows with a modifier', () => {
    const onNext = vi.fn();
    const onPrevious = vi.fn();
    render(<Screen onNext={onNext} onPrevious={onPrevious} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Notes' }), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Club' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Gone left' }), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('button', { name: '+1 putt' }), { key: 'ArrowRight', altKey: true });
    expect(onNext).not.toHaveBeenCalled();
    expect(onPrevious).not.toHaveBeenCalled();
  });
});
