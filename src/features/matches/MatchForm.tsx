// The match form: when and where, the format and its side games, and the players with their sides. Used to create a
// match (/matches) and to edit one (its creator, on /matches/{id}).
import { useId, useMemo, useState, type FormEvent } from 'react';
import { PLAY_MODE_OPTIONS, playsInSides, SCORING_MODE_OPTIONS, type Labelled } from '../../domain/index.ts';
import { useDomainWords } from '../../data/domain-words.ts';
import { useFieldErrorText } from '../../data/field-errors.ts';
import type { CourseDoc, UserDoc } from '../../data/types.ts';
import { ChipRadioGroup } from '../../ui/ChipRadioGroup.tsx';
import { PlayerPicker } from '../../golfers/PlayerPicker.tsx';
import { CourseTeeFields } from '../../scoring/course-tee/CourseTeeFields.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { GamesFields } from './GamesFields.tsx';
import { formMarker, markerChoices, nextSide, registeredPlayer, sideCount, type FormPlayer, type MatchFormErrors, type MatchFormValues } from './match-form.ts';
import { useT } from '../../i18n/catalog.ts';
import { matchesText } from './i18n/index.ts';


export interface MatchFormProps {
  initial: MatchFormValues;
  courses: readonly CourseDoc[];
  profiles: readonly UserDoc[];
  /** Editing: the course and tee are fixed (the cards' holes were copied from them). */
  editing?: boolean;
  submitLabel: string;
  /** Returns the errors to show, or null when done. */
  onSubmit: (values: MatchFormValues) => Promise<MatchFormErrors | null>;
  onCancel?: () => void;
  /** The golfer, who saves a course or golfer chosen on the server (the searches are offered then). */
  savedBy?: string;
}

let guestCounter = 0;

