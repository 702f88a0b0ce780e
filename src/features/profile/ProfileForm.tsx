// Names and handicaps. Saved with a button (a profile is edited at home, not with one thumb).
import { useState } from 'react';
import type { ProfileErrors } from '../../domain/index.ts';
import type { ProfilePatch } from '../../data/writes/users.ts';
import { TextField } from '../../ui/TextField.tsx';
import { profilePatch, type ProfileValues } from './profile-form.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { useT, type KeyOf } from '../../i18n/catalog.ts';
import { profileText } from './i18n/index.ts';

export interface ProfileFormProps {
  initial: ProfileValues;
  onSave: (patch: ProfilePatch) => Promise<void>;
}

const FIELDS: { key: keyof ProfileValues; label: KeyOf<typeof profileText>; decimal?: boolean }[] = [
  { key: 'firstName', label: 'form.firstName' },
  { key: 'lastName', label: 'form.lastName' },
  { key: 'handicapGolf', label: 'form.handicapGolf', decimal: true },
  { key: 'handicapPitchAndPutt', label: 'form.handicapPitchAndPutt', decimal: true },
];

export function ProfileForm({ initial, onSave }: ProfileFormProps) {
  const t = useT(profileText);
  const [values, setValues] = useState(initial);
  const { errors, status, onSubmit: submit } = useFormSubmit<ProfileErrors, ProfilePatch>({
    check: () => {
      const result = profilePatch(values);
      return 'errors' in result ? result : { value: result.patch };
    },
    save: onSave,
    savedText: t('form.saved'),
    invalidText: null,
    failureText: (message) => t('form.failed', { error: message }),
  });

  return (
    <form className="form profile-form" onSubmit={submit} noValidate aria-label={t('form.name')}>
      {FIELDS.map(({ key, label, decimal }) => (
        <TextField
          key={key}
          label={t(label)}
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
        {t('form.save')}
      </button>
    </form>
  );
}
