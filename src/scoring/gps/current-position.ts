// One position fix on demand (filling a hole's coordinates while standing on the spot), with a
// message a golfer understands when it fails.
import type { LatLng } from '../../domain/index.ts';

/** Six decimals of a degree are about 10 cm: finer than any phone's GPS. */
const DECIMALS = 6;

export function currentPosition(timeoutMs = 20_000): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new Error('This browser cannot tell your position.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) =>
        resolve({
          latitude: Number(pos.coords.latitude.toFixed(DECIMALS)),
          longitude: Number(pos.coords.longitude.toFixed(DECIMALS)),
        }),
      (error) =>
        reject(
          new Error(
            error.code === 1
              ? 'Location is turned off for this app: allow it in the browser settings, or type the coordinates.'
              : 'Your position is not available right now: try again in the open, or type the coordinates.',
          ),
        ),
      { enableHighAccuracy: true, maximumAge: 0, timeout: timeoutMs },
    );
  });
}
