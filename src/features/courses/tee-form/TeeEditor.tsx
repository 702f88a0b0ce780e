// The tee form: the tee's fields and its 9 or 18 holes. Validation is the domain's validateTee; its
// messages appear next to their fields once a save was tried, and follow the typing from then on.
import { useRef, useState, type FormEvent } from 'react';
import type { Tee } from '@/data/types.ts';
import { isValid, TEE_COLOURS, TEE_TYPES, validateTee, type HoleErrors } from '@/domain/index.ts';
import { useDomainWords } from '@/data/domain-words.ts';
import { useFieldErrorText } from '@/data/field-errors.ts';
import { useT } from '@/i18n/catalog.ts';
import { coursesText } from '../i18n/index.ts';
import { Alert } from '@/ui/Alert.tsx';
import { countErrors, focusFirstInvalid, InputField, SelectField } from '../form/fields.tsx';
import { HoleFields } from './HoleFields.tsx';
import { defaultPar, formToTee, type HoleForm, shownHoles, teeInput, type TeeForm } from './model.ts';
import { withSizeLimits } from './size-limits.ts';
import { errorText } from '@/ui/error-text.ts';

const NO_ERRORS: HoleErrors = {};

export interface TeeEditorProps {
  initial: TeeForm;
  /** Accessible name of the form, e.g. "New tee" or "Edit tee White". */
  title: string;
  /** Stores the tee; a rejection is shown and everything typed stays. */
  onSave(tee: Tee): Promise<void>;
  onCancel(): void;
}

export function TeeEditor({ initial, title, onSave, onCancel }: TeeEditorProps) {
  const t = useT(coursesText);
  const words = useDomainWords();
  const fieldError = useFieldErrorText();
  const typeOptions = TEE_TYPES.map((value) => ({ value, label: words.teeType(value) }));
  const colourOptions = [{ value: '', label: t('teeForm.noColour') }, ...TEE_COLOURS.map((value) => ({ value, label: words.teeColour(value) }))];
  const countOptions = [
    { value: '18', label: t('teeForm.holes18') },
    { value: '9', label: t('teeForm.holes9') },
  ];
  const [form, setForm] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = withSizeLimits(validateTee(teeInput(form), form.unit), shownHoles(form));
  const shown = submitted ? errors : { byHole: [] };
  const set = (patch: Partial<TeeForm>) => setForm((f) => ({ ...f, ...patch }));
  const setHole = (index: number, patch: Partial<HoleForm>) =>
    setForm((f) => ({ ...f, holes: f.holes.map((h, i) => (i === index ? { ...h, ...patch } : h)) }));

  const changeType = (type: string) =>
    setForm((f) => {
      // Pars still at the old type's default follow the new type; pars the golfer typed stay.
      const before = defaultPar(f.type);
      const after = defaultPar(type);
      return { ...f, type, holes: f.holes.map((h) => (h.par === before ? { ...h, par: after } : h)) };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!isValid(errors)) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setSaving(true);
    try {
      await onSave(formToTee(form));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const problems = submitted ? countErrors(errors) : 0;
  return (
    <form ref={formRef} className="form tee-editor" aria-label={title} noValidate onSubmit={(e) => void submit(e)}>
      <fieldset>
        <legend>{t('teeForm.tee')}</legend>
        <div className="tee-grid">
          <InputField label={t('teeForm.name')} autoComplete="off" value={form.name} error={fieldError(shown.name)} onChange={(e) => set({ name: e.target.value })} />
          <SelectField label={t('teeForm.type')} options={typeOptions} value={form.type} error={fieldError(shown.type)} onChange={(e) => changeType(e.target.value)} />
          <SelectField label={t('teeForm.colour')} options={colourOptions} value={form.colour} error={fieldError(shown.colour)} onChange={(e) => set({ colour: e.target.value })} />
          <SelectField
            label={t('teeForm.holes')}
            options={countOptions}
            value={form.holeCount}
            error={fieldError(shown.holeCount)}
            onChange={(e) => set({ holeCount: e.target.value })}
          />
          <InputField
            label={t('teeForm.cr')}
            inputMode="decimal"
            value={form.cr}
            error={fieldError(shown.cr)}
            hint={t('teeForm.crHint')}
            onChange={(e) => set({ cr: e.target.value })}
          />
          <InputField label={t('teeForm.slope')} inputMode="numeric" value={form.slope} error={fieldError(shown.slope)} hint={t('teeForm.slopeHint')} onChange={(e) => set({ slope: e.target.value })} />
        </div>
      </fieldset>
      {form.holeCount !== '9' && (
        // Optional: a round of one nine plays off a 9-hole course handicap from these (docs/GOLF.md, "9-hole rounds").
        <fieldset>
          <legend>{t('teeForm.nines')}</legend>
          <p className="muted">{t('teeForm.ninesNote')}</p>
          <div className="tee-grid">
            <InputField
              label={t('teeForm.front9Cr')}
              inputMode="decimal"
              value={form.front9Cr}
              error={fieldError(shown.front9Cr)}
              hint={t('teeForm.front9CrHint')}
              onChange={(e) => set({ front9Cr: e.target.value })}
            />
            <InputField label={t('teeForm.front9Slope')} inputMode="numeric" value={form.front9Slope} error={fieldError(shown.front9Slope)} hint={t('teeForm.slopeHint')} onChange={(e) => set({ front9Slope: e.target.value })} />
            <InputField
              label={t('teeForm.back9Cr')}
              inputMode="decimal"
              value={form.back9Cr}
              error={fieldError(shown.back9Cr)}
              hint={t('teeForm.back9CrHint')}
              onChange={(e) => set({ back9Cr: e.target.value })}
            />
            <InputField label={t('teeForm.back9Slope')} inputMode="numeric" value={form.back9Slope} error={fieldError(shown.back9Slope)} hint={t('teeForm.slopeHint')} onChange={(e) => set({ back9Slope: e.target.value })} />
          </div>
        </fieldset>
      )}
      {shown.holes && (
        <p className="alert alert-error" role="alert">
          {fieldError(shown.holes)}
        </p>
      )}
      <div className="holes-list">
        {shownHoles(form).map((hole, i) => (
          // Holes are positions in a fixed list of 18, so the index is their identity.
          <HoleFields key={i} index={i} hole={hole} unit={form.unit} errors={shown.byHole[i] ?? NO_ERRORS} onChange={(patch) => setHole(i, patch)} />
        ))}
      </div>
      <Alert tone="error">{problems > 0 ? t('form.errorSummary', { count: problems }) : failure && t('teeForm.notSaved', { error: failure })}</Alert>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {t('teeForm.save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
