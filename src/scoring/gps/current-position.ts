// One position fix on demand (filling a hole's coordinates while standing on the spot), with a
// message a golfer understands when it fails.
import type { LatLng } from '../../domain/index.ts';
import { scoringText } from '../i18n/index.ts';

/** Six decimals of a degree are about 10 cm: finer than any phone's GPS. */
const DECIMALS = 6;

export function currentPosition(timeoutMs = 20_000): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new Error(scoringText.t('position.unsupported')));
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
            error.code === 1 ? scoringText.t('position.denied') : scoringText.t('position.unavailable'),
          ),
        ),
      { enableHighAccuracy: true, maximumAge: 0, timeout: timeoutMs },
    );
  });
}
