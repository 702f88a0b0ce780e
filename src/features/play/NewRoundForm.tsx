// /play: choose the course and tee, check the handicap, and start the round.
import { useId, useState, type FormEvent } from 'react';
import { startRound, type HandicapRecord } from '../../domain/index.ts';
import { IndexTarget } from '../../golfers/IndexTarget.tsx';
import { stampNow } from '../../data/clock.ts';
import type { CourseDoc, Tee, UserDoc } from '../../data/types.ts';
import { parseNumber } from '../../domain/index.ts';
import { CourseTeeFields } from '../../scoring/course-tee/CourseTeeFields.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { toLocalInput } from '../../ui/local-datetime.ts';
import { profileHandicapFor, type NewRoundFormErrors, type NewRoundValues } from './new-round.ts';
import { useT } from '../../i18n/catalog.ts';
import { playText } from './i18n/index.ts';
import { useFieldErrorText } from '../../data/field-errors.ts';

export interface NewRoundFormProps {
  courses: readonly CourseDoc[];
  /** The golfer's computed handicap: the score that lowers the index on the tee chosen. */
  handicapRecord?: HandicapRecord;
  profile: Pick<UserDoc, 'handicapGolf' | 'handicapPitchAndPutt'> | null;
  /** Returns the errors to show, or nothing when the round started. */
  onSubmit: (values: NewRoundValues) => Promise<NewRoundFormErrors | null>;
  now?: number;
  /** The golfer, who saves a course chosen on the server (the course search is offered then). */
  savedBy?: string;
}

/** The course handicap the round will use, shown while the form is filled in. */
function previewRound(tee: Tee | undefined, handicap: string) {
  const h = parseNumber(handicap);
  if (!tee || (h !== null && !Number.isFinite(h))) return null;
  return startRound(tee, h === null ? {} : { handicapGolf: h, handicapPitchAndPutt: h });
}

export function NewRoundForm({ courses, handicapRecord, profile, onSubmit, now, savedBy }: NewRoundFormProps) {
  const t = useT(playText);
  const fieldError = useFieldErrorText();
  const id = useId();
  const [values, setValues] = useState<NewRoundValues>(() => ({
    courseId: courses.length === 1 ? (courses[0]?.id ?? '') : '',
    teeId: '',
    // Today as the server's clock says (a phone's clock may be days off); the golfer may choose another.
    date: toLocalInput(now ?? stampNow()),
    handicap: '',
    isCompetition: false,
    greenFee: '',
    usedBuggy: false,
    notes: '',
  }));
  const [errors, setErrors] = useState<NewRoundFormErrors>({});
  const [busy, setBusy] = useState(false);
  const [handicapTouched, setHandicapTouched] = useState(false);

  const course = courses.find((c) => c.id === values.courseId);
  const tees = course?.tees ?? [];
  const tee = tees.find((t) => t.id === values.teeId);

  const set = <K extends keyof NewRoundValues>(key: K, value: NewRoundValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  // Until the golfer types one, the handicap follows the profile (which may still be syncing) and the tee type.
  const handicap = handicapTouched ? values.handicap : profileHandicapFor(tee, profile);
  const preview = previewRound(tee, handicap);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const result = await onSubmit({ ...values, handicap });
    setBusy(false);
    setErrors(result ?? {});
  };

  const f = (name: string) => `${id}-${name}`;
  return (
    <form className="form new-round" onSubmit={submit} noValidate>
      <CourseTeeFields
        idPrefix={id}
        savedBy={savedBy}
        courses={courses}
        value={values}
        onChange={(courseTee) => setValues((v) => ({ ...v, ...courseTee }))}
        errors={{ course: fieldError(errors.courseId), tee: fieldError(errors.teeId) }}
      />
      {handicapRecord && <IndexTarget key={tee?.id ?? 'none'} handicap={handicapRecord} tee={tee} />}
      <TextField
        label={t('form.date')}
        type="datetime-local"
        value={values.date}
        error={fieldError(errors.date)}
        onChange={(e) => set('date', e.target.value)}
      />
      <div className="field">
        <label htmlFor={f('handicap')}>{tee?.type === 'Pitch and Putt' ? t('form.handicapPitchAndPutt') : t('form.handicapIndex')}</label>
        <input
          id={f('handicap')}
          inputMode="decimal"
          value={handicap}
          placeholder="36"
          aria-invalid={errors.handicap ? true : undefined}
          aria-describedby={f('handicap-help')}
          onChange={(e) => {
            setHandicapTouched(true);
            set('handicap', e.target.value);
          }}
        />
        <div id={f('handicap-help')} className="field-description">
          {errors.handicap ? <span className="field-error">{fieldError(errors.handicap)}</span> : null}
          {' '}
          {preview ? t('form.courseHandicap', { handicap: preview.courseHandicap, par: preview.par }) : t('form.fromProfile')}
        </div>
      </div>
      <label className="check">
        <input type="checkbox" checked={values.isCompetition} onChange={(e) => set('isCompetition', e.target.checked)} />
        {t('form.competition')}
      </label>
      <TextField
        label={t('form.greenFee')}
        inputMode="decimal"
        value={values.greenFee}
        error={fieldError(errors.greenFee)}
        onChange={(e) => set('greenFee', e.target.value)}
      />
      <label className="check">
        <input type="checkbox" checked={values.usedBuggy} onChange={(e) => set('usedBuggy', e.target.checked)} />
        {t('form.buggy')}
      </label>
      <div className="field">
        <label htmlFor={f('notes')}>{t('form.notes')}</label>
        <textarea id={f('notes')} rows={2} maxLength={4000} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
      </div>
      <button type="submit" className="button button-primary button-large" disabled={busy}>
        {t('form.start')}
      </button>
    </form>
  );
}
