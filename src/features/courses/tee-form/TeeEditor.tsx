// The tee form: the tee's fields and its 9 or 18 holes. Validation is the domain's validateTee; its
// messages appear next to their fields once a save was tried, and follow the typing from then on.
import { useRef, useState, type FormEvent } from 'react';
import type { Tee } from '@/data/types.ts';
import { isValid, TEE_COLOUR_OPTIONS, TEE_TYPE_OPTIONS, validateTee, type HoleErrors } from '@/domain/index.ts';
import { Alert } from '@/ui/Alert.tsx';
import { countErrors, errorSummary, focusFirstInvalid, InputField, SelectField } from '../form/fields.tsx';
import { HoleFields } from './HoleFields.tsx';
import { defaultPar, formToTee, type HoleForm, shownHoles, teeInput, type TeeForm } from './model.ts';
import { withSizeLimits } from './size-limits.ts';
import { errorText } from '@/ui/error-text.ts';

const TYPE_OPTIONS = TEE_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label }));
const COLOUR_OPTIONS = [{ value: '', label: 'No colour' }, ...TEE_COLOUR_OPTIONS.map((o) => ({ value: o.value, label: o.label }))];
const COUNT_OPTIONS = [
  { value: '18', label: '18 holes' },
  { value: '9', label: '9 holes' },
];
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
        <legend>Tee</legend>
        <div className="tee-grid">
          <InputField label="Tee name" autoComplete="off" value={form.name} error={shown.name} onChange={(e) => set({ name: e.target.value })} />
          <SelectField label="Type" options={TYPE_OPTIONS} value={form.type} error={shown.type} onChange={(e) => changeType(e.target.value)} />
          <SelectField label="Colour" options={COLOUR_OPTIONS} value={form.colour} error={shown.colour} onChange={(e) => set({ colour: e.target.value })} />
          <SelectField
            label="Holes"
            options={COUNT_OPTIONS}
            value={form.holeCount}
            error={shown.holeCount}
            onChange={(e) => set({ holeCount: e.target.value })}
          />
          <InputField
            label="Course rating"
            inputMode="decimal"
            value={form.cr}
            error={shown.cr}
            hint="18-hole rating, e.g. 71.4"
            onChange={(e) => set({ cr: e.target.value })}
          />
          <InputField label="Slope" inputMode="numeric" value={form.slope} error={shown.slope} hint="55 to 155" onChange={(e) => set({ slope: e.target.value })} />
        </div>
      </fieldset>
      {form.holeCount !== '9' && (
        // Optional: a round of one nine plays off a 9-hole course handicap from these (docs/GOLF.md, "9-hole rounds").
        <fieldset>
          <legend>Nine-hole ratings (optional)</legend>
          <p className="muted">The front and back nines' own 9-hole ratings, as the scorecard or the rating authority gives them.</p>
          <div className="tee-grid">
            <InputField
              label="Front nine rating"
              inputMode="decimal"
              value={form.front9Cr}
              error={shown.front9Cr}
              hint="9-hole rating, e.g. 35.6"
              onChange={(e) => set({ front9Cr: e.target.value })}
            />
            <InputField label="Front nine slope" inputMode="numeric" value={form.front9Slope} error={shown.front9Slope} hint="55 to 155" onChange={(e) => set({ front9Slope: e.target.value })} />
            <InputField
              label="Back nine rating"
              inputMode="decimal"
              value={form.back9Cr}
              error={shown.back9Cr}
              hint="9-hole rating, e.g. 36.1"
              onChange={(e) => set({ back9Cr: e.target.value })}
            />
            <InputField label="Back nine slope" inputMode="numeric" value={form.back9Slope} error={shown.back9Slope} hint="55 to 155" onChange={(e) => set({ back9Slope: e.target.value })} />
          </div>
        </fieldset>
      )}
      {shown.holes && (
        <p className="alert alert-error" role="alert">
          {shown.holes}
        </p>
      )}
      <div className="holes-list">
        {shownHoles(form).map((hole, i) => (
          // Holes are positions in a fixed list of 18, so the index is their identity.
          <HoleFields key={i} index={i} hole={hole} unit={form.unit} errors={shown.byHole[i] ?? NO_ERRORS} onChange={(patch) => setHole(i, patch)} />
        ))}
      </div>
      <Alert tone="error">{problems > 0 ? errorSummary(problems) : failure && `The tee was not saved: ${failure}`}</Alert>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          Save tee
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
