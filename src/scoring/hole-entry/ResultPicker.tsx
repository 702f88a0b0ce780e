// The fairway or green result of a hole: one of the codes 0-6 with their labels, as big radio buttons.
// Code 1 is stored as "Fairway/Green" (the product's label, docs/PRODUCT.md, "3. Entities and their fields",
// used by the CSV files); each row says it in its own words: "Hit" on the fairway row, "On green" on the
// green row.
import { memo, useMemo } from 'react';
import { RESULT_CODE_OPTIONS, type Labelled, type ResultCode } from '../../domain/index.ts';
import { useDomainWords, type DomainWords } from '../../data/domain-words.ts';
import { ChipRadioGroup } from '../../ui/ChipRadioGroup.tsx';

export interface ResultPickerProps {
  /** Which row: code 1 is named for it. */
  row: 'fairway' | 'green';
  /** The row's name, "Fairway" or "Green", in the golfer's language. */
  label: string;
  value: number;
  onChange: (value: ResultCode) => void;
}

/** The options of one row: code 1 named for the row. */
export function resultOptions(words: DomainWords, row: 'fairway' | 'green'): readonly Labelled<ResultCode>[] {
  return RESULT_CODE_OPTIONS.map((o) => ({ value: o.value, label: words.result(o.value, row) }));
}

/** Memoised: skips a tap on a counter of the hole (its value and callback are stable). */
export const ResultPicker = memo(function ResultPicker({ row, label, value, onChange }: ResultPickerProps) {
  const words = useDomainWords();
  const options = useMemo(() => resultOptions(words, row), [words, row]);
  // The stored value is any number (a code outside the list, from old data, checks no chip); what the
  // group hands back is always one of RESULT_CODE_OPTIONS, hence the narrowing.
  return (
    <ChipRadioGroup<number>
      className="result-picker"
      label={label}
      options={options}
      value={value}
      onChange={(code) => onChange(code as ResultCode)}
    />
  );
});
