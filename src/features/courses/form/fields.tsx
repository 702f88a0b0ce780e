// Labelled inputs whose error sits right under them and is read with them (aria-describedby), so a
// screen reader hears "Slope, invalid, The slope must be between 55 and 155." on focus.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface Described {
  label: string;
  /** Shown only when set; the field is then marked invalid. */
  error?: string | undefined;
  /** Help that is always shown (units, what the value means). */
  hint?: ReactNode;
  className?: string;
}

function useDescribed(error: string | undefined, hint: ReactNode) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

function Messages({ error, errorId, hint, hintId }: { error?: string | undefined; errorId?: string | undefined; hint: ReactNode; hintId?: string | undefined }) {
  return (
    <>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field-description">
          {hint}
        </p>
      )}
    </>
  );
}

export type InputFieldProps = Described & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

export function InputField({ label, error, hint, className, ...input }: InputFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribed(error, hint);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <Messages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

export type SelectFieldProps = Described &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
    options: readonly { value: string; label: string }[];
  };

export function SelectField({ label, error, hint, className, options, ...select }: SelectFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribed(error, hint);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Messages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

/** Moves focus to the first field marked invalid inside `root` (after a refused submit). */
export function focusFirstInvalid(root: HTMLElement | null): void {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
}

/** How many messages an error map holds, nested per-hole maps included. */
export function countErrors(errors: object): number {
  return Object.values(errors).reduce<number>((n, v) => {
    if (typeof v === 'string') return n + 1;
    if (Array.isArray(v)) return n + v.reduce<number>((m, e: object) => m + countErrors(e), 0);
    return v && typeof v === 'object' ? n + countErrors(v) : n;
  }, 0);
}
