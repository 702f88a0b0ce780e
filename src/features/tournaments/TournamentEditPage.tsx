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
import { useT } from '../../i18n/catalog.ts';
import { tournamentsText } from './i18n/index.ts';
import { RoundForm } from './RoundForm.tsx';
import { TournamentForm } from './TournamentForm.tsx';
import { groupPlayers, roundsOf } from './leaderboard.ts';
import { valuesOf } from './tournament-form.ts';
import { useTournamentNames } from './use-tournament-names.ts';
import './tournaments.css';

export function TournamentEditPage({ tournament }: { tournament: TournamentDoc }) {
  const t = useT(tournamentsText);
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
        <h1 id="refused-title">{t('edit.refusedTitle')}</h1>
        <p role="alert" className="alert alert-error">
          {t('edit.refused', { tournament: tournament.name, organizer: nameOf(tournament.organizer.id) })}
        </p>
        <Link to="/tournaments/$id" params={{ id: tournament.id }} className="button">
          {t('edit.backToTournament')}
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
        <h1 id="edit-title">{t('edit.title', { name: tournament.name })}</h1>
        <Link to="/tournaments/$id" params={{ id: tournament.id }} className="button">
          {t('edit.backToBoard')}
        </Link>
      </div>

      <section className="edit-section" aria-labelledby="settings-title">
        <h2 id="settings-title">{t('edit.settings')}</h2>
        <TournamentForm
          savedBy={uid}
          key={tournament.id}
          initial={valuesOf(tournament)}
          profiles={profiles.filter((p) => p.id !== uid)}
          nameOf={nameOf}
          submitLabel={t('edit.save')}
          savedText={t('edit.saved')}
          onSave={async (settings) => {
            await updateTournament(db, tournament.id, settings);
          }}
        />
      </section>

      <section className="edit-section" aria-labelledby="rounds-title">
        <h2 id="rounds-title">{t('edit.rounds')}</h2>
        {rounds.length === 0 ? (
          <p className="muted">{t('edit.noRounds')}</p>
        ) : (
          <ul className="round-list">
            {rounds.map((r) => (
              <li key={r.day}>
                <h3>{t('edit.round', { number: r.index + 1 })}</h3>
                <ul className="round-groups">
                  {r.matches.map((m, i) => (
                    <li key={m.id}>
                      <Link to="/matches/$id" params={{ id: m.id }}>
                        {t('edit.group', { number: i + 1, players: groupPlayers(m, tournament).map(nameOf).join(', ') })}
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
            {t('edit.noCourses')} <Link to="/courses">{t('edit.addCourse')}</Link>
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
        <h2 id="delete-title">{t('edit.delete')}</h2>
        <p className="muted">{t('edit.deleteNote')}</p>
        <ConfirmButton
          label={t('edit.deleteButton')}
          title={t('edit.deleteTitle', { name: tournament.name })}
          description={t('edit.deleteDescription')}
          confirmLabel={t('edit.deleteButton')}
          onConfirm={async () => {
            await deleteTournament(db, tournament.id);
            await navigate({ to: '/tournaments' });
          }}
        />
      </section>
    </section>
  );
}
