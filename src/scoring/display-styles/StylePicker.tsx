// Chooses the score display style; the choice is the golfer's and is kept in userData.
import { DISPLAY_STYLE_OPTIONS, type DisplayStyle } from '../../domain/index.ts';
import { useDomainWords } from '../../data/domain-words.ts';
import { useT } from '../../i18n/catalog.ts';
import { scoringText } from '../i18n/index.ts';
import { ChipRadioGroup } from '../../ui/ChipRadioGroup.tsx';
import './style-picker.css';

export function StylePicker({ value, onChange }: { value: DisplayStyle; onChange: (style: DisplayStyle) => void }) {
  const t = useT(scoringText);
  const words = useDomainWords();
  const options = words.options(DISPLAY_STYLE_OPTIONS, words.displayStyle);
  return <ChipRadioGroup className="style-picker" label={t('style.label')} options={options} value={value} onChange={onChange} />;
}
