// /matches: my matches by date (upcoming from now on, and this year's past ones) and the new match
// form, which `?date=YYYY-MM-DD&time=HH:mm` (the calendar's tee time links) opens prefilled.
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useDomainWords } from '../../data/domain-words.ts';
import { formatDayTime, useLocale } from '../../i18n/formats.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useUserProfile } from '../../data/hooks/documents.ts';
import { useMatchesFromNow, useMatchesInYear } from '../../data/hooks/lists.ts';
import type { MatchDoc } from '../../data/types.ts';
import { createMatch } from '../../data/writes/matches.ts';
import { useSessionUid } from '../../session/use-session.ts';
import { errorText } from '../../ui/error-text.ts';
import { MatchForm } from './MatchForm.tsx';
import { profileName } from '../../golfers/golfer-name.ts';
import { useProfiles } from '../../golfers/use-profiles.ts';
import { newFormValues, toSettings, type MatchFormValues } from './match-form.ts';
import { useCourseDocs } from './use-match-data.ts';
import { useT } from '../../i18n/catalog.ts';
import { matchesText } from './i18n/index.ts';
import './matches.css';

export interface MatchesPageProps {
  /** Prefill of the new match form; either opens it. */
  date?: string;
  time?: string;
}

function isMine(match: MatchDoc, uid: string): boolean {
  return match.creatorId === uid || match.players?.[uid] === 1;
}

function MatchList({ title, matches, courseName, empty }: { title: string; matches: MatchDoc[]; courseName: (id: string) => string; empty: string }) {
  const t = useT(matchesText);
  const words = useDomainWords();
  const locale = useLocale();
  const headingId = `matches-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="match-list">
      <h2 id={headingId}>{title}</h2>
      {matches.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul>
          {matches.map((m) => (
            <li key={m.id}>
              <Link to="/matches/$id" params={{ id: m.id }} className="match-list__item">
                <span className="match-list__when">{formatDayTime(m.date, locale)}</span>
                <span className="match-list__what">
                  {courseName(m.courseId)} · {words.playMode(m.playMode)} · {words.scoringMode(m.scoringMode)}
                </span>
                <span className="muted">
                  {t('list.line', { count: m.holeCount, players: Object.keys(m.players ?? {}).length || m.scoreCards?.length || 0 })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function MatchesPage({ date, time }: MatchesPageProps) {
  const t = useT(matchesText);
  const uid = useSessionUid();
  const db = useGolfDatabase();
  const navigate = useNavigate();
  const [now] = useState(() => Date.now());
  const year = new Date(now).getFullYear();
  const upcoming = useMatchesFromNow(now);
  const thisYear = useMatchesInYear(year);
  const { courses } = useCourseDocs();
  const { profiles } = useProfiles();
  const { profile, loading: profileLoading } = useUserProfile(uid);
  const [formOpen, setFormOpen] = useState(date !== undefined || time !== undefined);
  const [failure, setFailure] = useState<string | null>(null);

  const courseName = useMemo(() => {
    const names = new Map(courses.map((c) => [c.id, c.name]));
    return (id: string) => names.get(id) ?? t('page.courseMissing');
  }, [courses, t]);
  const mineUpcoming = upcoming.results.filter((m) => isMine(m, uid));
  const minePast = thisYear.results
    .filter((m) => m.date < now && isMine(m, uid))
    .reverse();

  const submit = async (values: MatchFormValues) => {
    const built = toSettings(values, courses);
    if ('errors' in built) return built.errors;
    try {
      const match = await createMatch(db, { ...built.settings, creatorId: uid });
      await navigate({ to: '/matches/$id', params: { id: match.id } });
      return null;
    } catch (err) {
      setFailure(errorText(err));
      return null;
    }
  };

  const me = {
    key: uid,
    userId: uid,
    name: profile ? profileName(profile) : t('list.me'),
    handicap: profile?.handicapGolf !== undefined ? String(profile.handicapGolf) : profile?.handicap !== undefined ? String(profile.handicap) : '',
    side: 1,
  };

  return (
    <section className="page matches-page" aria-labelledby="matches-title">
      <h1 id="matches-title">{t('list.title')}</h1>
      {formOpen ? (
        <section aria-labelledby="new-match-title" className="new-match">
          <h2 id="new-match-title">{t('list.newMatch')}</h2>
          {failure && (
            <p role="alert" className="alert alert-error">
              {t('list.notCreated', { error: failure })}
            </p>
          )}
          {!profileLoading && (
            <MatchForm
              initial={newFormValues(now, me, date, time)}
              courses={courses}
              profiles={profiles}
              savedBy={uid}
              submitLabel={t('list.create')}
              onSubmit={submit}
              onCancel={() => {
                setFormOpen(false);
                void navigate({ to: '/matches', search: {} });
              }}
            />
          )}
        </section>
      ) : (
        <button type="button" className="button button-primary button-large" onClick={() => setFormOpen(true)}>
          {t('list.newMatch')}
        </button>
      )}
      {!upcoming.loading && !thisYear.loading && (
        <>
          <MatchList title={t('list.upcoming')} matches={mineUpcoming} courseName={courseName} empty={t('list.noneUpcoming')} />
          <MatchList title={t('list.earlier', { year })} matches={minePast} courseName={courseName} empty={t('list.nonePlayed', { year })} />
        </>
      )}
    </section>
  );
}
