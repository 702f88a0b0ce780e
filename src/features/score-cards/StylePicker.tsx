// Chooses the score display style; the choice is the golfer's and is kept in userData.
import { DISPLAY_STYLE_OPTIONS, type DisplayStyle } from '../../domain/index.ts';

export function StylePicker({ value, onChange }: { value: DisplayStyle; onChange: (style: DisplayStyle) => void }) {
  return (
    <fieldset className="style-picker">
      <legend>Display style</legend>
      <div role="radiogroup" aria-label="Display style" className="result-picker__options">
        {DISPLAY_STYLE_OPTIONS.map((o) => (
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
