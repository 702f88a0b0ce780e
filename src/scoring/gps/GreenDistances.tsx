// Live distances from the golfer to the front, middle and back of the green, or why there are none.
import { distancesToGreen, formatDistance, unitSymbol, type DistanceUnit, type GreenCoordinates } from '../../domain/index.ts';
import type { GeolocationState } from './use-geolocation.ts';
import './gps.css';

const DASH = '–';

function message(state: GeolocationState, unit: DistanceUnit): string {
  switch (state.status) {
    case 'unsupported':
      return 'This browser cannot tell your position, so there are no distances to the green.';
    case 'locating':
      return 'Finding your position…';
    case 'denied':
      return 'Location is turned off for this app, so distances to the green cannot be shown. Allow location for this site in your browser settings to see them.';
    case 'unavailable':
      return state.message;
    case 'located':
      return `Your position is known to about ${formatDistance(state.accuracy, unit)}.`;
  }
}

/** `unit`: the golfer's (metres or yards); the distances are rounded once, in that unit. */
export function GreenDistances({ hole, gps, unit }: { hole: GreenCoordinates; gps: GeolocationState; unit: DistanceUnit }) {
  const d = gps.status === 'located' ? distancesToGreen(gps.position, hole, unit) : null;
  const hasGreen = [hole.greenFrontLatitude, hole.middleLatitude, hole.greenEndLatitude].some((v) => typeof v === 'number');
  const show = (n: number | null | undefined) => (n === null || n === undefined ? DASH : `${n} ${unitSymbol(unit)}`);
  const problem = gps.status === 'denied' || gps.status === 'unavailable' || gps.status === 'unsupported';
  return (
    <section aria-labelledby="distances-title">
      <h2 id="distances-title" className="visually-hidden">
        Distances to the green
      </h2>
      <dl className="green-distances">
        <div>
          <dt>Front</dt>
          <dd>{show(d?.front)}</dd>
        </div>
        <div>
          <dt>Middle</dt>
          <dd>{show(d?.middle)}</dd>
        </div>
        <div>
          <dt>Back</dt>
          <dd>{show(d?.back)}</dd>
        </div>
      </dl>
      <p className={problem ? 'gps-state alert alert-error' : 'gps-state muted'} role={problem ? 'alert' : 'status'}>
        {hasGreen ? message(gps, unit) : 'The green of this hole has no coordinates yet, so there are no distances to it.'}
      </p>
    </section>
  );
}
