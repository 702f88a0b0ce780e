// Adding or editing one club: name, type, loft, typical distance. What was typed stays on errors.
import { useId, useState } from 'react';
import { unitSymbol, type ClubErrors, type DistanceUnit } from '../../domain/index.ts';
import type { Club } from '../../data/types.ts';
import { TextField } from '../../ui/TextField.tsx';
import { CLUB_TYPES, clubFromValues, EMPTY_CLUB, valuesOf, type ClubValues } from './club-form.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';

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

  const field = (key: keyof ClubValues, label: string, extra: { inputMode?: 'decimal'; list?: string; placeholder?: string } = {}) => (
    <TextField label={label} value={values[key]} error={errors[key as keyof ClubErrors]} onChange={(e) => set(key, e.target.value)} {...extra} />
  );

  return (
    <form className="form club-form" onSubmit={submit} noValidate aria-label={club ? `Edit ${club.name}` : 'Add a club'}>
      {field('name', 'Name', { placeholder: 'e.g. 7 iron' })}
      {field('type', 'Type', { list: `${id}-types` })}
      <datalist id={`${id}-types`}>
        {CLUB_TYPES.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      {field('loft', 'Loft (degrees)', { inputMode: 'decimal' })}
      {field('distance', `Typical distance (${unitSymbol(unit)})`, { inputMode: 'decimal' })}
      {failure && (
        <p role="alert" className="alert alert-error">
          The club could not be saved: {failure}
        </p>
      )}
      <div className="form-row">
        <button type="submit" className="button button-primary">
          {club ? 'Save club' : 'Add club'}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
