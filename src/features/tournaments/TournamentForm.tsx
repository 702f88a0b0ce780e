// The tournament's name, dates, format and players: used to create one and to edit it.
import { useState } from 'react';
import { defaultAllowance, PLAY_MODE_OPTIONS, SCORING_MODE_OPTIONS, type Labelled } from '../../domain/index.ts';
import { useDomainWords } from '../../data/domain-words.ts';
import { useT } from '../../i18n/catalog.ts';
import type { UserDoc } from '../../data/types.ts';
import type { TournamentSettings } from '../../data/writes/tournaments.ts';
import { Alert } from '../../ui/Alert.tsx';
import { ChipRadioGroup } from '../../ui/ChipRadioGroup.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { checkTournament, hasAllowance, type TournamentFormErrors, type TournamentFormValues } from './tournament-form.ts';
import { TournamentPlayers } from './TournamentPlayers.tsx';
import { tournamentsText } from './i18n/index.ts';

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
  const t = useT(tournamentsText);
  const words = useDomainWords();
  const holeOptions: readonly Labelled<9 | 18>[] = [
    { value: 18, label: t('form.holes18') },
    { value: 9, label: t('form.holes9') },
  ];
  const [values, setValues] = useState(initial);
  const set = <K extends keyof TournamentFormValues>(key: K, value: TournamentFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const { errors, status, onSubmit } = useFormSubmit<TournamentFormErrors, TournamentSettings>({
    check: () => checkTournament(values),
    save: onSave,
    savedText,
    invalidText: t('form.invalid'),
    failureText: (m) => t('form.notSaved', { message: m }),
  });
  return (
    <form className="form tournament-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField label={t('form.name')} value={values.name} error={errors.name} maxLength={200} autoComplete="off" onChange={(e) => set('name', e.target.value)} />
      <div className="form-row">
        <TextField label={t('form.firstDay')} type="date" value={values.startDate} error={errors.startDate} onChange={(e) => set('startDate', e.target.value)} />
        <TextField label={t('form.lastDay')} type="date" value={values.endDate} error={errors.endDate} onChange={(e) => set('endDate', e.target.value)} />
      </div>
      <ChipRadioGroup
        label={t('form.playMode')}
        options={words.options(PLAY_MODE_OPTIONS, words.playMode)}
        value={values.playMode}
        onChange={(playMode) => setValues((v) => ({ ...v, playMode, allowance: String(defaultAllowance(playMode) ?? '') }))}
      />
      <ChipRadioGroup label={t('form.scoring')} options={words.options(SCORING_MODE_OPTIONS, words.scoringMode)} value={values.scoringMode} onChange={(m) => set('scoringMode', m)} />
      <ChipRadioGroup label={t('form.holesPerRound')} options={holeOptions} value={values.holeCount} onChange={(n) => set('holeCount', n)} />
      {hasAllowance(values.playMode) ? (
        <TextField
          label={t('form.allowance')}
          inputMode="numeric"
          value={values.allowance}
          error={errors.allowance}
          description={values.scoringMode === 'Strokes' ? t('form.allowanceStrokes') : t('form.allowanceHint')}
          onChange={(e) => set('allowance', e.target.value)}
        />
      ) : (
        <p className="muted">{t(values.playMode === 'Foursome' ? 'form.foursomeAllowance' : 'form.teamAllowance', { mode: words.playMode(values.playMode) })}</p>
      )}
      <TournamentPlayers profiles={profiles} players={values.players} nameOf={nameOf} onChange={(players) => set('players', players)} savedBy={savedBy} />
      <Alert tone={status && !status.ok ? 'error' : 'success'}>{status?.text ?? null}</Alert>
      <button type="submit" className="button button-primary">
        {submitLabel}
      </button>
    </form>
  );
}
