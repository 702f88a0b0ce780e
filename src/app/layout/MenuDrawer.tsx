import { Link } from '@tanstack/react-router';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { MAIN_MENU } from './menu.ts';
import { useT } from '../../i18n/catalog.ts';
import { menusText } from './menus/i18n/index.ts';

/** The mobile menu's drawer (MobileMenu.tsx owns the button that opens it). */
export function MenuDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT(menusText);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="drawer"
          aria-describedby={undefined}
          // The button lives outside the dialog (no Dialog.Trigger), so focus is returned to it here.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="drawer-header">
            <Dialog.Title className="drawer-title">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('nav.closeMenu')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.main')}>
            <ul className="drawer-links">
              {MAIN_MENU.map((item) => (
                <li key={item.to}>
                  <Dialog.Close asChild>
                    <Link to={item.to} activeProps={{ className: 'active', 'aria-current': 'page' }}>
                      {t(item.label)}
                    </Link>
                  </Dialog.Close>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
