import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '../../i18n/catalog.ts';
import { menusText } from './menus/i18n/index.ts';

// The drawer and its radix-ui dialog load at the first press of the button, not with every page.
const MenuDrawer = lazy(() => import('./MenuDrawer.tsx').then((m) => ({ default: m.MenuDrawer })));

/** Below the "sm" breakpoint (640 px) the menu items fold into this button (CSS hides it above). */
export function MobileMenu() {
  const t = useT(menusText);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button menu-button"
        aria-label={t('nav.menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {used && (
        <Suspense fallback={null}>
          <MenuDrawer open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
