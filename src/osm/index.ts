// OpenStreetMap's Overpass API: the client, its errors and the server this device asks.
export { COURSE_TIMEOUT_MS, createOverpassClient, OVERPASS_URL, SEARCH_TIMEOUT_MS } from './client.ts';
export type { OverpassClient, OverpassOptions, OverpassSearch } from './client.ts';
export { OverpassError } from './errors.ts';
export type { OverpassErrorKind } from './errors.ts';
export { courseQuery, nameQuery, nearQuery, NEAR_RADIUS_M, PLACE_RADIUS_M } from './queries.ts';
export { forgetOverpassSettings, isServerAddress, loadOverpassSettings, saveOverpassSettings } from './settings.ts';
export type { OverpassSettings } from './settings.ts';
