import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../layout/AppShell.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import type { RouterContext } from '../router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundPage,
});
