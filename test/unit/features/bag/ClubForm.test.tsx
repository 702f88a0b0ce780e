// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClubForm } from '../../../../src/features/bag/ClubForm.tsx';
import { clubDetails, clubFromValues, valuesOf } from '../../../../src/features/bag/club-form.ts';

afterEach(cleanup);

describe('clubFromValues', () => {
  it('makes a club, leaving out what was left empty', () => {
    expect(clubFromValues({ name: ' 7 iron ', type: 'Iron', loft: '34', distance: '145,5' }, 'k1', 'metres')).toEqual({
      club: { id: 'k1', name: '7 iron', type: 'Iron', loft: 34, distance: 145.5 },
    });
    expect(clubFromValues({ name: 'Putter', type: '', loft: '', distance: '' }, 'k2', 'metres')).toEqual({ club: { id: 'k2', name: 'Putter' } });
  });
  it('explains each wrong field', () => {
    expect(clubFromValues({ name: '', type: '', loft: '95', distance: 'far' }, 'k', 'metres')).toEqual({
      errors: {
        name: 'Enter the club name.',
        loft: 'The loft must be between 0 and 90.',
        distance: 'The distance must be a number.',
      },
    });
  });
});

describe('clubFromValues in yards', () => {
  it('stores the exact metres of the yards typed, and keeps a stored distance shown unchanged', () => {
    expect(clubFromValues({ name: '7 iron', type: '', loft: '', distance: '160' }, 'k', 'yards')).toEqual({ club: { id: 'k', name: '7 iron', distance: 160 * 0.9144 } });
    expect(valuesOf({ id: 'k', name: '7 iron', distance: 145 }, 'yards').distance).toBe('158.6');
    expect(clubFromValues({ name: '7 iron', type: '', loft: '', distance: '158.6' }, 'k', 'yards', 145)).toEqual({ club: { id: 'k', name: '7 iron', distance: 145 } });
    expect(clubDetails({ distance: 160 * 0.9144 }, 'yards')).toBe('160 yd');
  });
});

describe('clubDetails', () => {
  it('lists what is known of a club', () => {
    expect(clubDetails({ type: 'Iron', loft: 34, distance: 145 }, 'metres')).toBe('Iron · 34° · 145 m');
    expect(clubDetails({ loft: 10.5 }, 'metres')).toBe('10.5°');
    expect(clubDetails({}, 'metres')).toBe('');
  });
});

describe('ClubForm', () => {
  it('shows the messages next to the fields and keeps what was typed', async () => {
    const onSave = vi.fn(async () => {});
    render(<ClubForm newId={() => 'new1'} onSave={onSave} unit="metres" />);
    fireEvent.change(screen.getByLabelText('Loft (degrees)'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add club' }));
    expect(screen.getByText('Enter the club name.')).toBeTruthy();
    expect(screen.getByLabelText('Loft (degrees)').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Loft (degrees)') as HTMLInputElement).value).toBe('120');
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Driver' } });
    fireEvent.change(screen.getByLabelText('Loft (degrees)'), { target: { value: '10.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add club' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ id: 'new1', name: 'Driver', loft: 10.5 }));
    // Cleared for the next club once added.
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
  });
});
