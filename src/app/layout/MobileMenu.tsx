import { Link } from '@tanstack/react-router';
import { Dialog } from 'radix-ui';
import { MAIN_MENU } from './menu.ts';

/** Below the "sm" breakpoint (640 px) the menu items fold into this button (CSS hides it above). */
export function MobileMenu() {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="icon-button menu-button" aria-label="Menu">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="drawer" aria-describedby={undefined}>
          <div className="drawer-header">
            <Dialog.Title className="drawer-title">Menu</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close menu">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label="Main">
            <ul className="drawer-links">
              {MAIN_MENU.map((item) => (
                <li key={item.to}>
                  <Dialog.Close asChild>
                    <Link to={item.to} activeProps={{ className: 'active', 'aria-current': 'page' }}>
                      {item.label}
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
