// The shots counter of one hole: "-1 shot" / "+1 shot" around the count, the score's name, and the
// Par and Pick up shortcuts. The play screen's hole, a card's hole page and the match group screen's
// quick row all show this one. Memoised: a tap re-renders the counter, not the screen around it.
import { memo, type ReactNode } from 'react';
import { PICKED_UP } from '../../domain/index.ts';
import type { HolePatch } from '../../data/writes/scorecards.ts';
import { holeScoreName, MAX_SHOTS, nextShotCount, shotCountText } from '../shots.ts';
import { Stepper } from './Stepper.tsx';

export interface ShotsStepperProps {
  par: number;
  shotCount: number;
  onPatch: (patch: HolePatch) => void;
  /** More buttons at the end of the shortcuts row (the group screen's "Putts…"). */
  extra?: ReactNode;
}

export const ShotsStepper = memo(function ShotsStepper({ par, shotCount, onPatch, extra }: ShotsStepperProps) {
  const pickedUp = shotCount === PICKED_UP;
  return (
    <Stepper
      label="Shots"
      unit="shot"
      value={shotCount}
      display={shotCountText(shotCount)}
      min={0}
      max={MAX_SHOTS}
      step={nextShotCount}
      onChange={(next) => onPatch({ shotCount: next })}
    >
      <div className="stepper__extras">
        <span className="score-name" aria-live="polite">
          {holeScoreName({ par, shotCount })}
        </span>
        <button type="button" className="chip" onClick={() => onPatch({ shotCount: par })}>
          Par
        </button>
        <button
          type="button"
          className={pickedUp ? 'chip chip--on' : 'chip'}
          aria-pressed={pickedUp}
          onClick={() => onPatch({ shotCount: pickedUp ? 0 : PICKED_UP })}
        >
          Pick up
        </button>
        {extra}
      </div>
    </Stepper>
  );
});
