// /tournaments: the tournaments I organize or play in (the device holds only those: the rules let
// nobody else read them), upcoming and past, and a form to create one with me as the organizer.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isoDateOf, labelOf, PLAY_MODE_OPTIONS, SCORING_MODE_OPTIONS, todayIso } from '../../domain/index.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useTournamentsOfUser } from '../../data/hooks/lists.ts';
import type { TournamentDoc } from '../../data/types.ts';
import { createTournament } from '../../data/writes/tournaments.ts';
import { useProfiles } from '../../golfers/use-profiles.ts';
import { useSessionUid } from '../../session/use-session.ts';
import { dateLabel } from '../../ui/date-label.ts';
import { TournamentForm } from './TournamentForm.tsx';
import { datesLabel, newTournamentValues } from './tournament-form.ts';
import { useTournamentNames } from './use-tournament-names.ts';
import './tournaments.css';

/** Past once its last day is over; a tournament without dates counts from its creation day. */
export function isPast(t: TournamentDoc, today: string = todayIso()): boolean {
  return isoDateOf(t.endDate ?? t.startDate ?? t.creationDate) < today;
}

function formatLabel(t: TournamentDoc): string {
  if (!t.playMode) return 'Format not set';
  const parts = [labelOf(PLAY_MODE_OPTIONS, t.playMode), labelOf(SCORING_MODE_OPTIONS, t.scoringMode ?? 'Stableford'), `${t.holeCount ?? 18} holes`];
  return parts.join(' · ');
}

function TournamentList({ title, tournaments, uid }: { title: string; tournaments: readonly TournamentDoc[]; uid: string }) {
  const id = `tournaments-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {tournaments.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <ul className="tournament-list">
          {tournaments.map((t) => (
            <li key={t.id}>
              <Link to="/tournaments/$id" params={{ id: t.id }}>
                <strong>{t.name}</strong>
                <span>{datesLabel(t, dateLabel)}</span>
                <span className="muted">
                  {formatLabel(t)} · {(t.players ?? []).length} {(t.players ?? []).length === 1 ? 'player' : 'players'}
                  {t.organizer.id === uid ? ' · You organize' : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function TournamentsPage() {
  const uid = useSessionUid();
  const db = useGolfDatabase();
  const navigate = useNavigate();
  const { results: tournaments, loading, error } = useTournamentsOfUser(uid);
  const { profiles, byId } = useProfiles();
  const nameOf = useTournamentNames(byId);
  const [creating, setCreating] = useState(false);
  const today = todayIso();
  const upcoming = tournaments.filter((t) => !isPast(t, today)).sort((a, b) => (a.startDate ?? a.creationDate) - (b.startDate ?? b.creationDate));
  const past = tournaments.filter((t) => isPast(t, today)).sort((a, b) => (b.endDate ?? b.creationDate) - (a.endDate ?? a.creationDate));

  return (
    <section className="page tournaments-page" aria-labelledby="tournaments-title">
      <h1 id="tournaments-title">Tournaments</h1>
      <p className="muted">The tournaments you organize or play in. Only their organizer and players can see them.</p>
      {error && (
        <p role="alert" className="alert alert-error">
          The tournaments could not be read: {error}
        </p>
      )}
      {creating ? (
        <section className="tournament-create" aria-labelledby="create-title">
          <h2 id="create-title">New tournament</h2>
          <p className="muted">You are the organizer: you add its rounds and players, and only you can change it.</p>
          <TournamentForm
            savedBy={uid}
            initial={newTournamentValues()}
            profiles={profiles.filter((p) => p.id !== uid)}
            nameOf={nameOf}
            submitLabel="Create tournament"
            onSave={async (settings) => {
              const me = byId.get(uid);
              const t = await createTournament(db, { ...settings, organizer: { id: uid, name: me ? nameOf(uid) : undefined } });
              await navigate({ to: '/tournaments/$id', params: { id: t.id } });
            }}
          />
          <button type="button" className="button" onClick={() => setCreating(false)}>
            Cancel
          </button>
        </section>
      ) : (
        <p>
          <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
            New tournament
          </button>
        </p>
      )}
      {!loading && (
        <>
          <TournamentList title="Upcoming and in play" tournaments={upcoming} uid={uid} />
          <TournamentList title="Past" tournaments={past} uid={uid} />
        </>
      )}
    </section>
  );
}
