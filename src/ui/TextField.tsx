import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './FieldError.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Help or feedback shown under the field and read with it (aria-describedby). */
  description?: ReactNode;
  /** A validation message: marks the input invalid and is announced and read with it. */
  error?: string;
}

/** A labelled input; the label is a real <label>, so tapping it focuses the field. */
export function TextField({ label, description, error, className, ...input }: TextFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...input} />
      {description && (
        <div id={descriptionId} className="field-description">
          {description}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
