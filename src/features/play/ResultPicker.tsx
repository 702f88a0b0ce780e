// The fairway or green result of a hole: one of the codes 0-6 with their labels, as big radio buttons.
import { RESULT_CODE_OPTIONS, type ResultCode } from '../../domain/index.ts';

export interface ResultPickerProps {
  /** "Fairway" or "Green". */
  label: string;
  value: number;
  onChange: (value: ResultCode) => void;
}

export function ResultPicker({ label, value, onChange }: ResultPickerProps) {
  return (
    <fieldset className="result-picker">
      <legend>{label}</legend>
      <div role="radiogroup" aria-label={label} className="result-picker__options">
        {RESULT_CODE_OPTIONS.map((o) => (
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
