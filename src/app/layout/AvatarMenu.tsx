import { lazy, Suspense, useState } from 'react';
import { Avatar } from '../../ui/Avatar.tsx';
import { useT } from '../../i18n/catalog.ts';
import { menusText } from './menus/i18n/index.ts';
import { avatarFromEmail } from '../../ui/avatar.ts';

// The menu and its radix-ui primitives (popper, focus scope...) load at the first press of the button,
// not with every signed-in page.
const AccountMenu = lazy(() => import('./AccountMenu.tsx').then((m) => ({ default: m.AccountMenu })));

/** The account menu's button; `firstName` (from the profile, once the golfer's database is open) gives the avatar its letter. */
export function AvatarMenu({ email, firstName }: { email: string | null; firstName?: string | null }) {
  const t = useT(menusText);
  const [used, setUsed] = useState(false);
  // The name says the letters the button shows, so speech input finds it by what is seen (WCAG 2.5.3).
  const initials = avatarFromEmail(email, firstName).initials;
  const label = email ? t('account.menuOf', { initials, email }) : t('account.menu', { initials });
  const button = (
    <button type="button" className="avatar-button" aria-label={label} aria-haspopup="menu" aria-expanded={false} onClick={() => setUsed(true)}>
      <Avatar email={email} firstName={firstName} />
    </button>
  );
  if (!used) return button;
  // Until the menu has loaded the same button stands in for its trigger; the menu then opens at once.
  return (
    <Suspense fallback={button}>
      <AccountMenu email={email} firstName={firstName} label={label} />
    </Suspense>
  );
}
