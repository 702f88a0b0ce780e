// The golfer's live position (Geolocation API, watchPosition), with the states a screen must explain:
// still looking, denied by the golfer, or not available on this device.
import { useEffect, useState } from 'react';
import type { LatLng } from '../../domain/index.ts';

export type GeolocationState =
  | { status: 'unsupported' }
  | { status: 'locating' }
  | { status: 'denied' }
  | { status: 'unavailable'; message: string }
  | { status: 'located'; position: LatLng; accuracy: number };

/** A fix older than this may be reused; on a golf course the golfer walks about 1 m/s. */
const MAX_AGE_MS = 5_000;
/** How long the device may take for one fix before it reports a timeout (watching goes on). */
const FIX_TIMEOUT_MS = 20_000;
// GeolocationPositionError codes (the numbers, as some engines lack the named constants).
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

export function useGeolocation(): GeolocationState {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [state, setState] = useState<GeolocationState>(supported ? { status: 'locating' } : { status: 'unsupported' });
  useEffect(() => {
    if (!supported) return;
    const id = navigator.geolocation.watchPosition(
      (pos) => setState({ status: 'located', position: { latitude: pos.coords.latitude, longitude: pos.coords.longitude }, accuracy: pos.coords.accuracy }),
      (error) => {
        if (error.code === PERMISSION_DENIED) setState({ status: 'denied' });
        // A timeout while a position is shown keeps the last one: the next fix usually follows.
        else if (error.code === TIMEOUT) setState((s) => (s.status === 'located' ? s : { status: 'unavailable', message: 'No GPS fix yet. Distances appear as soon as your phone finds its position.' }));
        else setState({ status: 'unavailable', message: 'Your position is not available right now (no GPS signal or location is turned off).' });
      },
      { enableHighAccuracy: true, maximumAge: MAX_AGE_MS, timeout: FIX_TIMEOUT_MS },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [supported]);
  return state;
}
