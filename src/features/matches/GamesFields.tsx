// The match form's side games, beside the play mode: skins (gross or net, carry-over, units a skin)
// and the Nassau (match or stroke play, gross or net, automatic press, units a bet). docs/PRODUCT.md,
// "Side games".
import { useId } from 'react';
import { playsInSides, type GameBasis, type Labelled, type NassauPlay, type PlayMode } from '../../domain/index.ts';
import { useDomainWords } from '../../data/domain-words.ts';
import { ChipRadioGroup } from '../../ui/ChipRadioGroup.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { useT } from '../../i18n/catalog.ts';
import { matchesText } from './i18n/index.ts';
import type { GamesFormValues } from './match-form.ts';

export interface GamesFieldsProps {
  value: GamesFormValues;
  onChange: (value: GamesFormValues) => void;
  playMode: PlayMode;
  holeCount: number;
  error?: string;
}

export function GamesFields({ value, onChange, playMode, holeCount, error }: GamesFieldsProps) {
  const t = useT(matchesText);
  const words = useDomainWords();
  const id = useId();
  const set = <K extends keyof GamesFormValues>(key: K, v: GamesFormValues[K]) => onChange({ ...value, [key]: v });
  const bases: readonly Labelled<GameBasis>[] = [
    { value: 'net', label: t('form.net') },
    { value: 'gross', label: t('form.gross') },
  ];
  const plays: readonly Labelled<NassauPlay>[] = [
    { value: 'match', label: t('form.matchPlay') },
    { value: 'stroke', label: t('form.strokePlay') },
  ];
  const hint = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="match-form__games" aria-describedby={error ? `${hint} ${errorId}` : hint}>
      <legend>{t('form.games')}</legend>
      <p id={hint} className="muted">
        {playsInSides(playMode) ? t('form.gamesSides', { mode: words.playMode(playMode) }) : t('form.gamesIndividual')} {t('form.unitsHint')}
      </p>
      <label className="check">
        <input type="checkbox" checked={value.skins} onChange={(e) => set('skins', e.target.checked)} />
        {t('form.skins')}
      </label>
      {value.skins && (
        <div className="match-form__game">
          <ChipRadioGroup className="result-picker" label={t('form.skinsBasis')} options={bases} value={value.skinsBasis} onChange={(b) => set('skinsBasis', b)} />
          <label className="check">
            <input type="checkbox" checked={value.carryOver} onChange={(e) => set('carryOver', e.target.checked)} />
            {t('form.carryOver')}
          </label>
          <div className="field">
            <label htmlFor={`${id}-skins-value`}>{t('form.skinsValue')}</label>
            <input id={`${id}-skins-value`} inputMode="numeric" placeholder="1" value={value.skinsValue} onChange={(e) => set('skinsValue', e.target.value)} />
          </div>
        </div>
      )}
      <label className="check">
        <input type="checkbox" checked={value.nassau} onChange={(e) => set('nassau', e.target.checked)} />
        {holeCount > 9 ? t('form.nassau') : t('form.nassauNine')}
      </label>
      {value.nassau && (
        <div className="match-form__game">
          <ChipRadioGroup className="result-picker" label={t('form.nassauPlay')} options={plays} value={value.nassauPlay} onChange={(p) => set('nassauPlay', p)} />
          <ChipRadioGroup className="result-picker" label={t('form.nassauBasis')} options={bases} value={value.nassauBasis} onChange={(b) => set('nassauBasis', b)} />
          {value.nassauPlay === 'match' && (
            <label className="check">
              <input type="checkbox" checked={value.press} onChange={(e) => set('press', e.target.checked)} />
              {t('form.press')}
            </label>
          )}
          <div className="field">
            <label htmlFor={`${id}-nassau-value`}>{t('form.nassauValue')}</label>
            <input id={`${id}-nassau-value`} inputMode="numeric" placeholder="1" value={value.nassauValue} onChange={(e) => set('nassauValue', e.target.value)} />
          </div>
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
