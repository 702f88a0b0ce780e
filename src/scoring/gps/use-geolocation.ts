// The golfer's live position for a screen that shows distances, with the states a screen must explain:
// still looking, denied by the golfer, or not available on this device. Every screen shares the one
// watch of position-watch.ts; `active` says whether this screen needs the position now (its hole has a
// green to measure to): an inactive screen keeps no watch running.
import { useCallback, useSyncExternalStore } from 'react';
import { positionState, subscribePosition, type GeolocationState } from './position-watch.ts';

export type { GeolocationState } from './position-watch.ts';

const noWatch = () => () => undefined;

export function useGeolocation(active: boolean): GeolocationState {
  const subscribe = useCallback((onChange: () => void) => (active ? subscribePosition(onChange) : noWatch()), [active]);
  return useSyncExternalStore(subscribe, positionState, positionState);
}
