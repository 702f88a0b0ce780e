import { createFileRoute } from '@tanstack/react-router';
import { NewRoundPage } from '@/features/play/NewRoundPage.tsx';
import { TodaysMatches } from '@/features/play/TodaysMatches.tsx';

export const Route = createFileRoute('/_authenticated/play')({
  component: PlayRoute,
});

// Today's matches to start or resume, then a round of one's own.
function PlayRoute() {
  return (
    <>
      <TodaysMatches />
      <NewRoundPage />
    </>
  );
}
