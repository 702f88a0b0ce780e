// A club's measured distance beside the typed one (docs/PRODUCT.md, "Marking shots"): the median of its
// full shots, their spread (25th-75th percentile) and how many, and "Use measured" to store the median
// as the club's distance once it has the shots the play screen's suggestion trusts.
import { formatDistance, isPutter, measuredTrusted, MIN_MEASURED_SHOTS, unitSymbol, wholeUnits, type ClubDistance, type DistanceUnit } from '../../domain/index.ts';
import type { Club } from '../../data/types.ts';
import { useT } from '../../i18n/catalog.ts';
import { useLocale } from '../../i18n/formats.ts';
import { bagText } from './i18n/index.ts';

/** A club's stored distance is at most 500 m (schemas/userdata.ts). */
const MAX_CLUB_METRES = 500;

export function MeasuredDistance({ club, measured, unit, onUse }: { club: Club; measured: ClubDistance | undefined; unit: DistanceUnit; onUse: (metres: number) => void }) {
  const t = useT(bagText);
  const locale = useLocale();
  // A putter's strokes are the card's putts: no distance of it is measured.
  if (isPutter(club)) return <p className="muted bag-measured">{t('measured.putter')}</p>;
  if (!measured) return <p className="muted bag-measured">{t('measured.none')}</p>;
  const show = (m: number) => formatDistance(m, unit, locale);
  const whole = (m: number) => wholeUnits(m, unit).toLocaleString(locale);
  const median = Math.min(measured.median, MAX_CLUB_METRES);
  // Nothing to adopt when the typed distance already shows as the median does.
  const same = club.distance !== undefined && show(club.distance) === show(median);
  return (
    <p className="bag-measured">
      <span>{t('measured.line', { median: show(measured.median), low: whole(measured.p25), high: whole(measured.p75), unit: unitSymbol(unit), count: measured.count })}</span>
      {/* Trusted from as many full shots as the play screen's suggestion needs (docs/GOLF.md, "Shots and
          club distances"): one good drive is no club's distance. */}
      {!measuredTrusted(measured) && <span className="muted">{t('measured.needMore', { count: MIN_MEASURED_SHOTS - measured.count, min: MIN_MEASURED_SHOTS })}</span>}
      {!same && measuredTrusted(measured) && (
        <button type="button" className="button" aria-label={t('measured.useLabel', { distance: show(median), club: club.name })} onClick={() => onUse(median)}>
          {t('measured.use')}
        </button>
      )}
    </p>
  );
}
