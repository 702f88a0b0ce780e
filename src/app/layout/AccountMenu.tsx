import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { DropdownMenu } from 'radix-ui';
import { isAdminAtom } from '../../session/admin-watcher.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { ADMIN_MENU } from './menu.ts';
import { requestSignOut } from './sign-out-flow.ts';
import { useT } from '../../i18n/catalog.ts';
import { menusText } from './menus/i18n/index.ts';

/** The account menu itself, loaded and opened at the first press of the avatar button (AvatarMenu.tsx). */
export function AccountMenu({ email, firstName, label }: { email: string | null; firstName?: string | null; label: string }) {
  const t = useT(menusText);
  const isAdmin = useAtomValue(isAdminAtom) === true;
  const navigate = useNavigate();
  return (
    // Not modal: a modal menu hides the app from assistive technology (aria-hidden) while its links stay
    // focusable; this one closes on Escape, on Tab and on a tap outside (docs/PRODUCT.md, "Accessibility").
    <DropdownMenu.Root defaultOpen modal={false}>
      <DropdownMenu.Trigger className="avatar-button" aria-label={label}>
        <Avatar email={email} firstName={firstName} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          {email && <DropdownMenu.Label className="menu-label">{email}</DropdownMenu.Label>}
          <DropdownMenu.Item asChild className="menu-item">
            <Link to="/profile">{t('account.profile')}</Link>
          </DropdownMenu.Item>
          {isAdmin && (
            <DropdownMenu.Group aria-label={t('admin.group')}>
              <DropdownMenu.Separator className="menu-separator" />
              {ADMIN_MENU.map((item) => (
                <DropdownMenu.Item key={item.to} asChild className="menu-item">
                  <Link to={item.to}>{t(item.label)}</Link>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          )}
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.Item
            className="menu-item"
            onSelect={() =>
              void requestSignOut(async () => {
                await navigate({ to: '/' });
              })
            }
          >
            {t('account.logoff')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
