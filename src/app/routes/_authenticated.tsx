import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { RxDatabaseProvider } from 'rxdb/plugins/react';
import { SessionProvider } from '../../session/SessionProvider.tsx';
import { isAdminAtom } from '../../session/admin-watcher.ts';
import { authAtom } from '../../auth/auth.ts';
import { sessionAtom } from '../../session/session.ts';
import { loginRedirectFor } from '../guard.ts';
import { SessionFailedPage } from '../pages/SessionFailedPage.tsx';

// Every login-required route lives under this pathless layout (docs/PRODUCT.md, "2. Screens and routes",
// Login required).
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const auth = await context.auth.resolved();
    const to = loginRedirectFor(auth, location.href);
    if (to) throw redirect(to);
  },
  // While the login state resolves, nothing is shown (docs/PRODUCT.md, "2. Screens and routes", Login
  // required).
  pendingComponent: () => null,
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  const auth = useAtomValue(authAtom);
  const session = useAtomValue(sessionAtom);
  const isAdmin = useAtomValue(isAdminAtom) === true;
  const uid = session.status === 'open' ? session.uid : null;
  const sync = session.status === 'open' ? session.sync : null;
  // One object per change, so the pages re-render only when the golfer, role or sync handle changes.
  const signedIn = useMemo(() => (uid ? { uid, isAdmin, sync } : null), [uid, isAdmin, sync]);
  if (auth.state !== 'logged') return null;
  if (session.status === 'failed') return <SessionFailedPage message={session.message} />;
  // The pages read the golfer's database; it opens in a few milliseconds after sign-in.
  if (session.status !== 'open' || !signedIn) return null;
  return (
    <RxDatabaseProvider database={session.db}>
      <SessionProvider session={signedIn}>
        <Outlet />
      </SessionProvider>
    </RxDatabaseProvider>
  );
}
