// The match form: when and where, the format, and the players with their sides. Used to create a
// match (/matches) and to edit one (its creator, on /matches/{id}).
import { useId, useMemo, useState, type FormEvent } from 'react';
import { labelOf, PLAY_MODE_OPTIONS, playsInSides, SCORING_MODE_OPTIONS, type Labelled } from '../../domain/index.ts';
import type { CourseDoc, UserDoc } from '../../data/types.ts';
import { ChipRadioGroup } from '../../ui/ChipRadioGroup.tsx';
import { PlayerPicker } from '../../golfers/PlayerPicker.tsx';
import { CourseTeeFields } from '../../scoring/course-tee/CourseTeeFields.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { formMarker, markerChoices, nextSide, registeredPlayer, sideCount, type FormPlayer, type MatchFormErrors, type MatchFormValues } from './match-form.ts';

const HOLE_OPTIONS: readonly Labelled<9 | 18>[] = [
  { value: 18, label: '18 holes' },
  { value: 9, label: '9 holes' },
];

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
        <TextField label="Date" type="date" value={values.date} error={errors.date} onChange={(e) => set('date', e.target.value)} />
        <TextField label="Tee time" type="time" value={values.time} error={errors.time} onChange={(e) => set('time', e.target.value)} />
      </div>
      <CourseTeeFields
        idPrefix={id}
        savedBy={savedBy}
        courses={courses}
        courseId={values.courseId}
        teeId={values.teeId}
        onCourse={(courseId) => setValues((v) => ({ ...v, courseId, teeId: '' }))}
        onTee={(teeId) => set('teeId', teeId)}
        errors={{ course: errors.courseId, tee: errors.teeId }}
        noCoursesText="No courses on this phone yet"
        locked={editing ? 'The course and tee stay as they were: the cards were made from them.' : undefined}
      />
      {!editing && (
        <div className="field">
          <ChipRadioGroup className="result-picker" label="Holes" options={HOLE_OPTIONS} value={values.holeCount} onChange={(n) => set('holeCount', n)} />
          <FieldError id={f('holes-error')} message={errors.holeCount} />
        </div>
      )}
      <ChipRadioGroup className="result-picker" label="Play mode" options={PLAY_MODE_OPTIONS} value={values.playMode} onChange={(m) => set('playMode', m)} />
      <ChipRadioGroup className="result-picker" label="Scoring" options={SCORING_MODE_OPTIONS} value={values.scoringMode} onChange={(m) => set('scoringMode', m)} />
      <label className="check">
        <input type="checkbox" checked={values.isCompetition} onChange={(e) => set('isCompetition', e.target.checked)} />
        Competition
      </label>
      <div className="field">
        <label htmlFor={f('notes')}>Notes</label>
        <textarea id={f('notes')} rows={2} maxLength={4000} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
      </div>

      <fieldset className="match-form__players" aria-describedby={errors.players ? f('players-error') : undefined}>
        <legend>Players</legend>
        {sided && (
          <p className="muted">
            {labelOf(PLAY_MODE_OPTIONS, values.playMode)} is played in {values.playMode === 'Scramble' ? 'teams of two, three or four' : 'sides of two'}.
          </p>
        )}
        <ul className="match-players" aria-label="Players">
          {values.players.map((p) => (
            <li key={p.key} className="match-player">
              <span className="match-player__name">
                {p.name || 'Guest'}
                {!p.userId && <span className="muted"> · guest</span>}
              </span>
              {!p.userId && (
                <label className="match-player__field">
                  <span>Name</span>
                  <input aria-label={`Name of guest ${p.name}`} value={p.name} maxLength={100} onChange={(e) => setPlayer(p.key, { name: e.target.value })} />
                </label>
              )}
              <label className="match-player__field">
                <span>HCP</span>
                <input
                  aria-label={`Handicap index of ${p.name}`}
                  inputMode="decimal"
                  placeholder="36"
                  value={p.handicap}
                  onChange={(e) => setPlayer(p.key, { handicap: e.target.value })}
                />
              </label>
              {sided && (
                <label className="match-player__field">
                  <span>Side</span>
                  <select aria-label={`Side of ${p.name}`} value={p.side} onChange={(e) => setPlayer(p.key, { side: Number(e.target.value) })}>
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
                aria-label={`Remove ${p.name}`}
                onClick={() => setValues((v) => ({ ...v, players: v.players.filter((x) => x.key !== p.key) }))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
        <FieldError id={f('players-error')} message={errors.players} />
        {markerChoices(values).length > 0 && (
          <div className="field match-form__marker">
            <label htmlFor={f('marker')}>Marker</label>
            <select id={f('marker')} aria-describedby={f('marker-hint')} value={formMarker(values)} onChange={(e) => set('markerId', e.target.value)}>
              {markerChoices(values).map((p) => (
                <option key={p.key} value={p.userId}>
                  {p.name}
                </option>
              ))}
            </select>
            <p id={f('marker-hint')} className="muted">
              Keeps the group’s cards on one phone; each player confirms their own card.
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
            Cancel
          </button>
        )}
        <button type="submit" className="button button-primary button-large" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
