import { createFileRoute, redirect } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { LoginPage } from '../../features/auth/LoginPage.tsx';
import { safeRedirectTarget, validateAuthSearch } from '../guard.ts';
import { signedOutNoticeAtom } from '../../auth/signed-out-notice.ts';
import { useReplacesPrerenderedCopy } from '../prerendered.ts';

const SignedOutNotice = lazy(() => import('../pages/SignedOutNotice.tsx'));

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
  const notice = useAtomValue(signedOutNoticeAtom);
  useReplacesPrerenderedCopy();
  return (
    <>
      {notice && (
        <Suspense fallback={null}>
          <SignedOutNotice notice={notice} />
        </Suspense>
      )}
      <LoginPage redirectTo={safeRedirectTarget(target)} />
    </>
  );
}
