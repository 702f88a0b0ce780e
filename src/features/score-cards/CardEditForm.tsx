// Edit of the card's own fields; the holes are edited one by one on their hole pages.
import { useId, useState, type ReactNode } from 'react';
import type { ScoreCardDoc } from '../../data/types.ts';
import { TextField } from '../../ui/TextField.tsx';
import { cardEditOf, cardEditValues, type CardEdit, type CardEditErrors, type CardEditValues } from './card-edit.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';

export interface CardEditFormProps {
  card: ScoreCardDoc;
  onSave: (edit: CardEdit) => Promise<void>;
  /** Shown beside the save button (e.g. a link back to the card). */
  after?: ReactNode;
  /** The card's terms (date, event, handicap, competition) are set by its match's creator or
   * tournament's organizer: shown, not editable. */
  termsLocked?: boolean;
}

type TextKey = 'date' | 'event' | 'handicap' | 'greenFee' | 'duration';

export function CardEditForm({ card, onSave, after, termsLocked = false }: CardEditFormProps) {
  const id = useId();
  const [values, setValues] = useState<CardEditValues>(() => cardEditValues(card));
  const set = <K extends keyof CardEditValues>(key: K, v: CardEditValues[K]) => setValues((old) => ({ ...old, [key]: v }));

  const { errors, status, onSubmit: submit } = useFormSubmit<CardEditErrors, CardEdit>({
    check: () => {
      const result = cardEditOf(card, values, termsLocked);
      return 'errors' in result ? result : { value: result.edit };
    },
    save: onSave,
    savedText: 'Score card saved.',
    invalidText: 'Check the fields marked below.',
    failureText: (message) => `The score card could not be saved: ${message}`,
  });

  const input = (key: TextKey, label: string, props: { type?: string; inputMode?: 'decimal' | 'numeric'; hint?: string; readOnly?: boolean } = {}) => (
    <TextField
      label={label}
      type={props.type ?? 'text'}
      inputMode={props.inputMode}
      value={values[key]}
      error={errors[key]}
      readOnly={props.readOnly}
      // The hint gives way to the error, which says what to fix.
      description={errors[key] ? undefined : props.hint}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  const LOCKED = 'Set by the match’s creator or the tournament’s organizer.';

  return (
    <form className="form card-edit-form" onSubmit={submit} noValidate aria-label="Score card">
      {input('date', 'Date and tee time', { type: 'datetime-local', readOnly: termsLocked, hint: termsLocked ? LOCKED : undefined })}
      {input('event', 'Event', { readOnly: termsLocked, hint: termsLocked ? LOCKED : undefined })}
      {input('handicap', 'Course handicap', {
        inputMode: 'numeric',
        readOnly: termsLocked,
        hint: termsLocked ? LOCKED : 'Changing it spreads the extra shots again over the holes.',
      })}
      <label className="check">
        <input type="checkbox" checked={values.isCompetition} disabled={termsLocked} onChange={(e) => set('isCompetition', e.target.checked)} />
        Competition round
      </label>
      {input('greenFee', 'Green fee', { inputMode: 'decimal' })}
      <label className="check">
        <input type="checkbox" checked={values.usedBuggy} onChange={(e) => set('usedBuggy', e.target.checked)} />
        Buggy
      </label>
      {input('duration', 'Duration (minutes)', { inputMode: 'numeric' })}
      <div className="field">
        <label htmlFor={`${id}-notes`}>Notes</label>
        <textarea id={`${id}-notes`} rows={3} maxLength={4000} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
      </div>
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'alert alert-success' : 'alert alert-error'}>
          {status.text}
        </p>
      )}
      <div className="form-row">
        <button type="submit" className="button button-primary">
          Save
        </button>
        {after}
      </div>
    </form>
  );
}
