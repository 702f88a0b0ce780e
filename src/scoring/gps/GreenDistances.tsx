// Live distances from the golfer to the front, middle and back of the green, or why there are none.
import { distancesToGreen, formatDistance, unitSymbol, type DistanceUnit, type GreenCoordinates } from '../../domain/index.ts';
import type { GeolocationState } from './use-geolocation.ts';
import { useT } from '../../i18n/catalog.ts';
import { useLocale } from '../../i18n/formats.ts';
import { scoringText } from '../i18n/index.ts';
import type { Translate } from '../../i18n/catalog.ts';
import type { ScoringKey } from '../i18n/index.ts';
import './gps.css';

const DASH = '–';

function message(t: Translate<ScoringKey>, state: GeolocationState, unit: DistanceUnit, locale: string): string {
  switch (state.status) {
    case 'unsupported':
      return t('gps.unsupported');
    case 'locating':
      return t('gps.locating');
    case 'denied':
      return t('gps.denied');
    case 'unavailable':
      return state.message;
    case 'located':
      return t('gps.located', { distance: formatDistance(state.accuracy, unit, locale) });
  }
}

/** `unit`: the golfer's (metres or yards); the distances are rounded once, in that unit. */
export function GreenDistances({ hole, gps, unit }: { hole: GreenCoordinates; gps: GeolocationState; unit: DistanceUnit }) {
  const t = useT(scoringText);
  const locale = useLocale();
  const d = gps.status === 'located' ? distancesToGreen(gps.position, hole, unit) : null;
  const hasGreen = [hole.greenFrontLatitude, hole.middleLatitude, hole.greenEndLatitude].some((v) => typeof v === 'number');
  const show = (n: number | null | undefined) => (n === null || n === undefined ? DASH : `${n} ${unitSymbol(unit)}`);
  const problem = gps.status === 'denied' || gps.status === 'unavailable' || gps.status === 'unsupported';
  return (
    <section aria-labelledby="distances-title">
      <h2 id="distances-title" className="visually-hidden">
        {t('gps.title')}
      </h2>
      <dl className="green-distances">
        <div>
          <dt>{t('gps.front')}</dt>
          <dd>{show(d?.front)}</dd>
        </div>
        <div>
          <dt>{t('gps.middle')}</dt>
          <dd>{show(d?.middle)}</dd>
        </div>
        <div>
          <dt>{t('gps.back')}</dt>
          <dd>{show(d?.back)}</dd>
        </div>
      </dl>
      <p className={problem ? 'gps-state alert alert-error' : 'gps-state muted'} role={problem ? 'alert' : 'status'}>
        {hasGreen ? message(t, gps, unit, locale) : t('gps.noGreen')}
      </p>
    </section>
  );
}
