import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { authAtom } from '../../auth/auth.ts';
import { clearMergeNotices } from '../../sync/merge-notices.ts';
import { UpdateToast } from '../pwa/UpdateToast.tsx';
import { MergeNotices } from './MergeNotices.tsx';
import { Navbar } from './Navbar.tsx';
import { usePrerenderedCopyFollows } from '../prerendered.ts';
import { forgetPageCopy } from '../page-copy.ts';
import { SignOutDialog } from './SignOutDialog.tsx';
import { StorageClearedNotice } from './StorageClearedNotice.tsx';
import { useT } from '../../i18n/catalog.ts';
import { appText } from '../i18n/index.ts';
import './layout.css';

/** The root layout: navbar, the page, and the app-wide dialogs and toast. */
export function AppShell() {
  useGuardsFollowAuth();
  usePrerenderedCopyFollows(useRouterState({ select: (s) => s.location.pathname }));
  const t = useT(appText);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <Navbar />
      <MergeNotices />
      <StorageClearedNotice />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SignOutDialog />
      <UpdateToast />
    </>
  );
}

/** Re-run the route guards when the signed-in user changes (e.g. signed out in another tab). */
function useGuardsFollowAuth() {
  const router = useRouter();
  const auth = useAtomValue(authAtom);
  const uid = auth.user?.uid ?? null;
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (auth.state === 'login-in') return;
    // Signed out: the golfer's dashboard does not stay on the phone's start screen.
    if (uid === null) forgetPageCopy();
    if (previous.current !== undefined && previous.current !== uid) {
      // Another golfer's notices are not this one's.
      clearMergeNotices();
      void router.invalidate();
    }
    previous.current = uid;
  }, [auth.state, uid, router]);
}
