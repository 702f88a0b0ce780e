// /play: start a round. Creates the score card with the tee's holes, the course handicap and the
// extra shots per hole, marks it as the round in play, and opens the play screen.
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useScoreCard, useUserData, useUserProfile } from '../../data/hooks/documents.ts';
import { useCourses } from '../../data/hooks/lists.ts';
import { useHandicapIndex } from '../../data/hooks/use-handicap-index.ts';
import { insertScoreCard } from '../../data/writes/scorecards.ts';
import { currentInPlay, setInPlay } from '../../data/writes/users.ts';
import { NewRoundForm } from './NewRoundForm.tsx';
import { TournamentRoundsToday } from './TournamentRoundsToday.tsx';
import { buildRound, type NewRoundValues } from './new-round.ts';
import { useSessionUid } from '../../session/use-session.ts';
import { errorText } from '../../ui/error-text.ts';
import { useT } from '../../i18n/catalog.ts';
import { playText } from './i18n/index.ts';
import './play.css';

/** A round already in play: starting another one replaces it, so say so and offer to resume it. */
function RoundInPlayNotice({ cardId }: { cardId: string }) {
  const t = useT(playText);
  const { card } = useScoreCard(cardId);
  if (!card) return null;
  return (
    <p className="notice">
      {t('page.inPlay', { course: card.courseName })}{' '}
      <Link to="/score-cards/$id/play" params={{ id: cardId }}>
        {t('page.resume')}
      </Link>
      {t('page.inPlayAfter')}
    </p>
  );
}

export function NewRoundPage() {
  const t = useT(playText);
  const uid = useSessionUid();
  const db = useGolfDatabase();
  const navigate = useNavigate();
  const { results: courses, loading } = useCourses();
  const { profile: stored, loading: profileLoading } = useUserProfile(uid);
  // The golf handicap the golfer chose for new rounds (computed index or manual, see the profile).
  const { inUse, computed } = useHandicapIndex(uid);
  const profile = useMemo(() => (inUse.from === 'default' ? stored : { ...stored, handicapGolf: inUse.value }), [stored, inUse]);
  const { userData } = useUserData(uid);
  const inPlay = currentInPlay(userData);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: NewRoundValues) => {
    const built = buildRound(values, { uid, courses, profile });
    if ('errors' in built) return built.errors;
    try {
      await insertScoreCard(db, built.card);
      await setInPlay(db, uid, built.card.id, 0);
    } catch (err) {
      setFailure(errorText(err));
      return null;
    }
    await navigate({ to: '/score-cards/$id/play', params: { id: built.card.id } });
    return null;
  };

  return (
    <section className="page new-round-page" aria-labelledby="new-round-title">
      <h1 id="new-round-title">{t('page.title')}</h1>
      {inPlay && <RoundInPlayNotice cardId={inPlay.scoreCardId} />}
      <TournamentRoundsToday uid={uid} />
      {failure && (
        <p role="alert" className="alert alert-error">
          {t('page.notStarted', { error: failure })}
        </p>
      )}
      {loading || profileLoading ? null : (
        <>
          {courses.length === 0 && (
            <p>
              {t('page.noCourses')} <Link to="/courses">{t('page.addCourse')}</Link>
            </p>
          )}
          <NewRoundForm courses={courses} handicapRecord={computed} profile={profile} onSubmit={submit} savedBy={uid} />
        </>
      )}
    </section>
  );
}
