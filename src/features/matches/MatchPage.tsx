// /matches/{id}: the match, its live board and side games from the cards this phone holds, and what each golfer can
// do: score the group (its marker) or their own card (another player), check and confirm their card,
// edit or delete it (its creator; a tournament's round, its organizer), leave it (a player). Whoever
// plays in no group only follows it.
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useDomainWords } from '../../data/domain-words.ts';
import { formatDayTime, useLocale } from '../../i18n/formats.ts';
import { markerOf } from '../../data/card-rights.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useTournament, useUserData } from '../../data/hooks/documents.ts';
import { useScoreCardsOfMatch } from '../../data/hooks/lists.ts';
import type { MatchDoc, ScoreCardDoc } from '../../data/types.ts';
import { deleteMatch, leaveMatch, updateMatch } from '../../data/writes/matches.ts';
import { currentInPlay } from '../../data/writes/users.ts';
import { cardsInOrder, isGuestCard } from '../../golfers/match-cards.ts';
import { usePlayerNames } from '../../golfers/use-player-names.ts';
import { useProfiles } from '../../golfers/use-profiles.ts';
import { useSessionUid } from '../../session/use-session.ts';
import { ConfirmButton } from '../../ui/ConfirmButton.tsx';
import { errorText } from '../../ui/error-text.ts';
import { matchBoardView } from './board.ts';
import { MatchBoard } from './MatchBoard.tsx';
import { matchGamesView } from './games.ts';
import { MatchGames } from './MatchGames.tsx';
import { MatchForm } from './MatchForm.tsx';
import { editFormValues, toSettings, type MatchFormValues } from './match-form.ts';
import { useCourseDocs } from './use-match-data.ts';
import { useSyncStatus } from './use-sync-status.ts';
import { useT } from '../../i18n/catalog.ts';
import { matchesText } from './i18n/index.ts';
import './matches.css';

/** The card the signed-in golfer scores the group from: their own, else the first they may write. */
export function markerCard(cards: readonly ScoreCardDoc[], uid: string, match: MatchDoc): ScoreCardDoc | undefined {
  return cards.find((c) => c.userId === uid && !(c.userId === match.creatorId && c.event)) ?? cards.find((c) => c.userId === uid);
}

function Freshness() {
  const t = useT(matchesText);
  const locale = useLocale();
  const status = useSyncStatus();
  if (status?.online && status.pending === 0) return <p className="muted match-freshness">{t('page.live')}</p>;
  const since = status?.lastSyncedAt ? t('page.lastSynced', { date: formatDayTime(status.lastSyncedAt, locale) }) : t('page.notSynced');
  return (
    <p className="notice match-freshness" role="status">
      {status?.online ? t('page.sending', { count: status.pending }) : t('page.offline', { since })}
    </p>
  );
}

