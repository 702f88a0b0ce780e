import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../layout/AppShell.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import type { RouterContext } from '../routerContext.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundPage,
});
