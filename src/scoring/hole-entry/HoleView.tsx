// One hole of one score card: its layout, the big counters, results, clubs and notes. Every change is
// handed to `onPatch` at once; the caller writes it (no save button). The play screen and a card's hole
// page show one; a match screen shows one per player, each with that player's card and writer.
import { memo, useCallback, type ReactNode } from 'react';
import { formatDistance, hasFairway, type DistanceUnit, type ResultCode } from '../../domain/index.ts';
import type { Club, ScoreCardHole } from '../../data/types.ts';
import type { HolePatch } from '../../data/writes/scorecards.ts';
import { ClubPicker } from './ClubPicker.tsx';
import { ResultPicker } from './ResultPicker.tsx';
import { extraShotsText } from '../shots.ts';
import { ShotsStepper } from './ShotsStepper.tsx';
import { Stepper } from './Stepper.tsx';
import { useT } from '../../i18n/catalog.ts';
import { useLocale } from '../../i18n/formats.ts';
import { scoringText } from '../i18n/index.ts';
import './hole-entry.css';

export interface HoleViewProps {
  /** Which hole of which card: the hole as that card's writer shows it (HoleWriter.holes, so edits
   * not yet written are already visible). */
  hole: ScoreCardHole;
  /** How it writes: called with each change of this hole, e.g. `(patch) => writer.write(hole.number, patch)`
   * (keep it stable across renders, e.g. with useCallback, so the memoised parts skip re-rendering). */
  onPatch: (patch: HolePatch) => void;
  /** The clubs offered for the hole (the card owner's bag). */
  bag: readonly Club[];
  /** Shown in place of the clubs when the bag is empty. */
  emptyBag: ReactNode;
  /** Whose card it is, when several players' cards share one screen: names the hole's group
   * ("Ana, hole 3") so each player's counters are told apart. */
  player?: string;
  /** The golfer's unit for the hole's distance (stored in metres). */
  unit: DistanceUnit;
}

/** No clubs used yet: one array, so the memoised club picker sees no change. */
const NO_CLUBS_USED: readonly string[] = [];

/** Memoised: with a stable `onPatch` it re-renders only when its hole, bag or player changes; and then
 * only the counters whose value changed (their callbacks are stable), so a tap on "+1 shot" renders the
 * shots counter alone (docs/ARCHITECTURE.md, "Speed on a phone"). */
export const HoleView = memo(function HoleView({ hole, bag, onPatch, emptyBag, player, unit }: HoleViewProps) {
  const locale = useLocale();
  const t = useT(scoringText);
  const onPutts = useCallback((puttCount: number) => onPatch({ puttCount }), [onPatch]);
  const onBunker = useCallback((bunkerCount: number) => onPatch({ bunkerCount }), [onPatch]);
  const onPenalties = useCallback((penaltyCount: number) => onPatch({ penaltyCount }), [onPatch]);
  const onFairway = useCallback((fairway: ResultCode) => onPatch({ fairway }), [onPatch]);
  const onGreen = useCallback((gir: ResultCode) => onPatch({ gir }), [onPatch]);
  const onClubs = useCallback((clubs: string[]) => onPatch({ clubs }), [onPatch]);
  return (
    <div
      className="hole-view"
      role={player === undefined ? undefined : 'group'}
      aria-label={player === undefined ? undefined : t('hole.group', { player, number: hole.number })}
    >
      <dl className="hole-facts">
        <div>
          <dt>{t('hole.par')}</dt>
          <dd>{hole.par}</dd>
        </div>
        <div>
          <dt>{t('hole.strokeIndex')}</dt>
          <dd>{hole.hcp}</dd>
        </div>
        <div>
          <dt>{t('hole.distance')}</dt>
          <dd>{hole.distance === undefined ? '–' : formatDistance(hole.distance, unit, locale)}</dd>
        </div>
        <div>
          <dt>{t('hole.handicap')}</dt>
          <dd>{extraShotsText(hole.extraShots, t)}</dd>
        </div>
      </dl>

      <ShotsStepper par={hole.par} shotCount={hole.shotCount} onPatch={onPatch} />
      <Stepper label={t('hole.putts')} unit={t('hole.putt')} value={hole.puttCount} min={0} max={20} onChange={onPutts} />
      <Stepper
        label={t('hole.bunkerShots')}
        unit={t('hole.bunkerShot')}
        value={hole.bunkerCount}
        min={0}
        max={20}
        onChange={onBunker}
      />
      <Stepper
        label={t('hole.penalties')}
        unit={t('hole.penalty')}
        value={hole.penaltyCount}
        min={0}
        max={20}
        onChange={onPenalties}
      />

      {hasFairway(hole) && <ResultPicker row="fairway" label={t('hole.fairway')} value={hole.fairway} onChange={onFairway} />}
      <ResultPicker row="green" label={t('hole.green')} value={hole.gir} onChange={onGreen} />

      <ClubPicker bag={bag} value={hole.clubs ?? NO_CLUBS_USED} onChange={onClubs} emptyBag={emptyBag} />

      <label className="field hole-notes">
        <span>{t('hole.notes')}</span>
        <textarea
          value={hole.notes ?? ''}
          maxLength={4000}
          rows={2}
          onChange={(e) => onPatch({ notes: e.target.value === '' ? undefined : e.target.value })}
        />
      </label>
    </div>
  );
});
