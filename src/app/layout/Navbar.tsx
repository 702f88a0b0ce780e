import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useRef } from 'react';
import { authAtom } from '../../auth/auth.ts';
import { sessionAtom } from '../../session/session.ts';
import { accountNameAtom } from './account-name.ts';
import { AvatarMenu } from './AvatarMenu.tsx';
import { Logo } from './Logo.tsx';
import { MAIN_MENU } from './menu.ts';
import { MobileMenu } from './MobileMenu.tsx';
import { SyncBar } from './SyncBar.tsx';
import { SyncIndicator } from './SyncIndicator.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { useT } from '../../i18n/catalog.ts';
import { appText } from '../i18n/index.ts';
import { useNavbarHeight } from './use-navbar-height.ts';

// RxDB comes with the signed-in session; the bar of a signed-out visitor does not load it.
const InPlaySlot = lazy(() => import('./InPlaySlot.tsx'));
const AccountSlot = lazy(() => import('./AccountSlot.tsx'));

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
          <nav aria-label={t('nav.main')} className="nav-desktop">
            <ul>
              {MAIN_MENU.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} activeProps={{ className: 'active', 'aria-current': 'page' }}>
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="navbar-actions">
          {logged && <SyncIndicator />}
          <ThemeToggle />
          {/* While the login state resolves, neither the account menu nor the sign-in links show. */}
          {logged && <AvatarMenu email={auth.user?.email ?? null} firstName={accountName && accountName.uid === auth.user?.uid ? accountName.firstName : null} />}
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
          {logged && <MobileMenu />}
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
      {logged && <SyncBar />}
    </header>
  );
}
