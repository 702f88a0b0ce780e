// /tournaments: the tournaments I organize or play in (the device holds only those: the rules let
// nobody else read them), upcoming and past, and a form to create one with me as the organizer.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isoDateOf, todayIso } from '../../domain/index.ts';
import { useDomainWords, type DomainWords } from '../../data/domain-words.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useTournamentsOfUser } from '../../data/hooks/lists.ts';
import type { TournamentDoc } from '../../data/types.ts';
import { createTournament } from '../../data/writes/tournaments.ts';
import { useProfiles } from '../../golfers/use-profiles.ts';
import { useSessionUid } from '../../session/use-session.ts';
import { dateLabel } from '../../ui/date-label.ts';
import { useT, type Translate } from '../../i18n/catalog.ts';
import { useLocale } from '../../i18n/formats.ts';
import { tournamentsText, type TournamentsKey } from './i18n/index.ts';
import { TournamentForm } from './TournamentForm.tsx';
import { datesLabel, newTournamentValues } from './tournament-form.ts';
import { useTournamentNames } from './use-tournament-names.ts';
import './tournaments.css';

/** Past once its last day is over; a tournament without dates counts from its creation day. */
export function isPast(t: TournamentDoc, today: string = todayIso()): boolean {
  return isoDateOf(t.endDate ?? t.startDate ?? t.creationDate) < today;
}

function formatLabel(t: TournamentDoc, text: Translate<TournamentsKey>, words: DomainWords): string {
  if (!t.playMode) return text('list.formatNotSet');
  const parts = [words.playMode(t.playMode), words.scoringMode(t.scoringMode ?? 'Stableford'), text('list.holes', { holes: t.holeCount ?? 18 })];
  return parts.join(' · ');
}

/** `id` names the heading, the same in every language. */
function TournamentList({ id, title, tournaments, uid }: { id: string; title: string; tournaments: readonly TournamentDoc[]; uid: string }) {
  const t = useT(tournamentsText);
  const words = useDomainWords();
  const locale = useLocale();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {tournaments.length === 0 ? (
        <p className="muted">{t('list.none')}</p>
      ) : (
        <ul className="tournament-list">
          {tournaments.map((tour) => (
            <li key={tour.id}>
              <Link to="/tournaments/$id" params={{ id: tour.id }}>
                <strong>{tour.name}</strong>
                <span>{datesLabel(tour, (ms) => dateLabel(ms, locale))}</span>
                <span className="muted">
                  {formatLabel(tour, t, words)} · {t('list.players', { count: (tour.players ?? []).length })}
                  {tour.organizer.id === uid ? t('list.youOrganize') : ''}
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
  const t = useT(tournamentsText);
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
      <h1 id="tournaments-title">{t('list.title')}</h1>
      <p className="muted">{t('list.intro')}</p>
      {error && (
        <p role="alert" className="alert alert-error">
          {t('list.readError', { error })}
        </p>
      )}
      {creating ? (
        <section className="tournament-create" aria-labelledby="create-title">
          <h2 id="create-title">{t('list.new')}</h2>
          <p className="muted">{t('list.organizerIntro')}</p>
          <TournamentForm
            savedBy={uid}
            initial={newTournamentValues()}
            profiles={profiles.filter((p) => p.id !== uid)}
            nameOf={nameOf}
            submitLabel={t('list.create')}
            onSave={async (settings) => {
              const me = byId.get(uid);
              const t = await createTournament(db, { ...settings, organizer: { id: uid, name: me ? nameOf(uid) : undefined } });
              await navigate({ to: '/tournaments/$id', params: { id: t.id } });
            }}
          />
          <button type="button" className="button" onClick={() => setCreating(false)}>
            {t('list.cancel')}
          </button>
        </section>
      ) : (
        <p>
          <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
            {t('list.new')}
          </button>
        </p>
      )}
      {!loading && (
        <>
          <TournamentList id="tournaments-upcoming-and-in-play" title={t('list.upcoming')} tournaments={upcoming} uid={uid} />
          <TournamentList id="tournaments-past" title={t('list.past')} tournaments={past} uid={uid} />
        </>
      )}
    </section>
  );
}