export function MatchPage({ match }: { match: MatchDoc }) {
  const t = useT(matchesText);
  const words = useDomainWords();
  const locale = useLocale();
  const uid = useSessionUid();
  const db = useGolfDatabase();
  const navigate = useNavigate();
  const { results } = useScoreCardsOfMatch(match.id);
  const { courses } = useCourseDocs();
  const { profiles } = useProfiles();
  const nameOf = usePlayerNames(match);
  const { userData } = useUserData(uid);
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const cards = useMemo(() => cardsInOrder(match, results), [match, results]);
  const course = courses.find((c) => c.id === match.courseId);
  const tee = course?.tees?.find((t) => t.id === cards[0]?.teeId);
  const board = useMemo(() => matchBoardView(match, cards, nameOf, tee, t), [match, cards, nameOf, tee, t]);
  const games = useMemo(() => matchGamesView(match, cards, nameOf, tee), [match, cards, nameOf, tee]);
  const isCreator = match.creatorId === uid;
  // A tournament's round is changed and removed only by the tournament's organizer, as the database
  // rules say (docs/ARCHITECTURE.md, "Security rules").
  const { tournament } = useTournament(match.tournamentId || undefined);
  const canManage = match.tournamentId ? tournament?.organizer.id === uid : isCreator;
  const mine = markerCard(cards, uid, match);
  const marker = markerOf(match);
  const isMarker = marker === uid;
  const markersCard = marker === undefined ? undefined : cards.find((c) => c.userId === marker && !isGuestCard(match, c));
  const ownCard = cards.find((c) => c.userId === uid && !isGuestCard(match, c));
  const inPlay = currentInPlay(userData);
  const playing = inPlay && cards.some((c) => c.id === inPlay.scoreCardId) ? inPlay : null;
  const courseName = course?.name ?? cards[0]?.courseName ?? t('page.courseMissing');

  const save = async (values: MatchFormValues) => {
    const built = toSettings(values, courses);
    if ('errors' in built) return built.errors;
    try {
      await updateMatch(db, match.id, built.settings);
      setEditing(false);
      setFailure(null);
    } catch (err) {
      setFailure(t('page.notSaved', { error: errorText(err) }));
    }
    return null;
  };

  return (
    <section className="page match-page" aria-labelledby="match-title">
      <header className="match-page__header">
        <h1 id="match-title">{courseName}</h1>
        <p>
          {t('page.when', { date: formatDayTime(match.date, locale), tee: cards[0]?.teeName ? t('page.tee', { tee: cards[0].teeName }) : '', count: match.holeCount })}
        </p>
        <p>
          {words.playMode(match.playMode)} · {words.scoringMode(match.scoringMode)}
          {match.isCompetition ? t('page.competition') : ''}
        </p>
        {match.notes && <p className="match-page__notes">{match.notes}</p>}
        <p className="match-page__marker">{isMarker ? t('page.markerYou') : markersCard ? t('page.markerName', { name: nameOf(markersCard) }) : t('page.markerNobody')}</p>
      </header>
      <Freshness />
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      {mine && !editing && (
        <Link to="/score-cards/$id/play" params={{ id: playing?.scoreCardId ?? mine.id }} className="button button-primary button-large match-page__play">
          {isMarker ? t('page.scoreGroup') : t('page.scoreMine')}
          {playing ? t('page.atHole', { number: playing.currentHole + 1 }) : ''}
        </Link>
      )}
      {ownCard && !editing && (
        <p className="match-page__signature">
          {ownCard.confirmedAt !== undefined ? (
            <>
              {t('page.confirmed')} <Link to="/score-cards/$id" params={{ id: ownCard.id }}>{t('page.openIt')}</Link>
            </>
          ) : (
            <Link to="/score-cards/$id" params={{ id: ownCard.id }}>
              {t('page.checkConfirm')}
            </Link>
          )}
        </p>
      )}
      {editing ? (
        <MatchForm
          initial={editFormValues(match, cards, nameOf)}
          courses={courses}
          profiles={profiles}
          savedBy={uid}
          editing
          submitLabel={t('page.save')}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : cards.length === 0 ? (
        <p className="muted">{t('page.noCards')}</p>
      ) : (
        <>
          <MatchBoard board={board} scoringMode={match.scoringMode} />
          <MatchGames view={games} games={match.games} heading={{ course: courseName, date: formatDayTime(match.date, locale) }} />
        </>
      )}
      {!editing && (
        <div className="match-page__manage">
          {canManage && (
            <button type="button" className="button" onClick={() => setEditing(true)}>
              {t('page.edit')}
            </button>
          )}
          {canManage && (
            <ConfirmButton
              label={t('page.delete')}
              title={t('page.deleteTitle')}
              description={t('page.deleteText')}
              confirmLabel={t('page.delete')}
              onConfirm={async () => {
                await deleteMatch(db, match.id);
                await navigate({ to: '/matches' });
              }}
            />
          )}
          {!isCreator && cards.some((c) => c.userId === uid) && (
            <ConfirmButton
              label={t('page.leave')}
              title={t('page.leaveTitle')}
              description={t('page.leaveText')}
              confirmLabel={t('page.leave')}
              onConfirm={async () => {
                await leaveMatch(db, match.id, uid);
                await navigate({ to: '/matches' });
              }}
            />
          )}
        </div>
      )}
    </section>
  );
}
