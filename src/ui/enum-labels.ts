// The stored enumerations as a golfer reads them in their language (docs/ARCHITECTURE.md,
// "Languages"): src/domain/enums.ts keeps the stored values, their words are here.
import { useMemo } from 'react';
import { TEE_TYPE_OPTIONS, type Labelled, type PlayMode, type ScoringMode, type TeeType } from '../domain/index.ts';
import { useT, type Translate } from '../i18n/catalog.ts';
import { uiText, type UiKey } from './i18n/index.ts';

export interface EnumLabels {
  teeType(value: TeeType): string;
  playMode(value: PlayMode): string;
  scoringMode(value: ScoringMode): string;
  teeTypeOptions: readonly Labelled<TeeType>[];
}

/** The labels in `t`'s language; a value not in the list (old data) is shown as stored. */
export function enumLabels(t: Translate<UiKey>): EnumLabels {
  const teeTypes: Record<TeeType, string> = { Golf: t('enum.teeType.golf'), PAR3: t('enum.teeType.par3'), 'Pitch and Putt': t('enum.teeType.pitchAndPutt') };
  const playModes: Record<PlayMode, string> = {
    Individual: t('enum.playMode.individual'),
    Fourball: t('enum.playMode.fourball'),
    Foursome: t('enum.playMode.foursome'),
    Scramble: t('enum.playMode.scramble'),
  };
  const scoringModes: Record<ScoringMode, string> = { Stableford: t('enum.scoringMode.stableford'), Strokes: t('enum.scoringMode.strokes') };
  return {
    teeType: (value) => teeTypes[value] ?? value,
    playMode: (value) => playModes[value] ?? value,
    scoringMode: (value) => scoringModes[value] ?? value,
    teeTypeOptions: TEE_TYPE_OPTIONS.map((o) => ({ value: o.value, label: teeTypes[o.value] ?? o.label })),
  };
}

export function useEnumLabels(): EnumLabels {
  const t = useT(uiText);
  return useMemo(() => enumLabels(t), [t]);
}
