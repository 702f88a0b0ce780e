// Adding or editing one club: name, type, loft, typical distance. What was typed stays on errors.
import { useId, useState } from 'react';
import { type ClubErrors, type DistanceUnit } from '../../domain/index.ts';
import type { Club } from '../../data/types.ts';
import { TextField } from '../../ui/TextField.tsx';
import { CLUB_TYPES, clubFromValues, EMPTY_CLUB, valuesOf, type ClubValues } from './club-form.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { useT, type KeyOf } from '../../i18n/catalog.ts';
import { bagText } from './i18n/index.ts';

export interface ClubFormProps {
  /** The club edited, or none to add one. */
  club?: Club;
  newId: () => string;
  onSave: (club: Club) => Promise<void>;
  onCancel?: () => void;
  /** The unit the distance is typed in: the golfer's. */
  unit: DistanceUnit;
}

export function ClubForm({ club, newId, onSave, onCancel, unit }: ClubFormProps) {
  const t = useT(bagText);
  const id = useId();
  const [values, setValues] = useState<ClubValues>(club ? valuesOf(club, unit) : EMPTY_CLUB);
  const set = (key: keyof ClubValues, v: string) => setValues((old) => ({ ...old, [key]: v }));

  const { errors, status, onSubmit: submit } = useFormSubmit<ClubErrors, Club>({
    check: () => {
      const result = clubFromValues(values, club?.id ?? newId(), unit, club?.distance);
      return 'errors' in result ? result : { value: result.club };
    },
    save: onSave,
    onSaved: () => {
      if (!club) setValues(EMPTY_CLUB);
    },
  });
  const failure = status && !status.ok ? status.text : null;

  const field = (key: keyof ClubValues, label: KeyOf<typeof bagText>, extra: { inputMode?: 'decimal'; list?: string; placeholder?: string } = {}) => (
    <TextField label={t(label)} value={values[key]} error={errors[key as keyof ClubErrors]} onChange={(e) => set(key, e.target.value)} {...extra} />
  );

  return (
    <form className="form club-form" onSubmit={submit} noValidate aria-label={club ? t('form.edit', { club: club.name }) : t('addTitle')}>
      {field('name', 'form.name', { placeholder: t('form.namePlaceholder') })}
      {field('type', 'form.type', { list: `${id}-types` })}
      <datalist id={`${id}-types`}>
        {CLUB_TYPES.map((type) => (
          <option key={type} value={t(type)} />
        ))}
      </datalist>
      {field('loft', 'form.loft', { inputMode: 'decimal' })}
      {field('distance', unit === 'yards' ? 'form.distanceYards' : 'form.distance', { inputMode: 'decimal' })}
      {failure && (
        <p role="alert" className="alert alert-error">
          {t('form.failed', { error: failure })}
        </p>
      )}
      <div className="form-row">
        <button type="submit" className="button button-primary">
          {club ? t('form.save') : t('form.add')}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
