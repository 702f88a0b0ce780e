import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegisterPage } from '../../features/auth/RegisterPage.tsx';
import { safeRedirectTarget, validateAuthSearch } from '../guard.ts';
import { useReplacesPrerenderedCopy } from '../prerendered.ts';

export const Route = createFileRoute('/register')({
  validateSearch: validateAuthSearch,
  beforeLoad: async ({ context, search }) => {
    const auth = await context.auth.resolved();
    if (auth.state === 'logged') throw redirect({ href: safeRedirectTarget(search.redirect) });
  },
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirect: target } = Route.useSearch();
  useReplacesPrerenderedCopy();
  return <RegisterPage redirectTo={safeRedirectTarget(target)} />;
}
