// The administrator's golfcourseapi.com key, entered once and kept on that device only (localStorage),
// never in the repository or the build; the base URL beside it, so a proxy or a test server can stand in.
import { GOLF_COURSE_API_BASE_URL } from './client.ts';

const STORAGE_KEY = 'hd-golf-course-api';

export interface GolfCourseApiSettings {
  apiKey: string;
  baseUrl: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The saved settings; an empty key and the public base URL when none are saved (or they are unreadable). */
export function loadGolfCourseApiSettings(storage: Store = localStorage): GolfCourseApiSettings {
  const fallback = { apiKey: '', baseUrl: GOLF_COURSE_API_BASE_URL };
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<GolfCourseApiSettings> | null;
    return {
      apiKey: typeof saved?.apiKey === 'string' ? saved.apiKey : fallback.apiKey,
      baseUrl: typeof saved?.baseUrl === 'string' && saved.baseUrl.trim() !== '' ? saved.baseUrl : fallback.baseUrl,
    };
  } catch {
    return fallback;
  }
}

export function saveGolfCourseApiSettings(settings: GolfCourseApiSettings, storage: Store = localStorage): void {
  storage.setItem(STORAGE_KEY, JSON.stringify({ apiKey: settings.apiKey.trim(), baseUrl: settings.baseUrl.trim() }));
}

export function forgetGolfCourseApiSettings(storage: Store = localStorage): void {
  storage.removeItem(STORAGE_KEY);
}
