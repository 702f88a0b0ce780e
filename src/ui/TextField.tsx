import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Help or feedback shown under the field and read with it (aria-describedby). */
  description?: ReactNode;
}

/** A labelled input; the label is a real <label>, so tapping it focuses the field. */
export function TextField({ label, description, className, ...input }: TextFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={descriptionId} {...input} />
      {description && (
        <div id={descriptionId} className="field-description">
          {description}
        </div>
      )}
    </div>
  );
}
