// Which handicap new rounds use: the index computed from the golfer's rounds, or the manual
// handicap of the profile (for golfers with an official one).
import { ChipRadioGroup } from '../../ui/ChipRadioGroup.tsx';

export interface HandicapChoiceProps {
  computed: number | null;
  manual: number | undefined;
  chosen: 'computed' | 'manual';
  onChange: (source: 'computed' | 'manual') => void;
}

export function HandicapChoice({ computed, manual, chosen, onChange }: HandicapChoiceProps) {
  const options = [
    { value: 'computed' as const, label: computed === null ? 'Computed index (none yet)' : `Computed index (${computed.toFixed(1)})` },
    { value: 'manual' as const, label: manual === undefined ? 'Manual handicap (not set: 36)' : `Manual handicap (${manual})` },
  ];
  let note: string;
  if (chosen === 'computed') {
    note =
      computed === null
        ? `Your index is computed once you have 3 scores on rated tees; until then new rounds use ${manual === undefined ? 'the default 36' : `your manual handicap, ${manual}`}.`
        : 'New rounds use the World Handicap System index computed from your rounds.';
  } else {
    note = 'New rounds use the golf handicap above, e.g. an official one from your club.';
  }
  return (
    <section aria-labelledby="profile-hcp-source">
      <h2 id="profile-hcp-source">Handicap for new rounds</h2>
      <ChipRadioGroup label="Handicap new rounds use" options={options} value={chosen} onChange={onChange} />
      <p className="muted">{note}</p>
    </section>
  );
}
