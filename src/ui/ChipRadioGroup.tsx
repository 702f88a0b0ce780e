// A labelled choice among a few options, as large chips with radio semantics (one thumb, one tap).
import type { Labelled } from '../domain/index.ts';
import './chip.css';

export interface ChipRadioGroupProps<V> {
  /** The legend and the group's accessible name. */
  label: string;
  options: readonly Labelled<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The fieldset's class. */
  className?: string;
}

export function ChipRadioGroup<V extends string | number>({ label, options, value, onChange, className }: ChipRadioGroupProps<V>) {
  return (
    <fieldset className={className}>
      <legend>{label}</legend>
      <div role="radiogroup" aria-label={label} className="result-picker__options">
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={value === o.value}
            className={value === o.value ? 'chip chip--on' : 'chip'}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
