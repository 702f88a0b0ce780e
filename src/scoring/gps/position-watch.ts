// One watch of the phone's position for the whole app (Geolocation API, watchPosition), running only
// while someone wants it and the page is visible: a screen that shows distances subscribes while its
// hole has a green to measure to; in the background (document.visibilityState 'hidden': another app,
// the phone locked) the watch is cleared, so the GPS can power down, and started again when the page
// is visible. The last state is kept, so a screen coming back shows the last known position at once.
// docs/ARCHITECTURE.md, "What the phone does to keep the round".
import type { LatLng } from '../../domain/index.ts';
import { scoringText } from '../i18n/index.ts';

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

type Listener = () => void;

const supported = (): boolean => typeof navigator !== 'undefined' && 'geolocation' in navigator;

let state: GeolocationState = supported() ? { status: 'locating' } : { status: 'unsupported' };
const listeners = new Set<Listener>();
let watchId: number | null = null;
let visibilityBound = false;

function set(next: GeolocationState): void {
  state = next;
  listeners.forEach((l) => l());
}

function onPosition(pos: GeolocationPosition): void {
  set({ status: 'located', position: { latitude: pos.coords.latitude, longitude: pos.coords.longitude }, accuracy: pos.coords.accuracy });
}

function onError(error: GeolocationPositionError): void {
  if (error.code === PERMISSION_DENIED) set({ status: 'denied' });
  // A timeout while a position is shown keeps the last one: the next fix usually follows.
  else if (error.code === TIMEOUT) {
    if (state.status !== 'located') set({ status: 'unavailable', message: scoringText.t('gps.noFix') });
  } else set({ status: 'unavailable', message: scoringText.t('gps.unavailable') });
}

const visible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** Starts or stops the one watch: running exactly while someone listens and the page is visible. */
function update(): void {
  const wanted = listeners.size > 0 && visible() && supported();
  if (wanted && watchId === null) {
    watchId = navigator.geolocation.watchPosition(onPosition, onError, { enableHighAccuracy: true, maximumAge: MAX_AGE_MS, timeout: FIX_TIMEOUT_MS });
  } else if (!wanted && watchId !== null) {
    navigator.geolocation.clearWatch(watchId);
    watchId = null;
  }
}

/** Follows the position while subscribed; returns the unsubscribe function. */
export function subscribePosition(listener: Listener): () => void {
  if (!visibilityBound && typeof document !== 'undefined') {
    visibilityBound = true;
    document.addEventListener('visibilitychange', update);
  }
  listeners.add(listener);
  update();
  return () => {
    listeners.delete(listener);
    update();
  };
}

export function positionState(): GeolocationState {
  return state;
}
