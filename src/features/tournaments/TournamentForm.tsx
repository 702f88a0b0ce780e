// The tournament's name, dates, format and players: used to create one and to edit it.
import { useState } from 'react';
import { defaultAllowance, PLAY_MODE_OPTIONS, SCORING_MODE_OPTIONS, type Labelled } from '../../domain/index.ts';
import type { UserDoc } from '../../data/types.ts';
import type { TournamentSettings } from '../../data/writes/tournaments.ts';
import { Alert } from '../../ui/Alert.tsx';
import { ChipRadioGroup } from '../../ui/ChipRadioGroup.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { checkTournament, hasAllowance, type TournamentFormErrors, type TournamentFormValues } from './tournament-form.ts';
import { TournamentPlayers } from './TournamentPlayers.tsx';

const HOLE_OPTIONS: readonly Labelled<9 | 18>[] = [
  { value: 18, label: '18 holes' },
  { value: 9, label: '9 holes' },
];

export interface TournamentFormProps {
  initial: TournamentFormValues;
  profiles: readonly UserDoc[];
  nameOf: (uid: string) => string;
  submitLabel: string;
  savedText?: string;
  onSave: (settings: TournamentSettings) => Promise<void>;
  /** The organizer, who saves a golfer chosen on the server (the search is offered then). */
  savedBy?: string;
}

export function TournamentForm({ initial, profiles, nameOf, submitLabel, savedText, onSave, savedBy }: TournamentFormProps) {
  const [values, setValues] = useState(initial);
  const set = <K extends keyof TournamentFormValues>(key: K, value: TournamentFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const { errors, status, onSubmit } = useFormSubmit<TournamentFormErrors, TournamentSettings>({
    check: () => checkTournament(values),
    save: onSave,
    savedText,
    invalidText: 'Check the fields marked above.',
    failureText: (m) => `Not saved: ${m}`,
  });
  return (
    <form className="form tournament-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField label="Name" value={values.name} error={errors.name} maxLength={200} autoComplete="off" onChange={(e) => set('name', e.target.value)} />
      <div className="form-row">
        <TextField label="First day" type="date" value={values.startDate} error={errors.startDate} onChange={(e) => set('startDate', e.target.value)} />
        <TextField label="Last day" type="date" value={values.endDate} error={errors.endDate} onChange={(e) => set('endDate', e.target.value)} />
      </div>
      <ChipRadioGroup
        label="Play mode"
        options={PLAY_MODE_OPTIONS}
        value={values.playMode}
        onChange={(playMode) => setValues((v) => ({ ...v, playMode, allowance: String(defaultAllowance(playMode) ?? '') }))}
      />
      <ChipRadioGroup label="Scoring" options={SCORING_MODE_OPTIONS} value={values.scoringMode} onChange={(m) => set('scoringMode', m)} />
      <ChipRadioGroup label="Holes per round" options={HOLE_OPTIONS} value={values.holeCount} onChange={(n) => set('holeCount', n)} />
      {hasAllowance(values.playMode) ? (
        <TextField
          label="Handicap allowance (%)"
          inputMode="numeric"
          value={values.allowance}
          error={errors.allowance}
          description={values.scoringMode === 'Strokes' ? 'Of each course handicap. 0 plays off scratch: gross strokes rank.' : 'Of each course handicap (WHS: 95 individual, 85 four-ball).'}
          onChange={(e) => set('allowance', e.target.value)}
        />
      ) : (
        <p className="muted">{values.playMode} uses the WHS side allowance: {values.playMode === 'Foursome' ? '50% of the partners’ combined course handicaps' : '35/15% of the team’s course handicaps'}.</p>
      )}
      <TournamentPlayers profiles={profiles} players={values.players} nameOf={nameOf} onChange={(players) => set('players', players)} savedBy={savedBy} />
      <Alert tone={status && !status.ok ? 'error' : 'success'}>{status?.text ?? null}</Alert>
      <button type="submit" className="button button-primary">
        {submitLabel}
      </button>
    </form>
  );
}
