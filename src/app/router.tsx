import { createRouter } from '@tanstack/react-router';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { LoadingPage } from './pages/LoadingPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { authGate } from './router-context.ts';
import { routeTree } from './routeTree.gen.ts';

export const router = createRouter({
  routeTree,
  context: { auth: authGate },
  // Pages load on demand with "Loading page..." (docs/PRODUCT.md, "2. Screens and routes", Layout); a short
  // delay keeps a page whose code is already cached from flashing it, and once shown it stays long enough to
  // be read.
  defaultPendingComponent: LoadingPage,
  defaultPendingMs: 150,
  defaultPendingMinMs: 300,
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: ErrorPage,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
