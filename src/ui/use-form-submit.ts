// One submit for the forms that check their values and then save them: the field errors of the last
// submit, and one status line (saved / why not) announced to the golfer. A refused submit moves focus to
// the first field in error, which may be above the visible part of a long form on a phone.
import { useState, type FormEvent } from 'react';
import { errorText } from './error-text.ts';

export interface FormStatus {
  ok: boolean;
  text: string;
}

export interface FormSubmitOptions<E, V> {
  /** The field errors, or the value to save. */
  check: () => { errors: E } | { value: V };
  save: (value: V) => Promise<void>;
  /** The status once saved; without it a successful save clears the status. */
  savedText?: string;
  /** The status when fields are wrong: a text, or null to clear it; left as it was when absent. */
  invalidText?: string | null;
  /** The status of a save that threw, from the error's text; the text alone by default. */
  failureText?: (message: string) => string;
  /** After a successful save (e.g. emptying an "add" form). */
  onSaved?: () => void;
}

export interface FormSubmit<E> {
  /** The field errors of the last submit. */
  errors: Partial<E>;
  status: FormStatus | null;
  onSubmit: (event: FormEvent) => Promise<void>;
}

export function useFormSubmit<E, V>(options: FormSubmitOptions<E, V>): FormSubmit<E> {
  const [errors, setErrors] = useState<Partial<E>>({});
  const [status, setStatus] = useState<FormStatus | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    const checked = options.check();
    if ('errors' in checked) {
      setErrors(checked.errors);
      // Once the errors are rendered (aria-invalid on their fields).
      requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      if (options.invalidText !== undefined) setStatus(options.invalidText === null ? null : { ok: false, text: options.invalidText });
      return;
    }
    setErrors({});
    try {
      await options.save(checked.value);
      setStatus(options.savedText === undefined ? null : { ok: true, text: options.savedText });
      options.onSaved?.();
    } catch (err) {
      const message = errorText(err);
      setStatus({ ok: false, text: options.failureText ? options.failureText(message) : message });
    }
  };

  return { errors, status, onSubmit };
}
