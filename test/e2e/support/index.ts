/**
 * The e2e harness: every e2e test imports from here.
 *
 * Once per run (globalSetup.ts, wired in vitest.config.ts for the e2e project):
 *   the local backend starts on free ports (RTDB + Auth emulator, database.rules.json enforced) and
 *   the production app, service worker included, is built against it into test/e2e/.tmp/run-<id>/dist
 *   (removed after the run). Never per test: a build takes a while.
 *
 * In a test file:
 *   e2eContext()                     -> { runDir, distDir, swSrc, projectId, rtdbUrl, authUrl, apiKey }
 *   startE2eRun() + setE2eContext()  -> the same fixtures outside Vitest (the bench uses them)
 *   LISTED_SERVER_HOST / UNLISTED_SERVER_HOST -> 127.0.0.2, whose every port the build's policy lets the app
 *                                       reach (its VITE_CONNECT_SERVERS), and 127.0.0.3, which it does not
 *   serveApp(dir?)                   -> StaticServer { url, port, setRoot(dir), close() }
 *                                       the build (or `dir`) on a free port, SPA fallback; close it in afterAll
 *   launchBrowser()                  -> playwright-core Browser on /usr/bin/chromium; close it in afterAll
 *   launchPersistentProfile(device?) -> BrowserContext on an on-disk profile (Chromium's installability
 *                                       check needs one); closing it ends the browser
 *   newContext(browser, 'desktop' | 'phone', { reducedMotion?, colorScheme?, width?, bypassCSP? })
 *                                    -> BrowserContext, 1280x800 or 390x844 (mobile, touch)
 *   setOffline(context, true/false)  -> cuts or restores the network of the pages and their service worker
 *   waitForServiceWorker(page)       -> resolves once a service worker controls the page
 *   waitForBuild(page, label)        -> resolves once the page runs the release makeSecondBuild labelled so
 *                                       (both poll on a timer: a background tab paints no frames)
 *   screenshot(page, name)           -> test/e2e/.tmp/screenshots/<name>.png (gitignored; look at them after a run)
 *   createUser({ email?, password?, firstName?, lastName?, admin?, units? })
 *                                    -> TestUser { uid, email, password, ... } made in the Auth emulator,
 *                                       with users/{uid} (and admins/{uid} for admin: true)
 *   uniqueEmail(prefix?)             -> an address no other test of the run uses
 *   signInThroughUi(page, user, baseUrl) -> fills /login and waits until the app leaves it
 *   seed(path, value) / seedMerge(path, value) / readData(path) / removeData(path)
 *   announceTo(uids, collectionPath, id): feed entries, so seeded cards/matches/tournaments reach those golfers' devices
 *                                    -> RTDB as admin (rules bypassed), e.g. seed('courses/c1', {...}),
 *                                       which also writes the course's directory entry, as the app's push does
 *   SERVER_TIMESTAMP                 -> the { '.sv': 'timestamp' } placeholder for `updatedAt`
 *   axeViolations(page) (support/axe.ts) -> the page's serious and critical axe-core findings (WCAG 2.2 AA);
 *                                       its context needs newContext(..., { bypassCSP: true })
 *   watchLayoutShifts(page) / layoutShifts(page) -> how much the page moved while it loaded (the sum of its
 *                                       layout-shift entries without recent input; LAYOUT_SHIFT_TARGET)
 *   seedGolferWorld(names) / signedInRoutes(world) (support/golfer-world.ts)
 *                                    -> a golfer with something on every page, and every route to visit
 *   makeSecondBuild(fromDir, toDir, swSrc, label)
 *                                    -> a new release of the app (changed precache revision) for update tests
 *
 * Select elements by role and accessible name (docs/PRODUCT.md, "Accessibility"), not by CSS class.
 */
export { e2eContext, setE2eContext, type E2eContext } from './context.ts';
export { LISTED_SERVER_HOST, startE2eRun, UNLISTED_SERVER_HOST, type E2eRun } from './run.ts';
export { serveApp, type StaticServer } from './server.ts';
export { launchBrowser, launchPersistentProfile, newContext, setOffline, screenshot, TAB_POLLING_MS, waitForBuild, waitForServiceWorker, VIEWPORTS, type Device } from './browser.ts';
export { createUser, signInThroughUi, uniqueEmail, type TestUser } from './users.ts';
export { announceTo, seed, seedMerge, readData, removeData, SERVER_TIMESTAMP } from './rtdb.ts';
export { makeSecondBuild } from './build-app.ts';
export { NINE_PARS, seedNineHoleCourse } from './nine-hole-course.ts';
export { screenshotDir } from './paths.ts';
export { LAYOUT_SHIFT_TARGET, layoutShifts, watchLayoutShifts, type LayoutShift } from './layout-shift.ts';
