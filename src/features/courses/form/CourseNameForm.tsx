// The course's own field, its name: used to create a course and to rename one.
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/ui/Alert.tsx';
import { isValid, validateCourse } from '@/domain/index.ts';
import { focusFirstInvalid, InputField } from './fields.tsx';
import { errorText } from '@/ui/error-text.ts';
import { useFieldErrorText } from '@/data/field-errors.ts';
import { useT } from '@/i18n/catalog.ts';
import { coursesText } from '../i18n/index.ts';

export interface CourseNameFormProps {
  initialName?: string;
  /** Accessible name of the form, e.g. "New course". */
  title: string;
  submitLabel: string;
  /** Stores the name; a rejection is shown and the typed name stays. */
  onSubmit(name: string): Promise<void>;
  onCancel?: () => void;
}

export function CourseNameForm({ initialName = '', title, submitLabel, onSubmit, onCancel }: CourseNameFormProps) {
  const t = useT(coursesText);
  const fieldError = useFieldErrorText();
  const [name, setName] = useState(initialName);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = validateCourse({ name });
  const shown = submitted ? errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!isValid(errors)) {
      // Focus after React has marked the field invalid.
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setSaving(true);
    try {
      await onSubmit(name.trim());
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} className="form" aria-label={title} noValidate onSubmit={(e) => void submit(e)}>
      <InputField
        label={t('form.courseName')}
        name="name"
        autoComplete="off"
        value={name}
        error={fieldError(shown.name)}
        onChange={(e) => setName(e.target.value)}
      />
      <Alert tone="error">{failure && t('form.courseNotSaved', { error: failure })}</Alert>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {submitLabel}
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
