// The shots counter of one hole: "-1 shot" / "+1 shot" around the count, the score's name, and the
// Par and Pick up shortcuts. The play screen's hole, a card's hole page and the match group screen's
// quick row all show this one. Memoised: a tap re-renders the counter, not the screen around it.
import { memo, type ReactNode } from 'react';
import { PICKED_UP } from '../../domain/index.ts';
import type { HolePatch } from '../../data/writes/scorecards.ts';
import { holeScoreName, MAX_SHOTS, nextShotCount, shotCountText } from '../shots.ts';
import { Stepper } from './Stepper.tsx';
import { useDomainWords } from '../../data/domain-words.ts';
import { useT } from '../../i18n/catalog.ts';
import { scoringText } from '../i18n/index.ts';

export interface ShotsStepperProps {
  par: number;
  shotCount: number;
  onPatch: (patch: HolePatch) => void;
  /** More buttons at the end of the shortcuts row (the group screen's "Putts…"). */
  extra?: ReactNode;
}

export const ShotsStepper = memo(function ShotsStepper({ par, shotCount, onPatch, extra }: ShotsStepperProps) {
  const t = useT(scoringText);
  const words = useDomainWords();
  const pickedUp = shotCount === PICKED_UP;
  return (
    <Stepper
      label={t('shots.label')}
      unit={t('shots.unit')}
      value={shotCount}
      display={shotCountText(shotCount, t)}
      min={0}
      max={MAX_SHOTS}
      step={nextShotCount}
      onChange={(next) => onPatch({ shotCount: next })}
    >
      <div className="stepper__extras">
        <span className="score-name" aria-live="polite">
          {holeScoreName(t, words, { par, shotCount })}
        </span>
        <button type="button" className="chip" onClick={() => onPatch({ shotCount: par })}>
          {t('shots.par')}
        </button>
        <button
          type="button"
          className={pickedUp ? 'chip chip--on' : 'chip'}
          aria-pressed={pickedUp}
          onClick={() => onPatch({ shotCount: pickedUp ? 0 : PICKED_UP })}
        >
          {t('shots.pickUp')}
        </button>
        {extra}
      </div>
    </Stepper>
  );
});
