// The unit distances are shown and typed in: metres or yards. Until the golfer chooses, the browser's
// locale decides (docs/PRODUCT.md, "Distance units").
import { DISTANCE_UNIT_OPTIONS, type DistanceUnit } from '../../domain/index.ts';
import { ChipRadioGroup } from '../../ui/ChipRadioGroup.tsx';

export interface UnitChoiceProps {
  value: DistanceUnit;
  /** The golfer has chosen (else the value comes from the browser's locale). */
  chosen: boolean;
  onChange: (unit: DistanceUnit) => void;
}

export function UnitChoice({ value, chosen, onChange }: UnitChoiceProps) {
  return (
    <section aria-labelledby="profile-units">
      <h2 id="profile-units">Distances</h2>
      <ChipRadioGroup label="Show distances in" options={DISTANCE_UNIT_OPTIONS} value={value} onChange={onChange} />
      <p className="muted">
        {chosen
          ? 'Hole lengths, GPS distances and club distances use this unit on all your devices.'
          : 'Chosen from your browser’s language until you pick one; the choice is kept on all your devices.'}
      </p>
    </section>
  );
}
