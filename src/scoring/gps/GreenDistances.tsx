// Live distances from the golfer to the front, middle and back of the green, or why there are none.
import { distancesToGreen, type GreenCoordinates } from '../../domain/index.ts';
import type { GeolocationState } from './use-geolocation.ts';
import './gps.css';

const DASH = '–';

function message(state: GeolocationState): string {
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
      return `Your position is known to about ${Math.round(state.accuracy)} m.`;
  }
}

export function GreenDistances({ hole, gps }: { hole: GreenCoordinates; gps: GeolocationState }) {
  const d = gps.status === 'located' ? distancesToGreen(gps.position, hole) : null;
  const hasGreen = [hole.greenFrontLatitude, hole.middleLatitude, hole.greenEndLatitude].some((v) => typeof v === 'number');
  const show = (n: number | null | undefined) => (n === null || n === undefined ? DASH : `${n} m`);
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
        {hasGreen ? message(gps) : 'The green of this hole has no coordinates yet, so there are no distances to it.'}
      </p>
    </section>
  );
}
