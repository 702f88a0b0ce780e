import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useRef } from 'react';
import { authAtom } from '../../auth/auth.ts';
import { sessionAtom } from '../../session/session.ts';
import { accountNameAtom } from './account-name.ts';
import { Logo } from './Logo.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { useT } from '../../i18n/catalog.ts';
import { appText } from '../i18n/index.ts';
import { useNavbarHeight } from './use-navbar-height.ts';
import { loadSignedInNavbar } from './load-signed-in-navbar.ts';

// RxDB comes with the signed-in session; the bar of a signed-out visitor does not load it.
const InPlaySlot = lazy(() => import('./InPlaySlot.tsx'));
const AccountSlot = lazy(() => import('./AccountSlot.tsx'));
// Nor the signed-in menus, sync status and account button (one chunk, preloaded with a signed-in page:
// src/app/preload.ts).
const MainNav = lazy(() => loadSignedInNavbar().then((m) => ({ default: m.MainNav })));
const SyncIndicator = lazy(() => loadSignedInNavbar().then((m) => ({ default: m.SyncIndicator })));
const AccountButtons = lazy(() => loadSignedInNavbar().then((m) => ({ default: m.AccountButtons })));
const SyncBar = lazy(() => loadSignedInNavbar().then((m) => ({ default: m.SyncBar })));

/** The brand is the same in every language (docs/ARCHITECTURE.md, "Languages"). */
const BRAND = 'Handicap Down!';

export function Navbar() {
  const t = useT(appText);
  const auth = useAtomValue(authAtom);
  const session = useAtomValue(sessionAtom);
  const accountName = useAtomValue(accountNameAtom);
  const logged = auth.state === 'logged' && auth.user !== null;
  const ref = useRef<HTMLElement>(null);
  useNavbarHeight(ref);
  return (
    <header className="navbar" ref={ref}>
      <div className={logged ? 'navbar-row' : 'navbar-row signed-out'}>
        <div className="brand-block">
          <Link to="/" className="brand" aria-label={t('nav.home')}>
            <Logo />
            <span className="brand-name" aria-hidden="true">
              {BRAND}
            </span>
          </Link>
          <span className="version" aria-label={t('nav.version', { version: __APP_VERSION__ })}>
            {__APP_VERSION__}
          </span>
        </div>
        {logged && (
          <Suspense fallback={null}>
            <MainNav />
          </Suspense>
        )}
        <div className="navbar-actions">
          {logged && (
            <Suspense fallback={null}>
              <SyncIndicator />
            </Suspense>
          )}
          <ThemeToggle />
          {/* While the login state resolves, neither the account menu nor the sign-in links show. */}
          {logged && (
            <Suspense fallback={null}>
              <AccountButtons email={auth.user?.email ?? null} firstName={accountName && accountName.uid === auth.user?.uid ? accountName.firstName : null} />
            </Suspense>
          )}
          {auth.state === 'not-logged' && (
            <>
              <Link to="/login" className="nav-auth-link" activeProps={{ 'aria-current': 'page' }}>
                {t('nav.login')}
              </Link>
              <Link to="/register" className="nav-auth-link nav-auth-primary" activeProps={{ 'aria-current': 'page' }}>
                {t('nav.register')}
              </Link>
            </>
          )}
        </div>
      </div>
      {logged && session.status === 'open' && (
        <Suspense fallback={null}>
          <InPlaySlot db={session.db} uid={session.uid} />
        </Suspense>
      )}
      {logged && session.status === 'open' && (
        <Suspense fallback={null}>
          <AccountSlot db={session.db} uid={session.uid} />
        </Suspense>
      )}
      {logged && (
        <Suspense fallback={null}>
          <SyncBar />
        </Suspense>
      )}
    </header>
  );
}
