// The app's language: English, Spanish, or as the browser. Kept with the golfer's private data (every
// device follows it) and applied at once (docs/ARCHITECTURE.md, "Languages").
import type { Language } from '../../../schemas/enums.ts';
import { useT } from '../../i18n/catalog.ts';
import { ChipRadioGroup } from '../../ui/ChipRadioGroup.tsx';
import { profileText } from './i18n/index.ts';

export type LanguageChoiceValue = Language | 'browser';

export interface LanguageChoiceProps {
  value: LanguageChoiceValue;
  onChange(value: LanguageChoiceValue): void;
}

/** Each language is named in itself, so a golfer who cannot read the current one still finds theirs. */
const OWN_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export function LanguageChoice({ value, onChange }: LanguageChoiceProps) {
  const t = useT(profileText);
  const options = [
    { value: 'en' as const, label: OWN_NAMES.en },
    { value: 'es' as const, label: OWN_NAMES.es },
    { value: 'browser' as const, label: t('language.browser') },
  ];
  return (
    <section aria-labelledby="profile-language">
      <h2 id="profile-language">{t('language.title')}</h2>
      <ChipRadioGroup label={t('language.label')} options={options} value={value} onChange={onChange} />
      <p className="muted">{t('language.note')}</p>
    </section>
  );
}
