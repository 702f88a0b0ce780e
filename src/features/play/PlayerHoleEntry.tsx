// One player's score on the hole the group is on: the shots counter at hand, with putts and the rest
// one tap away ("More" opens the full hole entry). Every tap goes to that player's card at once. A card
// this golfer may not write (another player's, unless they are the marker) shows its figures only.
import { memo, useMemo, useState, type ReactNode } from 'react';
import { cardTotals, type DistanceUnit, type ScoringMode } from '../../domain/index.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import type { Club, CourseHole, ScoreCardDoc, ScoreCardHole } from '../../data/types.ts';
import type { ClubDistance } from '../../domain/index.ts';
import { PlayerShotMarking } from './shots/PlayerShotMarking.tsx';
import { HoleView } from '../../scoring/hole-entry/HoleView.tsx';
import { ShotsStepper } from '../../scoring/hole-entry/ShotsStepper.tsx';
import { useHoleWriter } from '../../scoring/hole-entry/use-hole-writer.ts';
import { useHolePatch } from '../../scoring/hole-entry/use-hole-patch.ts';
import { extraShotsText, formatToPar, shotCountText } from '../../scoring/shots.ts';
import { SignatureMark } from '../../golfers/SignatureMark.tsx';
import { useT } from '../../i18n/catalog.ts';
import { playText } from './i18n/index.ts';
import { scoringText } from '../../scoring/i18n/index.ts';
import './group-scoring.css';

export interface PlayerHoleEntryProps {
  card: ScoreCardDoc;
  index: number;
  name: string;
  /** The golfer holding the phone (a hole they write on their own card accepts it). */
  uid: string;
  /** Why this golfer may not write the card: it is then shown read-only, with this line. */
  readOnly?: string;
  scoringMode: ScoringMode;
  bag: readonly Club[];
  emptyBag: ReactNode;
  /** The unit of the golfer holding the phone. */
  unit: DistanceUnit;
  /** The hole as the round's course has it now (its tee and green points for the shots). */
  courseHole?: CourseHole;
  /** The player's measured club distances (the golfer's own card; none for the others). */
  measured: ReadonlyMap<string, ClubDistance>;
}

/** The hole's figures as text, for a card this golfer only looks at. */
function HoleFigures({ hole, name, why }: { hole: ScoreCardHole; name: string; why: string }) {
  const t = useT(playText);
  const ts = useT(scoringText);
  return (
    <div role="group" aria-label={t('player.group', { name, number: hole.number })} className="player-entry__read">
      <dl className="player-entry__figures">
        <div>
          <dt>{t('player.shots')}</dt>
          <dd>{shotCountText(hole.shotCount, ts)}</dd>
        </div>
        <div>
          <dt>{t('player.putts')}</dt>
          <dd>{hole.shotCount === 0 ? '–' : hole.puttCount}</dd>
        </div>
      </dl>
      <p className="muted player-entry__why">{why}</p>
    </div>
  );
}

/** Memoised: a write to another player's card, or a tap on their counter, leaves this one as it is. */
export const PlayerHoleEntry = memo(function PlayerHoleEntry({ card, index, name, uid, readOnly, scoringMode, bag, emptyBag, unit, courseHole, measured }: PlayerHoleEntryProps) {
  const t = useT(playText);
  const ts = useT(scoringText);
  const db = useGolfDatabase();
  const { holes, write, error } = useHoleWriter(db, card, uid);
  const [more, setMore] = useState(false);
  const hole = holes[index];
  const holeNumber = hole?.number;
  const onPatch = useHolePatch(write, holeNumber);
  const totals = useMemo(() => cardTotals(holes), [holes]);
  if (!hole) return null;
  const running =
    totals.holesPlayed === 0
      ? t('player.notStarted')
      : scoringMode === 'Stableford'
        ? t('player.points', { count: totals.stableford })
        : t('player.strokesNet', { strokes: totals.strokes, toPar: formatToPar(totals.netToPar) });
  const moreButton = (
    <button
      type="button"
      className={more ? 'button player-entry__more player-entry__more--open' : 'chip player-entry__more'}
      aria-expanded={more}
      aria-label={more ? t('player.less', { name }) : t('player.more', { name })}
      onClick={() => setMore((m) => !m)}
    >
      {more ? t('player.lessButton') : t('player.moreButton')}
    </button>
  );
  return (
    <section className={readOnly === undefined ? 'player-entry' : 'player-entry player-entry--read-only'} aria-label={name}>
      <header className="player-entry__header">
        <h2 className="golfer-name">
          {name}
          <SignatureMark confirmed={card.confirmedAt !== undefined} />
        </h2>
        <span className="muted">
          {extraShotsText(hole.extraShots, ts)} · {running}
        </span>
      </header>
      {hole.disputed && (
        <p className="notice player-entry__disputed">
          {card.userId === uid ? t('player.youDisputed') : t('player.disputed', { name })}
        </p>
      )}
      {error && (
        <p role="alert" className="alert alert-error">
          {t('player.notSaved', { name, error })}
        </p>
      )}
      {readOnly !== undefined ? (
        <HoleFigures hole={hole} name={name} why={readOnly} />
      ) : more ? (
        <HoleView hole={hole} player={name} bag={bag} emptyBag={emptyBag} onPatch={onPatch} unit={unit} />
      ) : (
        <div role="group" aria-label={t('player.group', { name, number: hole.number })} className="player-entry__quick">
          <ShotsStepper par={hole.par} shotCount={hole.shotCount} onPatch={onPatch} extra={moreButton} />
        </div>
      )}
      {readOnly === undefined && more && moreButton}
      {readOnly === undefined && <PlayerShotMarking card={card} hole={hole} courseHole={courseHole} bag={bag} measured={measured} unit={unit} player={name} />}
    </section>
  );
});
