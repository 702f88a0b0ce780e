// Which handicap new rounds use: the index computed from the golfer's rounds, or the manual
// handicap of the profile (for golfers with an official one).
import { ChipRadioGroup } from '../../ui/ChipRadioGroup.tsx';
import { useT } from '../../i18n/catalog.ts';
import { formatNumber, useLocale } from '../../i18n/formats.ts';
import { profileText } from './i18n/index.ts';

export interface HandicapChoiceProps {
  computed: number | null;
  manual: number | undefined;
  chosen: 'computed' | 'manual';
  onChange: (source: 'computed' | 'manual') => void;
}

export function HandicapChoice({ computed, manual, chosen, onChange }: HandicapChoiceProps) {
  const t = useT(profileText);
  const locale = useLocale();
  const index = computed === null ? null : formatNumber(computed, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const handicap = manual === undefined ? undefined : formatNumber(manual, locale);
  const options = [
    { value: 'computed' as const, label: index === null ? t('handicap.computedNone') : t('handicap.computed', { index }) },
    { value: 'manual' as const, label: handicap === undefined ? t('handicap.manualNotSet') : t('handicap.manual', { handicap }) },
  ];
  let note: string;
  if (chosen === 'computed') {
    note =
      computed === null
        ? handicap === undefined
          ? t('handicap.noIndexDefault')
          : t('handicap.noIndexManual', { handicap })
        : t('handicap.usesIndex');
  } else {
    note = t('handicap.usesManual');
  }
  return (
    <section aria-labelledby="profile-hcp-source">
      <h2 id="profile-hcp-source">{t('handicap.title')}</h2>
      <ChipRadioGroup label={t('handicap.label')} options={options} value={chosen} onChange={onChange} />
      <p className="muted">{note}</p>
    </section>
  );
}
