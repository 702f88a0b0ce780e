// /tournaments/$id/edit: the organizer changes the name, dates, format and players, adds rounds, or
// deletes the tournament. Anyone else is told plainly that only the organizer can.
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useCourses, useMatchesOfTournament } from '../../data/hooks/lists.ts';
import type { TournamentDoc } from '../../data/types.ts';
import { addTournamentRound, deleteTournament, updateTournament } from '../../data/writes/tournaments.ts';
import { useProfiles } from '../../golfers/use-profiles.ts';
import { useSessionUid } from '../../session/use-session.ts';
import { ConfirmButton } from '../../ui/ConfirmButton.tsx';
import { RoundForm } from './RoundForm.tsx';
import { TournamentForm } from './TournamentForm.tsx';
import { groupPlayers, roundsOf } from './leaderboard.ts';
import { valuesOf } from './tournament-form.ts';
import { useTournamentNames } from './use-tournament-names.ts';
import './tournaments.css';

export function TournamentEditPage({ tournament }: { tournament: TournamentDoc }) {
  const uid = useSessionUid();
  const db = useGolfDatabase();
  const navigate = useNavigate();
  const { profiles, byId } = useProfiles();
  const nameOf = useTournamentNames(byId, tournament);
  const coursesQ = useCourses();
  const matchesQ = useMatchesOfTournament(tournament.id);
  const courses = coursesQ.results;
  const rounds = useMemo(() => roundsOf(matchesQ.results), [matchesQ.results]);

  if (tournament.organizer.id !== uid) {
    return (
      <section className="page" aria-labelledby="refused-title">
        <h1 id="refused-title">Only the organizer can edit this tournament</h1>
        <p role="alert" className="alert alert-error">
          {tournament.name} is organized by {nameOf(tournament.organizer.id)}. Ask them to change its dates, players or rounds.
        </p>
        <Link to="/tournaments/$id" params={{ id: tournament.id }} className="button">
          Back to the tournament
        </Link>
      </section>
    );
  }

  const playerIds = (tournament.players ?? []).map((p) => p.userId);
  const lastRound = rounds[rounds.length - 1];
  const nextDate = lastRound ? lastRound.date + 86_400_000 : (tournament.startDate ?? tournament.creationDate) + 9 * 3_600_000;

  return (
    <section className="page tournament-edit-page" aria-labelledby="edit-title">
      <div className="tournament-header">
        <h1 id="edit-title">Edit {tournament.name}</h1>
        <Link to="/tournaments/$id" params={{ id: tournament.id }} className="button">
          Back to the leaderboard
        </Link>
      </div>

      <section className="edit-section" aria-labelledby="settings-title">
        <h2 id="settings-title">Name, dates, format and players</h2>
        <TournamentForm
          savedBy={uid}
          key={tournament.id}
          initial={valuesOf(tournament)}
          profiles={profiles.filter((p) => p.id !== uid)}
          nameOf={nameOf}
          submitLabel="Save changes"
          savedText="Saved."
          onSave={async (settings) => {
            await updateTournament(db, tournament.id, settings);
          }}
        />
      </section>

      <section className="edit-section" aria-labelledby="rounds-title">
        <h2 id="rounds-title">Rounds</h2>
        {rounds.length === 0 ? (
          <p className="muted">No rounds yet.</p>
        ) : (
          <ul className="round-list">
            {rounds.map((r) => (
              <li key={r.day}>
                <h3>Round {r.index + 1}</h3>
                <ul className="round-groups">
                  {r.matches.map((m, i) => (
                    <li key={m.id}>
                      <Link to="/matches/$id" params={{ id: m.id }}>
                        Group {i + 1}: {groupPlayers(m, tournament).map(nameOf).join(', ')}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        {courses.length === 0 && !coursesQ.loading && (
          <p>
            There are no courses on this phone yet: find the course below, or <Link to="/courses">add it</Link>.
          </p>
        )}
        {!coursesQ.loading && (
          <RoundForm
            savedBy={uid}
            courses={courses}
            playerIds={playerIds}
            profiles={byId}
            nameOf={nameOf}
            playMode={tournament.playMode ?? 'Individual'}
            defaultDate={nextDate}
            onAdd={async (round) => {
              await addTournamentRound(db, tournament.id, { ...round, creatorId: uid });
            }}
          />
        )}
      </section>

      <section className="edit-section" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete</h2>
        <p className="muted">The players lose the leaderboard; the rounds stay as matches, and every card stays with its golfer.</p>
        <ConfirmButton
          label="Delete tournament"
          title={`Delete ${tournament.name}?`}
          description="The tournament disappears for you and its players. This cannot be undone."
          confirmLabel="Delete tournament"
          onConfirm={async () => {
            await deleteTournament(db, tournament.id);
            await navigate({ to: '/tournaments' });
          }}
        />
      </section>
    </section>
  );
}
