// The four score display styles (docs/PRODUCT.md, "3. Entities and their fields"). The product names them
// only; what each looks like is ours:
// - Default Colors: coloured cells, gold eagle or better, red birdie, light blue bogey, dark blue
//   double bogey or worse.
// - Geometry Shapes: the printed-card convention, circles under par (double circle for an eagle or
//   better), squares over par (double square for a double bogey or worse), no colour.
// - The Open Colors: The Open's yellow scoreboard: red figures under par, black at par, blue over.
// - DP World Tour Colors: navy eagle or better, sky-blue birdie, grey bogey, charcoal double or worse.
import { DISPLAY_STYLES, RETIRED_SCORE, type DisplayStyle } from '../../domain/index.ts';
import type { ScoringKey } from '../i18n/index.ts';

export type ScoreBand = 'eagle' | 'birdie' | 'par' | 'bogey' | 'double' | 'none';

/** The band of a hole's score relative to par (RETIRED_SCORE counts as double bogey or worse). */
export function scoreBand(relativeToPar: number | null): ScoreBand {
  if (relativeToPar === null) return 'none';
  if (relativeToPar === RETIRED_SCORE || relativeToPar >= 2) return 'double';
  if (relativeToPar <= -2) return 'eagle';
  return relativeToPar === -1 ? 'birdie' : relativeToPar === 0 ? 'par' : 'bogey';
}

const STYLE_CLASS: Record<DisplayStyle, string> = {
  'Default Colors': 'style-default',
  'Geometry Shapes': 'style-shapes',
  'The Open Colors': 'style-open',
  'DP World Tour Colors': 'style-dpwt',
};

export function styleClass(style: DisplayStyle): string {
  return STYLE_CLASS[style];
}

export const DEFAULT_DISPLAY_STYLE: DisplayStyle = 'Default Colors';

/** The stored style, or the default when none (or an unknown one) is stored. */
export function displayStyleOf(stored: string | undefined): DisplayStyle {
  return DISPLAY_STYLES.find((s) => s === stored) ?? DEFAULT_DISPLAY_STYLE;
}

/** The legend of the bands, each with its message (scoring's catalog). */
export const BAND_LABELS: readonly { band: Exclude<ScoreBand, 'none'>; label: ScoringKey }[] = [
  { band: 'eagle', label: 'style.eagle' },
  { band: 'birdie', label: 'style.birdie' },
  { band: 'par', label: 'style.par' },
  { band: 'bogey', label: 'style.bogey' },
  { band: 'double', label: 'style.double' },
];
