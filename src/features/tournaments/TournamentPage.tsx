// /tournaments/$id: the leaderboard across rounds (live as cards sync), the rounds with their groups,
// and the players.
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { longDateLabel, teeTimeClock } from '../../domain/index.ts';
import { useDomainWords } from '../../data/domain-words.ts';
import { useMatchesOfTournament, useScoreCardsOfTournament } from '../../data/hooks/lists.ts';
import type { TournamentDoc } from '../../data/types.ts';
import { useProfiles } from '../../golfers/use-profiles.ts';
import { useSessionUid } from '../../session/use-session.ts';
import { syncLastSyncedAtAtom, syncOnlineAtom } from '../../session/sync-status.ts';
import { dateLabel, dateTimeLabel } from '../../ui/date-label.ts';
import { useT } from '../../i18n/catalog.ts';
import { useDateFnsLocale, useLocale } from '../../i18n/formats.ts';
import { tournamentsText } from './i18n/index.ts';
import { Leaderboard } from './Leaderboard.tsx';
import { groupPlayers, tournamentBoard, type TournamentRound } from './leaderboard.ts';
import { roundSignatures } from './signatures.ts';
import { datesLabel } from './tournament-form.ts';
import { useTournamentNames } from './use-tournament-names.ts';
import './tournaments.css';

function Rounds({ rounds, nameOf, tournament }: { rounds: TournamentRound[]; nameOf: (uid: string) => string; tournament: TournamentDoc }) {
  const t = useT(tournamentsText);
  const dateFnsLocale = useDateFnsLocale();
  if (rounds.length === 0) return <p className="muted">{t('page.noRounds')}</p>;
  return (
    <ol className="round-list">
      {rounds.map((r) => (
        <li key={r.day}>
          <h3>
            {t('page.roundTitle', { number: r.index + 1, date: longDateLabel(r.day, dateFnsLocale) })}
          </h3>
          <ul className="round-groups">
            {r.matches.map((m, i) => (
              <li key={m.id}>
                <Link to="/matches/$id" params={{ id: m.id }}>
                  {t('page.group', { time: teeTimeClock(m.date, dateFnsLocale), number: i + 1, players: groupPlayers(m, tournament).map(nameOf).join(', ') || t('page.noPlayersInGroup') })}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

export function TournamentPage({ tournament }: { tournament: TournamentDoc }) {
  const t = useT(tournamentsText);
  const words = useDomainWords();
  const locale = useLocale();
  const uid = useSessionUid();
  const { byId } = useProfiles();
  const nameOf = useTournamentNames(byId, tournament);
  const matchesQ = useMatchesOfTournament(tournament.id);
  const cardsQ = useScoreCardsOfTournament(tournament.id);
  const online = useAtomValue(syncOnlineAtom);
  const lastSynced = useAtomValue(syncLastSyncedAtAtom);
  const matches = matchesQ.results;
  const cards = cardsQ.results;
  const board = useMemo(() => tournamentBoard(tournament, matches, cards), [tournament, matches, cards]);
  const signatureOf = useMemo(() => roundSignatures(board.rounds, cards), [board.rounds, cards]);
  const isOrganizer = tournament.organizer.id === uid;
  const error = matchesQ.error ?? cardsQ.error;

  return (
    <section className="page tournament-page" aria-labelledby="tournament-title">
      <div className="tournament-header">
        <h1 id="tournament-title">{tournament.name}</h1>
        {isOrganizer && (
          <Link to="/tournaments/$id/edit" params={{ id: tournament.id }} className="button">
            {t('page.edit')}
          </Link>
        )}
      </div>
      <p>
        {datesLabel(tournament, (ms) => dateLabel(ms, locale))}
        {tournament.playMode && (
          <>
            {' · '}
            {t('page.format', { mode: words.playMode(tournament.playMode), scoring: words.scoringMode(tournament.scoringMode ?? 'Stableford'), holes: tournament.holeCount ?? 18 })}
            {tournament.handicapAllowance !== undefined && t('page.allowance', { percent: tournament.handicapAllowance })}
          </>
        )}
      </p>
      <p className="muted">{isOrganizer ? t('page.organizedByYou') : t('page.organizedBy', { name: nameOf(tournament.organizer.id) })}</p>
      {error && (
        <p role="alert" className="alert alert-error">
          {t('page.readError', { error })}
        </p>
      )}

      <h2 id="leaderboard-title">{t('page.leaderboard')}</h2>
      <div className="board-status" role="status">
        {!online && <strong>{lastSynced ? t('page.offlineSynced', { when: dateTimeLabel(lastSynced, locale) }) : t('page.offline')}</strong>}
        <span className="muted">{board.lastUpdate === null ? t('page.noScores') : t('page.lastUpdate', { when: dateTimeLabel(board.lastUpdate, locale) })}</span>
      </div>
      {board.rows.length === 0 ? <p className="muted">{t('page.noPlayers')}</p> : <Leaderboard board={board} nameOf={nameOf} me={uid} signatureOf={signatureOf} />}

      <h2>{t('page.rounds')}</h2>
      <Rounds rounds={board.rounds} nameOf={nameOf} tournament={tournament} />

      <h2>{t('page.players')}</h2>
      {(tournament.players ?? []).length === 0 ? (
        <p className="muted">{t('page.noPlayers')}</p>
      ) : (
        <ul className="tournament-players">
          {(tournament.players ?? []).map((p) => (
            <li key={p.userId}>{p.userId === uid ? t('page.you', { name: nameOf(p.userId) }) : nameOf(p.userId)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
