import { createFileRoute } from '@tanstack/react-router';
import { memo, useCallback, useEffect, useState } from 'react';
import { DashboardPage } from '@/features/dashboard/DashboardPage.tsx';
import { useSessionUid } from '@/session/use-session.ts';
import { useReplaysCopyTap } from '../../copy-taps.ts';
import { useKeepsPageCopy } from '../../page-copy.ts';
import { removePrerenderedCopy, useReplacesPrerenderedCopy } from '../../prerendered.ts';

export const Route = createFileRoute('/_authenticated/dashboard')({
  component: Dashboard,
});

/** Memoised: the page does not render again when the copy goes. */
const Page = memo(DashboardPage);

/** The longest the copy stands in for a page whose figures do not come (a read that never answers):
 * the golfer then has the live page as it is, which takes taps, rather than a copy that does not. */
const COPY_AT_MOST_MS = 10_000;

/** The dashboard, standing in for the copy of it the phone kept (src/app/page-copy.ts) once it shows
 * the golfer's figures, and keeping that copy up to date. */
function Dashboard() {
  const uid = useSessionUid();
  const [shown, setShown] = useState(false);
  const onFiguresShown = useCallback(() => setShown(true), []);
  // Before the copy goes: a tap on one of its buttons is replayed on this page (src/app/copy-taps.ts).
  useReplaysCopyTap();
  useReplacesPrerenderedCopy(shown);
  useEffect(() => {
    const timer = setTimeout(removePrerenderedCopy, COPY_AT_MOST_MS);
    return () => clearTimeout(timer);
  }, []);
  useKeepsPageCopy(uid, '/dashboard', shown);
  return <Page onFiguresShown={onFiguresShown} />;
}
