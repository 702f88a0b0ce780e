// The unit distances are shown and typed in: metres or yards. Until the golfer chooses, the browser's
// locale decides (docs/PRODUCT.md, "Distance units").
import type { DistanceUnit } from '../../domain/index.ts';
import { useT } from '../../i18n/catalog.ts';
import { profileText } from './i18n/index.ts';
import { ChipRadioGroup } from '../../ui/ChipRadioGroup.tsx';

export interface UnitChoiceProps {
  value: DistanceUnit;
  /** The golfer has chosen (else the value comes from the browser's locale). */
  chosen: boolean;
  onChange: (unit: DistanceUnit) => void;
}

export function UnitChoice({ value, chosen, onChange }: UnitChoiceProps) {
  const t = useT(profileText);
  const options = [
    { value: 'metres' as const, label: t('units.metres') },
    { value: 'yards' as const, label: t('units.yards') },
  ];
  return (
    <section aria-labelledby="profile-units">
      <h2 id="profile-units">{t('units.title')}</h2>
      <ChipRadioGroup label={t('units.label')} options={options} value={value} onChange={onChange} />
      <p className="muted">
        {chosen ? t('units.chosen') : t('units.fromBrowser')}
      </p>
    </section>
  );
}
