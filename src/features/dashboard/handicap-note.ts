// The words under the dashboard's handicap figure: which handicap it is.
import type { HandicapInUse } from '../../data/hooks/use-handicap-index.ts';
import type { KeyOf, Translate } from '../../i18n/catalog.ts';
import { formatNumber } from '../../i18n/formats.ts';
import { languageState } from '../../i18n/language.ts';
import { dashboardText } from './i18n/index.ts';

/** What the handicap figure is, in words (the golfer's language and locale unless told). */
export function handicapNote(
  inUse: HandicapInUse,
  computedIndex: number | null,
  t: Translate<KeyOf<typeof dashboardText>> = dashboardText.t,
  locale: string = languageState().locale,
): string {
  if (inUse.from === 'computed') return t('handicap.computed');
  if (inUse.from === 'manual') {
    return computedIndex === null
      ? t('handicap.manual')
      : t('handicap.manualWithIndex', { index: formatNumber(computedIndex, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
  }
  return t('handicap.default');
}
