// A big one-thumb counter: "-" and "+" buttons at least 56 px high around the value.
import { memo, type ReactNode } from 'react';

export interface StepperProps {
  /** What is counted, e.g. "Putts"; also the group's accessible name. */
  label: string;
  /** The unit in the buttons' accessible names: "+1 putt", "-1 putt". */
  unit: string;
  value: number;
  /** What the golfer reads instead of the number (e.g. "Picked up"); the number by default. */
  display?: ReactNode;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** The next value of "+"/"-" when it is not value ± 1 (e.g. leaving a picked-up hole). */
  step?: (value: number, direction: 1 | -1) => number;
  children?: ReactNode;
}

/** Memoised: a counter whose value and callbacks are unchanged skips the hole's render. */
export const Stepper = memo(function Stepper({ label, unit, value, display, min, max, onChange, step, children }: StepperProps) {
  const next = (direction: 1 | -1) => (step ? step(value, direction) : value + direction);
  const down = next(-1);
  const up = next(1);
  return (
    <div className="stepper" role="group" aria-label={label}>
      <span className="stepper__label">{label}</span>
      <button
        type="button"
        className="stepper__button"
        aria-label={`-1 ${unit}`}
        disabled={down < min}
        onClick={() => onChange(down)}
      >
        −
      </button>
      <output className="stepper__value" aria-live="polite" aria-label={label}>
        {display ?? value}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={`+1 ${unit}`}
        disabled={up > max}
        onClick={() => onChange(up)}
      >
        +
      </button>
      {children}
    </div>
  );
});
