// The fairway or green result of a hole: one of the codes 0-6 with their labels, as big radio buttons.
// Code 1 is stored as "Fairway/Green" (the product's label, docs/PRODUCT.md, "3. Entities and their fields",
// used by the CSV files); each row says it in its own words: "Hit" on the fairway row, "On green" on the
// green row.
import { RESULT_CODE_OPTIONS, RESULT_HIT, type Labelled, type ResultCode } from '../../domain/index.ts';
import { ChipRadioGroup } from '../../ui/ChipRadioGroup.tsx';

export interface ResultPickerProps {
  /** "Fairway" or "Green". */
  label: 'Fairway' | 'Green';
  value: number;
  onChange: (value: ResultCode) => void;
}

/** The options of one row: code 1 named for the row. */
export function resultOptions(row: 'Fairway' | 'Green'): readonly Labelled<ResultCode>[] {
  const hit = row === 'Fairway' ? 'Hit' : 'On green';
  return RESULT_CODE_OPTIONS.map((o) => (o.value === RESULT_HIT ? { ...o, label: hit } : o));
}

const OPTIONS = { Fairway: resultOptions('Fairway'), Green: resultOptions('Green') };

export function ResultPicker({ label, value, onChange }: ResultPickerProps) {
  // The stored value is any number (a code outside the list, from old data, checks no chip); what the
  // group hands back is always one of RESULT_CODE_OPTIONS, hence the narrowing.
  return (
    <ChipRadioGroup<number>
      className="result-picker"
      label={label}
      options={OPTIONS[label]}
      value={value}
      onChange={(code) => onChange(code as ResultCode)}
    />
  );
}
