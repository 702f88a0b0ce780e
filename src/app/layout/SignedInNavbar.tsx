// The navbar's parts for a signed-in golfer, in a chunk of their own: a signed-out page (the sign-in
// page, the first visit) carries neither their code nor their words (docs/ARCHITECTURE.md, "Languages").
import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n/catalog.ts';
import { AvatarMenu } from './AvatarMenu.tsx';
import { MAIN_MENU } from './menu.ts';
import { menusText } from './menus/i18n/index.ts';
import { MobileMenu } from './MobileMenu.tsx';

export { SyncBar } from './SyncBar.tsx';
export { SyncIndicator } from './SyncIndicator.tsx';

/** The main menu on a wide screen (CSS hides it below 640 px, where the MobileMenu's drawer has it). */
export function MainNav() {
  const t = useT(menusText);
  return (
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
  );
}

/** The account menu's button, then the menu button of a narrow screen. */
export function AccountButtons({ email, firstName }: { email: string | null; firstName: string | null }) {
  return (
    <>
      <AvatarMenu email={email} firstName={firstName} />
      <MobileMenu />
    </>
  );
}
