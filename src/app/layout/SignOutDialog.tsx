import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { signOutAtom } from './sign-out-flow.ts';

// The dialog (and its radix-ui primitives) loads only when there is something to ask.
const SignOutAlert = lazy(() => import('./SignOutAlert.tsx').then((m) => ({ default: m.SignOutAlert })));

/** Asks before signing out while changes are not on the server yet. */
export function SignOutDialog() {
  const state = useAtomValue(signOutAtom);
  if (state.phase === 'checking') {
    // Up to a few seconds while the last changes go out: say so rather than look stuck.
    return (
      <p className="floating-status" role="status">
        Sending your last changes, then signing out...
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