export function MatchForm({ initial, courses, profiles, editing = false, submitLabel, onSubmit, onCancel, savedBy }: MatchFormProps) {
  const t = useT(matchesText);
  const words = useDomainWords();
  const fieldError = useFieldErrorText();
  const holeOptions: readonly Labelled<9 | 18>[] = [
    { value: 18, label: t('form.holes18') },
    { value: 9, label: t('form.holes9') },
  ];
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<MatchFormErrors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof MatchFormValues>(key: K, value: MatchFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setPlayer = (key: string, patch: Partial<FormPlayer>) =>
    setValues((v) => ({ ...v, players: v.players.map((p) => (p.key === key ? { ...p, ...patch } : p)) }));

  const sided = playsInSides(values.playMode);
  const taken = useMemo(() => new Set(values.players.flatMap((p) => (p.userId ? [p.userId] : []))), [values.players]);
  const sides = Array.from({ length: sideCount(values.players) }, (_, i) => i + 1);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const result = await onSubmit(values);
    setBusy(false);
    setErrors(result ?? {});
  };

  const f = (name: string) => `${id}-${name}`;
  return (
    <form className="form match-form" onSubmit={submit} noValidate aria-label={submitLabel}>
      <div className="match-form__when">
        <TextField label={t('form.date')} type="date" value={values.date} error={errors.date} onChange={(e) => set('date', e.target.value)} />
        <TextField label={t('form.time')} type="time" value={values.time} error={errors.time} onChange={(e) => set('time', e.target.value)} />
      </div>
      <CourseTeeFields
        idPrefix={id}
        savedBy={savedBy}
        courses={courses}
        value={values}
        onChange={(courseTee) => setValues((v) => ({ ...v, ...courseTee }))}
        errors={{ course: errors.courseId, tee: errors.teeId }}
        noCoursesText={t('form.noCourses')}
        locked={editing ? t('form.locked') : undefined}
      />
      {!editing && (
        <div className="field">
          <ChipRadioGroup className="result-picker" label={t('form.holes')} options={holeOptions} value={values.holeCount} onChange={(n) => set('holeCount', n)} />
          <FieldError id={f('holes-error')} message={errors.holeCount} />
        </div>
      )}
      <ChipRadioGroup className="result-picker" label={t('form.playMode')} options={words.options(PLAY_MODE_OPTIONS, words.playMode)} value={values.playMode} onChange={(m) => set('playMode', m)} />
      <ChipRadioGroup className="result-picker" label={t('form.scoring')} options={words.options(SCORING_MODE_OPTIONS, words.scoringMode)} value={values.scoringMode} onChange={(m) => set('scoringMode', m)} />
      <GamesFields value={values.games} onChange={(games) => set('games', games)} playMode={values.playMode} holeCount={values.holeCount} error={errors.games} />
      <label className="check">
        <input type="checkbox" checked={values.isCompetition} onChange={(e) => set('isCompetition', e.target.checked)} />
        {t('form.competition')}
      </label>
      <div className="field">
        <label htmlFor={f('notes')}>{t('form.notes')}</label>
        <textarea id={f('notes')} rows={2} maxLength={4000} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
      </div>

      <fieldset className="match-form__players" aria-describedby={errors.players ? f('players-error') : undefined}>
        <legend>{t('form.players')}</legend>
        {sided && (
          <p className="muted">
            {t(values.playMode === 'Scramble' ? 'form.teams' : 'form.sidesOfTwo', { mode: words.playMode(values.playMode) })}
          </p>
        )}
        <ul className="match-players" aria-label={t('form.players')}>
          {values.players.map((p) => (
            <li key={p.key} className="match-player">
              <span className="match-player__name">
                {p.name || t('form.guest')}
                {!p.userId && <span className="muted">{t('form.guestMark')}</span>}
              </span>
              {!p.userId && (
                <label className="match-player__field">
                  <span>{t('form.name')}</span>
                  <input aria-label={t('form.guestName', { name: p.name })} value={p.name} maxLength={100} onChange={(e) => setPlayer(p.key, { name: e.target.value })} />
                </label>
              )}
              <label className="match-player__field">
                <span>{t('form.hcp')}</span>
                <input
                  aria-label={t('form.handicapOf', { name: p.name })}
                  inputMode="decimal"
                  placeholder="36"
                  value={p.handicap}
                  onChange={(e) => setPlayer(p.key, { handicap: e.target.value })}
                />
              </label>
              {sided && (
                <label className="match-player__field">
                  <span>{t('form.sideLabel')}</span>
                  <select aria-label={t('form.sideOf', { name: p.name })} value={p.side} onChange={(e) => setPlayer(p.key, { side: Number(e.target.value) })}>
                    {sides.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <button
                type="button"
                className="button match-player__remove"
                aria-label={t('form.remove', { name: p.name })}
                onClick={() => setValues((v) => ({ ...v, players: v.players.filter((x) => x.key !== p.key) }))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
        <FieldError id={f('players-error')} message={fieldError(errors.players)} />
        {markerChoices(values).length > 0 && (
          <div className="field match-form__marker">
            <label htmlFor={f('marker')}>{t('form.marker')}</label>
            <select id={f('marker')} aria-describedby={f('marker-hint')} value={formMarker(values)} onChange={(e) => set('markerId', e.target.value)}>
              {markerChoices(values).map((p) => (
                <option key={p.key} value={p.userId}>
                  {p.name}
                </option>
              ))}
            </select>
            <p id={f('marker-hint')} className="muted">
              {t('form.markerHint')}
            </p>
          </div>
        )}
        <div className="player-picker">
          <PlayerPicker
            profiles={profiles}
            taken={taken}
            savedBy={savedBy}
            onAddGolfer={(profile) => setValues((v) => ({ ...v, players: [...v.players, registeredPlayer(profile, profile.id, nextSide(v.players, v.playMode))] }))}
            onAddGuest={(name) =>
              setValues((v) => ({ ...v, players: [...v.players, { key: `guest-${++guestCounter}`, name, handicap: '', side: nextSide(v.players, v.playMode) }] }))
            }
          />
        </div>
      </fieldset>

      <div className="match-form__actions">
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        )}
        <button type="submit" className="button button-primary button-large" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
