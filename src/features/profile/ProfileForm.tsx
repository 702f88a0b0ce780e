// Names and handicaps. Saved with a button (a profile is edited at home, not with one thumb).
import { useState } from 'react';
import type { ProfileErrors } from '../../domain/index.ts';
import type { ProfilePatch } from '../../data/writes/users.ts';
import { TextField } from '../../ui/TextField.tsx';
import { profilePatch, type ProfileValues } from './profile-form.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';

export interface ProfileFormProps {
  initial: ProfileValues;
  onSave: (patch: ProfilePatch) => Promise<void>;
}

const FIELDS: { key: keyof ProfileValues; label: string; decimal?: boolean }[] = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'handicapGolf', label: 'Golf handicap', decimal: true },
  { key: 'handicapPitchAndPutt', label: 'Pitch and putt handicap', decimal: true },
];

export function ProfileForm({ initial, onSave }: ProfileFormProps) {
  const [values, setValues] = useState(initial);
  const { errors, status, onSubmit: submit } = useFormSubmit<ProfileErrors, ProfilePatch>({
    check: () => {
      const result = profilePatch(values);
      return 'errors' in result ? result : { value: result.patch };
    },
    save: onSave,
    savedText: 'Profile saved.',
    invalidText: null,
    failureText: (message) => `The profile could not be saved: ${message}`,
  });

  return (
    <form className="form profile-form" onSubmit={submit} noValidate aria-label="Profile">
      {FIELDS.map(({ key, label, decimal }) => (
        <TextField
          key={key}
          label={label}
          value={values[key]}
          inputMode={decimal ? 'decimal' : undefined}
          placeholder={decimal ? '36' : undefined}
          error={errors[key]}
          onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
        />
      ))}
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'alert alert-success' : 'alert alert-error'}>
          {status.text}
        </p>
      )}
      <button type="submit" className="button button-primary">
        Save profile
      </button>
    </form>
  );
}
