// One hole of the round being played: its layout, the big counters, results, clubs and notes.
// Every change is handed to `onPatch` at once; the caller writes it (no save button).
import type { ReactNode } from 'react';
import { hasFairway, PICKED_UP } from '../../domain/index.ts';
import type { Club, ScoreCardHole } from '../../data/types.ts';
import type { HolePatch } from '../../data/writes/scorecards.ts';
import { ClubPicker } from './ClubPicker.tsx';
import { ResultPicker } from './ResultPicker.tsx';
import { extraShotsText, holeScoreName, MAX_SHOTS, nextShotCount, shotCountText } from '../shots.ts';
import { Stepper } from './Stepper.tsx';
import './hole-entry.css';

export interface HoleViewProps {
  hole: ScoreCardHole;
  bag: readonly Club[];
  onPatch: (patch: HolePatch) => void;
  /** Shown in place of the clubs when the bag is empty. */
  emptyBag: ReactNode;
}

export function HoleView({ hole, bag, onPatch, emptyBag }: HoleViewProps) {
  const pickedUp = hole.shotCount === PICKED_UP;
  const name = holeScoreName(hole);
  return (
    <div className="hole-view">
      <dl className="hole-facts">
        <div>
          <dt>Par</dt>
          <dd>{hole.par}</dd>
        </div>
        <div>
          <dt>Stroke index</dt>
          <dd>{hole.hcp}</dd>
        </div>
        <div>
          <dt>Distance</dt>
          <dd>{hole.distance === undefined ? '–' : `${hole.distance} m`}</dd>
        </div>
        <div>
          <dt>Handicap</dt>
          <dd>{extraShotsText(hole.extraShots)}</dd>
        </div>
      </dl>

      <Stepper
        label="Shots"
        unit="shot"
        value={hole.shotCount}
        display={shotCountText(hole.shotCount)}
        min={0}
        max={MAX_SHOTS}
        step={nextShotCount}
        onChange={(shotCount) => onPatch({ shotCount })}
      >
        <div className="stepper__extras">
          <span className="score-name" aria-live="polite">
            {name}
          </span>
          <button type="button" className="chip" onClick={() => onPatch({ shotCount: hole.par })}>
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
        </div>
      </Stepper>
      <Stepper label="Putts" unit="putt" value={hole.puttCount} min={0} max={20} onChange={(puttCount) => onPatch({ puttCount })} />
      <Stepper
        label="Bunker shots"
        unit="bunker shot"
        value={hole.bunkerCount}
        min={0}
        max={20}
        onChange={(bunkerCount) => onPatch({ bunkerCount })}
      />
      <Stepper
        label="Penalties"
        unit="penalty"
        value={hole.penaltyCount}
        min={0}
        max={20}
        onChange={(penaltyCount) => onPatch({ penaltyCount })}
      />

      {hasFairway(hole) && <ResultPicker label="Fairway" value={hole.fairway} onChange={(fairway) => onPatch({ fairway })} />}
      <ResultPicker label="Green" value={hole.gir} onChange={(gir) => onPatch({ gir })} />

      <ClubPicker bag={bag} value={hole.clubs ?? []} onChange={(clubs) => onPatch({ clubs })} emptyBag={emptyBag} />

      <label className="field hole-notes">
        <span>Notes</span>
        <textarea
          value={hole.notes ?? ''}
          maxLength={4000}
          rows={2}
          onChange={(e) => onPatch({ notes: e.target.value === '' ? undefined : e.target.value })}
        />
      </label>
    </div>
  );
}
