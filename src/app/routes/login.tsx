import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/LoginPage.tsx';
import { safeRedirectTarget, validateAuthSearch } from '../guard.ts';
import { SignedOutNotice } from '../pages/SignedOutNotice.tsx';

export const Route = createFileRoute('/login')({
  validateSearch: validateAuthSearch,
  beforeLoad: async ({ context, search }) => {
    // Someone already signed in has nothing to do here.
    const auth = await context.auth.resolved();
    if (auth.state === 'logged') throw redirect({ href: safeRedirectTarget(search.redirect) });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target } = Route.useSearch();
  return (
    <>
      <SignedOutNotice />
      <LoginPage redirectTo={safeRedirectTarget(target)} />
    </>
  );
}
