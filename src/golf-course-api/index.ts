// golfcourseapi.com v1: the HTTP client and its errors.
export { createGolfCourseApiClient, GOLF_COURSE_API_BASE_URL, GOLF_COURSE_API_TIMEOUT_MS } from './client.ts';
export type { GolfCourseApiClient, GolfCourseApiOptions } from './client.ts';
export { GolfCourseApiError } from './errors.ts';
export { apiProblemText } from './problem-text.ts';
export type { GolfCourseApiErrorKind } from './errors.ts';
export { browserReachability } from './reachability.ts';
export type { Reachability } from './reachability.ts';
export { forgetGolfCourseApiSettings, loadGolfCourseApiSettings, saveGolfCourseApiSettings } from './settings.ts';
export type { GolfCourseApiSettings } from './settings.ts';
