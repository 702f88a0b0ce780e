// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileForm } from '../../../../src/features/profile/ProfileForm.tsx';
import { profilePatch, profileValues } from '../../../../src/features/profile/profile-form.ts';

afterEach(cleanup);

describe('profilePatch', () => {
  it('stores trimmed names and numeric handicaps, an empty handicap removed', () => {
    expect(profilePatch({ firstName: ' Ana ', lastName: 'Ruiz', handicapGolf: '12,4', handicapPitchAndPutt: '' })).toEqual({
      patch: { firstName: 'Ana', lastName: 'Ruiz', handicapGolf: 12.4, handicap: 12.4, handicapPitchAndPutt: undefined },
    });
  });
  it('explains each wrong field', () => {
    expect(profilePatch({ firstName: '', lastName: 'R', handicapGolf: '60', handicapPitchAndPutt: 'x' })).toEqual({
      errors: {
        firstName: 'Enter the first name.',
        handicapGolf: 'The golf handicap must be between -10 and 54.',
        handicapPitchAndPutt: 'The pitch and putt handicap must be a number.',
      },
    });
  });
});

describe('ProfileForm', () => {
  it('starts from the profile, keeps typed values on errors and confirms a save', async () => {
    const onSave = vi.fn(async () => {});
    render(<ProfileForm initial={profileValues({ firstName: 'Ana', lastName: 'Ruiz', handicapGolf: 18.2 })} onSave={onSave} />);
    expect((screen.getByLabelText('Golf handicap') as HTMLInputElement).value).toBe('18.2');
    fireEvent.change(screen.getByLabelText('Golf handicap'), { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByRole('alert').textContent).toBe('The golf handicap must be between -10 and 54.');
    expect((screen.getByLabelText('Golf handicap') as HTMLInputElement).value).toBe('99');
    fireEvent.change(screen.getByLabelText('Golf handicap'), { target: { value: '17.9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Profile saved.'));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ handicapGolf: 17.9, firstName: 'Ana' }));
  });
});
