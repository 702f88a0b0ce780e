/// <reference lib="webworker" />
// The app's service worker. sw/build.mjs bundles it and injects the precache manifest (every file
// of the built app shell and every route chunk) in place of self.__WB_MANIFEST.
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { COURSE_IMAGE_CACHE, courseImageExpiration, isCourseImage, navigationDenylist } from './routes.ts';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Offline, every in-app navigation gets the precached shell; the router draws the page. Server
// paths (/__/...) and file paths (anything with an extension) are left to the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: navigationDenylist }));

// The 42 home-page images are not precached (phones never show them); a desktop keeps the ones it saw.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.destination === 'image' && isCourseImage(url.pathname),
  new CacheFirst({ cacheName: COURSE_IMAGE_CACHE, plugins: [new ExpirationPlugin(courseImageExpiration)] }),
);

// A new version waits until the page's "Reload" button asks it to take over (src/app/pwa).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes control of the open page at once, so it works offline without a reload.
// After an update this runs only once the user chose "Reload", and the page reloads on that change.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
