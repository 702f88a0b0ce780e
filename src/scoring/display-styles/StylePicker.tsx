// Chooses the score display style; the choice is the golfer's and is kept in userData.
import { DISPLAY_STYLE_OPTIONS, type DisplayStyle } from '../../domain/index.ts';
import { ChipRadioGroup } from '../../ui/ChipRadioGroup.tsx';
import './style-picker.css';

export function StylePicker({ value, onChange }: { value: DisplayStyle; onChange: (style: DisplayStyle) => void }) {
  return <ChipRadioGroup className="style-picker" label="Display style" options={DISPLAY_STYLE_OPTIONS} value={value} onChange={onChange} />;
}
