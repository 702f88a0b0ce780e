// Add a round: its date and tee time, the course and tee, each player's group (one match per group,
// kept on one phone) and each group's marker, who keeps its cards (the group's first player unless
// chosen). Sides, in the formats played in sides, are consecutive pairs of a group.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { playsInSides, type PlayMode } from '../../domain/index.ts';
import type { CourseDoc, UserDoc } from '../../data/types.ts';
import type { MatchPlayer } from '../../data/writes/matches.ts';
import type { NewTournamentRound } from '../../data/writes/tournaments.ts';
import { Alert } from '../../ui/Alert.tsx';
import { errorText } from '../../ui/error-text.ts';
import { CourseTeeFields } from '../../scoring/course-tee/CourseTeeFields.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { fromLocalInput, toLocalInput } from '../../ui/local-datetime.ts';
import { useT } from '../../i18n/catalog.ts';
import { tournamentsText } from './i18n/index.ts';

export interface RoundFormProps {
  courses: readonly CourseDoc[];
  /** The tournament's players (the organizer too when they play). */
  playerIds: readonly string[];
  profiles: ReadonlyMap<string, UserDoc>;
  nameOf: (uid: string) => string;
  playMode: PlayMode;
  defaultDate: number;
  onAdd: (round: Omit<NewTournamentRound, 'creatorId'>) => Promise<void>;
  /** The organizer, who saves a course chosen on the server (the course search is offered then). */
  savedBy?: string;
}

/** Groups of four by default, in the order the players are listed. */
const defaultGroup = (index: number) => Math.floor(index / 4) + 1;

export function RoundForm({ courses, playerIds, profiles, nameOf, playMode, defaultDate, onAdd, savedBy }: RoundFormProps) {
  const t = useT(tournamentsText);
  const id = useId();
  const [date, setDate] = useState(() => toLocalInput(defaultDate));
  const [courseId, setCourseId] = useState(courses.length === 1 ? (courses[0]?.id ?? '') : '');
  const [teeId, setTeeId] = useState('');
  const [groupOf, setGroupOf] = useState<Record<string, number>>({});
  /** The marker chosen for a group, by group number. */
  const [markerOf, setMarkerOf] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Partial<Record<'date' | 'course' | 'tee' | 'groups', string>>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const course = courses.find((c) => c.id === courseId);
  const tee = course?.tees?.find((t) => t.id === teeId);
  const groupCount = Math.max(1, Math.ceil(playerIds.length / 4), ...Object.values(groupOf));
  const groupChoices = Array.from({ length: Math.min(groupCount + 1, Math.max(1, playerIds.length)) }, (_, i) => i + 1);
  const group = (uid: string, index: number) => groupOf[uid] ?? defaultGroup(index);

  const groups = useMemo(() => {
    const byGroup = new Map<number, MatchPlayer[]>();
    playerIds.forEach((uid, i) => {
      const g = groupOf[uid] ?? defaultGroup(i);
      if (g === 0) return;
      const list = byGroup.get(g) ?? [];
      const p = profiles.get(uid);
      // Sides of two within a group, in the order listed.
      list.push({ userId: uid, handicapGolf: p?.handicapGolf ?? p?.handicap, handicapPitchAndPutt: p?.handicapPitchAndPutt, side: playsInSides(playMode) ? Math.floor(list.length / 2) + 1 : 1 });
      byGroup.set(g, list);
    });
    return [...byGroup.entries()].sort(([a], [b]) => a - b);
  }, [playerIds, groupOf, profiles, playMode]);
  /** A group's marker: the one chosen while they are in it, else its first player. */
  const markerIn = (number: number, players: readonly MatchPlayer[]) => {
    const chosen = markerOf[number];
    return chosen !== undefined && players.some((p) => p.userId === chosen) ? chosen : players[0]?.userId;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const when = fromLocalInput(date);
    const next: typeof errors = {};
    if (when === null) next.date = t('round.chooseDate');
    if (!course) next.course = t('round.chooseCourse');
    else if (!tee) next.tee = t('round.chooseTee');
    if (groups.length === 0) next.groups = t('round.putPlayer');
    setErrors(next);
    if (Object.keys(next).length > 0 || when === null || !course) {
      setStatus(null);
      return;
    }
    setBusy(true);
    try {
      await onAdd({ date: when, course, teeId, groups: groups.map(([, players]) => players), markerIds: groups.map(([n, players]) => markerIn(n, players)) });
      setStatus({ ok: true, text: t('round.added', { count: groups.length }) });
    } catch (err) {
      setStatus({ ok: false, text: t('round.notAdded', { error: errorText(err) }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form round-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('round.title')}</h3>
      <TextField label={t('round.dateTime')} type="datetime-local" value={date} error={errors.date} onChange={(e) => setDate(e.target.value)} />
      <CourseTeeFields
        idPrefix={id}
        savedBy={savedBy}
        courses={courses}
        value={{ courseId, teeId }}
        onChange={(next) => (setCourseId(next.courseId), setTeeId(next.teeId))}
        errors={errors}
      />
      <fieldset className="group-assign">
        <legend>{t('round.groups')}</legend>
        <p className="muted">
          {t('round.groupsNote')}
          {playsInSides(playMode) ? t('round.sidesNote') : ''}
        </p>
        {playerIds.length === 0 ? (
          <p className="muted">{t('round.addPlayersFirst')}</p>
        ) : (
          <ul className="tournament-players">
            {playerIds.map((uid, i) => (
              <li key={uid}>
                <label htmlFor={`${id}-g-${uid}`}>{nameOf(uid)}</label>
                <select id={`${id}-g-${uid}`} value={group(uid, i)} onChange={(e) => setGroupOf((g) => ({ ...g, [uid]: Number(e.target.value) }))}>
                  {groupChoices.map((n) => (
                    <option key={n} value={n}>
                      {t('round.group', { number: n })}
                    </option>
                  ))}
                  <option value={0}>{t('round.notPlaying')}</option>
                </select>
              </li>
            ))}
          </ul>
        )}
        <FieldError id={`${id}-groups-error`} message={errors.groups} />
        {groups.map(([n, players]) => (
          <div className="field round-form__marker" key={n}>
            <label htmlFor={`${id}-marker-${n}`}>{t('round.marker', { number: n })}</label>
            <select id={`${id}-marker-${n}`} value={markerIn(n, players)} onChange={(e) => setMarkerOf((m) => ({ ...m, [n]: e.target.value }))}>
              {players.map((p) => (
                <option key={p.userId} value={p.userId}>
                  {nameOf(p.userId ?? '')}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
      <Alert tone={status && !status.ok ? 'error' : 'success'}>{status?.text ?? null}</Alert>
      <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
        {t('round.add')}
      </button>
    </form>
  );
}
