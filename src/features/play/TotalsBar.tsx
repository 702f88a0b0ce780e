// The live totals of the round: strokes, net, Stableford points and score to par (domain totals).
import type { CardTotals } from '../../domain/index.ts';
import { formatToPar } from '../../scoring/shots.ts';

export function TotalsBar({ totals, holeCount }: { totals: CardTotals; holeCount: number }) {
  return (
    <dl className="totals-bar" aria-label="Round totals">
      <div>
        <dt>Strokes</dt>
        <dd>{totals.strokes}</dd>
      </div>
      <div>
        <dt>Net</dt>
        <dd>{totals.net}</dd>
      </div>
      <div>
        <dt>Stableford</dt>
        <dd>{totals.stableford}</dd>
      </div>
      <div>
        <dt>To par</dt>
        <dd>{formatToPar(totals.toPar)}</dd>
      </div>
      <div>
        <dt>Played</dt>
        <dd>
          {totals.holesPlayed}/{holeCount}
        </dd>
      </div>
    </dl>
  );
}
