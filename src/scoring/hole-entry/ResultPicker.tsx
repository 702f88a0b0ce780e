// The fairway or green result of a hole: one of the codes 0-6 with their labels, as big radio buttons.
import { RESULT_CODE_OPTIONS, type ResultCode } from '../../domain/index.ts';
import { ChipRadioGroup } from '../../ui/ChipRadioGroup.tsx';

export interface ResultPickerProps {
  /** "Fairway" or "Green". */
  label: string;
  value: number;
  onChange: (value: ResultCode) => void;
}

export function ResultPicker({ label, value, onChange }: ResultPickerProps) {
  // The stored value is any number (a code outside the list, from old data, checks no chip); what the
  // group hands back is always one of RESULT_CODE_OPTIONS, hence the narrowing.
  return (
    <ChipRadioGroup<number>
      className="result-picker"
      label={label}
      options={RESULT_CODE_OPTIONS}
      value={value}
      onChange={(code) => onChange(code as ResultCode)}
    />
  );
}
