import { createFileRoute } from '@tanstack/react-router';
import { memo, useCallback, useState } from 'react';
import { DashboardPage } from '@/features/dashboard/DashboardPage.tsx';
import { useSessionUid } from '@/session/use-session.ts';
import { useKeepsPageCopy } from '../../page-copy.ts';
import { useReplacesPrerenderedCopy } from '../../prerendered.ts';

export const Route = createFileRoute('/_authenticated/dashboard')({
  component: Dashboard,
});

/** Memoised: the page does not render again when the copy goes. */
const Page = memo(DashboardPage);

/** The dashboard, standing in for the copy of it the phone kept (src/app/page-copy.ts) once it shows
 * the golfer's figures, and keeping that copy up to date. */
function Dashboard() {
  const uid = useSessionUid();
  const [shown, setShown] = useState(false);
  const onFiguresShown = useCallback(() => setShown(true), []);
  useReplacesPrerenderedCopy(shown);
  useKeepsPageCopy(uid, '/dashboard', shown);
  return <Page onFiguresShown={onFiguresShown} />;
}
