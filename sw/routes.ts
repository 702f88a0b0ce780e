// Which requests the service worker routes where; kept apart from service-worker.ts so unit tests
// can check the patterns without a ServiceWorkerGlobalScope.

/** Navigations that must reach the network: the Firebase reserved paths and any file path. */
export const navigationDenylist: RegExp[] = [/^\/__/, /\/[^/?]+\.[^/]+$/];

export const COURSE_IMAGE_CACHE = 'course-images';

/** All 42 images fit, and a month is plenty for illustrations that change only with a new build. */
export const courseImageExpiration = { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true };

export const isCourseImage = (pathname: string): boolean => pathname.startsWith('/images/courses/');
