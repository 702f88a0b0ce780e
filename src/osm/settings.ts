// The Overpass server this device asks (docs/ADMINISTRATION.md, "OpenStreetMap (Overpass)"): the public
// instance unless the golfer or an administrator set another (a mirror, a club's own instance, a test
// server), kept in localStorage on this device.
import { OVERPASS_URL } from './client.ts';

const STORAGE_KEY = 'hd-overpass';

export interface OverpassSettings {
  /** The interpreter's full address, e.g. https://overpass-api.de/api/interpreter. */
  baseUrl: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The saved settings, or the public instance when none are saved (or they are unreadable). */
export function loadOverpassSettings(storage: Store = localStorage): OverpassSettings {
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<OverpassSettings> | null;
    return { baseUrl: typeof saved?.baseUrl === 'string' && saved.baseUrl.trim() !== '' ? saved.baseUrl.trim() : OVERPASS_URL };
  } catch {
    return { baseUrl: OVERPASS_URL };
  }
}

export function saveOverpassSettings(settings: OverpassSettings, storage: Store = localStorage): void {
  storage.setItem(STORAGE_KEY, JSON.stringify({ baseUrl: settings.baseUrl.trim() }));
}

export function forgetOverpassSettings(storage: Store = localStorage): void {
  storage.removeItem(STORAGE_KEY);
}

/** Whether an address can be an Overpass server's: http(s) with a host. The form says why not in the
 * golfer's language (docs/ARCHITECTURE.md, "Languages"). */
export function isServerAddress(url: string): boolean {
  return /^https?:\/\/[^\s/]+(\/[^\s]*)?$/i.test(url.trim());
}
