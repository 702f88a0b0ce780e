import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { authAtom } from '../../auth/auth.ts';
import { HomePage } from '../../features/home/HomePage.tsx';
import { useReplacesPrerenderedCopy } from '../prerendered.ts';

export const Route = createFileRoute('/')({
  component: HomeRoute,
});

function HomeRoute() {
  // The prerendered copy shows a signed-out visitor's buttons: it stays until the sign-in state is known.
  useReplacesPrerenderedCopy(useAtomValue(authAtom).state !== 'login-in');
  return <HomePage />;
}
