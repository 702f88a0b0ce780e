// The enumerations of docs/PRODUCT.md, "3. Entities and their fields", with the labels the UI shows. The
// stored values are the ones in schemas/enums.ts; a unit test keeps the two lists identical.

/** A stored value together with the text a golfer reads. */
export interface Labelled<V> {
  value: V;
  label: string;
}

export const TEE_TYPES = ['Golf', 'PAR3', 'Pitch and Putt'] as const;
export type TeeType = (typeof TEE_TYPES)[number];
export const TEE_TYPE_OPTIONS: readonly Labelled<TeeType>[] = [
  { value: 'Golf', label: 'Golf' },
  { value: 'PAR3', label: 'Par 3' },
  { value: 'Pitch and Putt', label: 'Pitch and putt' },
];

export const TEE_COLOURS = ['red', 'blue', 'yellow', 'white', 'black', 'green'] as const;
export type TeeColour = (typeof TEE_COLOURS)[number];
export const TEE_COLOUR_OPTIONS: readonly Labelled<TeeColour>[] = [
  { value: 'red', label: 'Red' },
  { value: 'blue', label: 'Blue' },
  { value: 'yellow', label: 'Yellow' },
  { value: 'white', label: 'White' },
  { value: 'black', label: 'Black' },
  { value: 'green', label: 'Green' },
];

export const PLAY_MODES = ['Individual', 'Fourball', 'Foursome', 'Scramble'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];
export const PLAY_MODE_OPTIONS: readonly Labelled<PlayMode>[] = [
  { value: 'Individual', label: 'Individual' },
  { value: 'Fourball', label: 'Four-ball' },
  { value: 'Foursome', label: 'Foursome' },
  { value: 'Scramble', label: 'Scramble' },
];

export const SCORING_MODES = ['Stableford', 'Strokes'] as const;
export type ScoringMode = (typeof SCORING_MODES)[number];
export const SCORING_MODE_OPTIONS: readonly Labelled<ScoringMode>[] = [
  { value: 'Stableford', label: 'Stableford' },
  { value: 'Strokes', label: 'Stroke play' },
];

export const DISPLAY_STYLES = ['Default Colors', 'Geometry Shapes', 'The Open Colors', 'DP World Tour Colors'] as const;
export type DisplayStyle = (typeof DISPLAY_STYLES)[number];
export const DISPLAY_STYLE_OPTIONS: readonly Labelled<DisplayStyle>[] = [
  { value: 'Default Colors', label: 'Default colours' },
  { value: 'Geometry Shapes', label: 'Geometry shapes' },
  { value: 'The Open Colors', label: 'The Open colours' },
  { value: 'DP World Tour Colors', label: 'DP World Tour colours' },
];

/** How distances are shown and typed (stored distances are always metres: src/domain/units.ts). */
export const DISTANCE_UNITS = ['metres', 'yards'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export const DISTANCE_UNIT_OPTIONS: readonly Labelled<DistanceUnit>[] = [
  { value: 'metres', label: 'Metres' },
  { value: 'yards', label: 'Yards' },
];

/** Fairway / green result codes, stored in a hole's `fairway` and `gir`. */
export const RESULT_CODES = [0, 1, 2, 3, 4, 5, 6] as const;
export type ResultCode = (typeof RESULT_CODES)[number];
export const RESULT_NO_DATA = 0;
export const RESULT_HIT = 1;
export const RESULT_CODE_OPTIONS: readonly Labelled<ResultCode>[] = [
  { value: 0, label: 'No data' },
  { value: 1, label: 'Fairway/Green' },
  { value: 2, label: 'Gone left' },
  { value: 3, label: 'Gone right' },
  { value: 4, label: 'Bad shot' },
  { value: 5, label: 'Missed short' },
  { value: 6, label: 'Missed long' },
];

/** The label of a stored value, or the value itself when it is not in the list (old data). */
export function labelOf<V>(options: readonly Labelled<V>[], value: V): string {
  return options.find((o) => o.value === value)?.label ?? String(value);
}
