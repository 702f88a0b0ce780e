// /tournaments/$id: the leaderboard across rounds (live as cards sync), the rounds with their groups,
// and the players.
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { labelOf, longDateLabel, PLAY_MODE_OPTIONS, SCORING_MODE_OPTIONS, teeTimeClock } from '../../domain/index.ts';
import { useMatchesOfTournament, useScoreCardsOfTournament } from '../../data/hooks/lists.ts';
import type { TournamentDoc } from '../../data/types.ts';
import { useProfiles } from '../../golfers/use-profiles.ts';
import { useSessionUid } from '../../session/use-session.ts';
import { syncLastSyncedAtAtom, syncOnlineAtom } from '../../session/sync-status.ts';
import { dateLabel, dateTimeLabel } from '../../ui/date-label.ts';
import { Leaderboard } from './Leaderboard.tsx';
import { groupPlayers, tournamentBoard, type TournamentRound } from './leaderboard.ts';
import { roundSignatures } from './signatures.ts';
import { datesLabel } from './tournament-form.ts';
import { useTournamentNames } from './use-tournament-names.ts';
import './tournaments.css';

function Rounds({ rounds, nameOf, tournament }: { rounds: TournamentRound[]; nameOf: (uid: string) => string; tournament: TournamentDoc }) {
  if (rounds.length === 0) return <p className="muted">No rounds yet. The organizer adds them, with their tee times and groups.</p>;
  return (
    <ol className="round-list">
      {rounds.map((r) => (
        <li key={r.day}>
          <h3>
            Round {r.index + 1} · {longDateLabel(r.day)}
          </h3>
          <ul className="round-groups">
            {r.matches.map((m, i) => (
              <li key={m.id}>
                <Link to="/matches/$id" params={{ id: m.id }}>
                  {teeTimeClock(m.date)} · Group {i + 1}: {groupPlayers(m, tournament).map(nameOf).join(', ') || 'no players'}
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
            Edit tournament
          </Link>
        )}
      </div>
      <p>
        {datesLabel(tournament, dateLabel)}
        {tournament.playMode && (
          <>
            {' · '}
            {labelOf(PLAY_MODE_OPTIONS, tournament.playMode)}, {labelOf(SCORING_MODE_OPTIONS, tournament.scoringMode ?? 'Stableford')}, {tournament.holeCount ?? 18} holes
            {tournament.handicapAllowance !== undefined && `, ${tournament.handicapAllowance}% allowance`}
          </>
        )}
      </p>
      <p className="muted">Organized by {isOrganizer ? 'you' : nameOf(tournament.organizer.id)}</p>
      {error && (
        <p role="alert" className="alert alert-error">
          The rounds could not be read: {error}
        </p>
      )}

      <h2 id="leaderboard-title">Leaderboard</h2>
      <div className="board-status" role="status">
        {!online && <strong>Offline: showing the scores on this phone{lastSynced ? `, last synced ${dateTimeLabel(lastSynced)}` : ''}.</strong>}
        <span className="muted">{board.lastUpdate === null ? 'No scores yet.' : `Last score update ${dateTimeLabel(board.lastUpdate)}`}</span>
      </div>
      {board.rows.length === 0 ? <p className="muted">No players yet.</p> : <Leaderboard board={board} nameOf={nameOf} me={uid} signatureOf={signatureOf} />}

      <h2>Rounds</h2>
      <Rounds rounds={board.rounds} nameOf={nameOf} tournament={tournament} />

      <h2>Players</h2>
      {(tournament.players ?? []).length === 0 ? (
        <p className="muted">No players yet.</p>
      ) : (
        <ul className="tournament-players">
          {(tournament.players ?? []).map((p) => (
            <li key={p.userId}>{nameOf(p.userId)}{p.userId === uid ? ' (you)' : ''}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
