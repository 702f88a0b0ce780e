// At boot, the code of a signed-in page is fetched at once, beside the auth state's resolution, instead
// of one step after another (the router fetches a page's chunks only once its guard has resolved the
// auth state, and the session fetches RxDB only once someone is signed in).
import { loadSignedInNavbar } from './layout/load-signed-in-navbar.ts';
import { router } from './router.tsx';

/** Starts loading the chunks of the page at `pathname` when it is a signed-in page; says whether it is. */
export function preloadSignedInPage(pathname: string): boolean {
  const [routes] = router.getMatchedRoutes(pathname);
  if (!routes.some((route) => route.id === '/_authenticated')) return false;
  // A failure here is the router's to report when it loads the page itself.
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
  // The navbar's signed-in parts, so the menus come with the page rather than after it.
  void loadSignedInNavbar().catch(() => undefined);
  return true;
}
