import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { signOutAtom } from './sign-out-flow.ts';
import { useT } from '../../i18n/catalog.ts';
import { appText } from '../i18n/index.ts';

// The dialog (and its radix-ui primitives) loads only when there is something to ask.
const SignOutAlert = lazy(() => import('./SignOutAlert.tsx').then((m) => ({ default: m.SignOutAlert })));

/** Asks before signing out while changes are not on the server yet. */
export function SignOutDialog() {
  const t = useT(appText);
  const state = useAtomValue(signOutAtom);
  if (state.phase === 'checking') {
    // Up to a few seconds while the last changes go out: say so rather than look stuck.
    return (
      <p className="floating-status" role="status">
        {t('signOut.sending')}
      </p>
    );
  }
  if (state.phase !== 'confirm' && state.phase !== 'failed') return null;
  return (
    <Suspense fallback={null}>
      <SignOutAlert state={state} />
    </Suspense>
  );
}
