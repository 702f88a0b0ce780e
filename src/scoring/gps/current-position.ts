// One position fix on demand (filling a hole's coordinates while standing on the spot, marking the ball
// on a hole the screen does not watch the position on), with a message a golfer understands when it fails.
import type { LatLng } from '../../domain/index.ts';
import { scoringText } from '../i18n/index.ts';

/** Six decimals of a degree are about 10 cm: finer than any phone's GPS. */
const DECIMALS = 6;

/** A fix: where the phone is, and how well it knows it (metres). */
export interface Fix {
  position: LatLng;
  accuracy: number;
}

export function currentFix(timeoutMs = 20_000): Promise<Fix> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new Error(scoringText.t('position.unsupported')));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) =>
        resolve({
          position: {
            latitude: Number(pos.coords.latitude.toFixed(DECIMALS)),
            longitude: Number(pos.coords.longitude.toFixed(DECIMALS)),
          },
          accuracy: pos.coords.accuracy,
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

export async function currentPosition(timeoutMs = 20_000): Promise<LatLng> {
  return (await currentFix(timeoutMs)).position;
}
