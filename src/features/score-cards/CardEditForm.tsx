// Edit of the card's own fields; the holes are edited one by one on their hole pages.
import { useId, useState, type ReactNode } from 'react';
import type { ScoreCardDoc } from '../../data/types.ts';
import type { TeeLike } from '../../domain/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import { cardEditOf, cardEditValues, type CardEdit, type CardEditErrors, type CardEditValues } from './card-edit.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { useT } from '../../i18n/catalog.ts';
import { scoreCardsText } from './i18n/index.ts';
import { useFieldErrorText } from '../../data/field-errors.ts';

export interface CardEditFormProps {
  card: ScoreCardDoc;
  onSave: (edit: CardEdit) => Promise<void>;
  /** Shown beside the save button (e.g. a link back to the card). */
  after?: ReactNode;
  /** The card's terms (date, event, handicap, competition) are set by its match's creator or
   * tournament's organizer: shown, not editable. */
  termsLocked?: boolean;
  /** The card's tee, when on this device: a 9-hole course handicap is spread over the nine. */
  tee?: TeeLike;
}

type TextKey = 'date' | 'event' | 'handicap' | 'greenFee' | 'duration';

export function CardEditForm({ card, onSave, after, termsLocked = false, tee }: CardEditFormProps) {
  const t = useT(scoreCardsText);
  const fieldError = useFieldErrorText();
  const id = useId();
  const [values, setValues] = useState<CardEditValues>(() => cardEditValues(card));
  const set = <K extends keyof CardEditValues>(key: K, v: CardEditValues[K]) => setValues((old) => ({ ...old, [key]: v }));

  const { errors, status, onSubmit: submit } = useFormSubmit<CardEditErrors, CardEdit>({
    check: () => {
      const result = cardEditOf(card, values, termsLocked, tee);
      return 'errors' in result ? result : { value: result.edit };
    },
    save: onSave,
    savedText: t('edit.saved'),
    invalidText: t('edit.invalid'),
    failureText: (message) => t('edit.failed', { error: message }),
  });

  const input = (key: TextKey, label: string, props: { type?: string; inputMode?: 'decimal' | 'numeric'; hint?: string; readOnly?: boolean } = {}) => (
    <TextField
      label={label}
      type={props.type ?? 'text'}
      inputMode={props.inputMode}
      value={values[key]}
      error={fieldError(errors[key])}
      readOnly={props.readOnly}
      // The hint gives way to the error, which says what to fix.
      description={errors[key] ? undefined : props.hint}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  const LOCKED = t('edit.locked');

  return (
    <form className="form card-edit-form" onSubmit={submit} noValidate aria-label={t('edit.form')}>
      {input('date', t('edit.date'), { type: 'datetime-local', readOnly: termsLocked, hint: termsLocked ? LOCKED : undefined })}
      {input('event', t('edit.event'), { readOnly: termsLocked, hint: termsLocked ? LOCKED : undefined })}
      {input('handicap', t('edit.handicap'), {
        inputMode: 'numeric',
        readOnly: termsLocked,
        hint: termsLocked ? LOCKED : t('edit.handicapHint'),
      })}
      <label className="check">
        <input type="checkbox" checked={values.isCompetition} disabled={termsLocked} onChange={(e) => set('isCompetition', e.target.checked)} />
        {t('edit.competition')}
      </label>
      {input('greenFee', t('edit.greenFee'), { inputMode: 'decimal' })}
      <label className="check">
        <input type="checkbox" checked={values.usedBuggy} onChange={(e) => set('usedBuggy', e.target.checked)} />
        {t('edit.buggy')}
      </label>
      {input('duration', t('edit.duration'), { inputMode: 'numeric' })}
      <div className="field">
        <label htmlFor={`${id}-notes`}>{t('edit.notes')}</label>
        <textarea id={`${id}-notes`} rows={3} maxLength={4000} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
      </div>
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'alert alert-success' : 'alert alert-error'}>
          {status.text}
        </p>
      )}
      <div className="form-row">
        <button type="submit" className="button button-primary">
          {t('edit.save')}
        </button>
        {after}
      </div>
    </form>
  );
}
