// One player's score on the hole the group is on: the shots counter at hand, with putts and the rest
// one tap away ("More" opens the full hole entry). Every tap goes to that player's card at once.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { cardTotals, type ScoringMode } from '../../domain/index.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import type { Club, ScoreCardDoc } from '../../data/types.ts';
import { HoleView } from '../../scoring/hole-entry/HoleView.tsx';
import type { HolePatch } from '../../data/writes/scorecards.ts';
import { ShotsStepper } from '../../scoring/hole-entry/ShotsStepper.tsx';
import { useHoleWriter } from '../../scoring/hole-entry/use-hole-writer.ts';
import { extraShotsText, formatToPar } from '../../scoring/shots.ts';
import './group-scoring.css';

export interface PlayerHoleEntryProps {
  card: ScoreCardDoc;
  index: number;
  name: string;
  scoringMode: ScoringMode;
  bag: readonly Club[];
  emptyBag: ReactNode;
}

export function PlayerHoleEntry({ card, index, name, scoringMode, bag, emptyBag }: PlayerHoleEntryProps) {
  const db = useGolfDatabase();
  const { holes, write, error } = useHoleWriter(db, card);
  const [more, setMore] = useState(false);
  const hole = holes[index];
  const holeNumber = hole?.number;
  const onPatch = useCallback((patch: HolePatch) => {
    if (holeNumber !== undefined) write(holeNumber, patch);
  }, [write, holeNumber]);
  const totals = useMemo(() => cardTotals(holes), [holes]);
  if (!hole) return null;
  const running =
    totals.holesPlayed === 0 ? 'not started' : scoringMode === 'Stableford' ? `${totals.stableford} pts` : `${totals.strokes} (${formatToPar(totals.netToPar)} net)`;
  const moreButton = (
    <button
      type="button"
      className={more ? 'button player-entry__more player-entry__more--open' : 'chip player-entry__more'}
      aria-expanded={more}
      aria-label={more ? `Less for ${name}` : `Putts and more for ${name}`}
      onClick={() => setMore((m) => !m)}
    >
      {more ? 'Less' : 'Putts…'}
    </button>
  );
  return (
    <section className="player-entry" aria-label={name}>
      <header className="player-entry__header">
        <h2>{name}</h2>
        <span className="muted">
          {extraShotsText(hole.extraShots)} · {running}
        </span>
      </header>
      {error && (
        <p role="alert" className="alert alert-error">
          Not saved for {name}: {error}
        </p>
      )}
      {more ? (
        <HoleView hole={hole} player={name} bag={bag} emptyBag={emptyBag} onPatch={onPatch} />
      ) : (
        <div role="group" aria-label={`${name}, hole ${hole.number}`} className="player-entry__quick">
          <ShotsStepper par={hole.par} shotCount={hole.shotCount} onPatch={onPatch} extra={moreButton} />
        </div>
      )}
      {more && moreButton}
    </section>
  );
}
