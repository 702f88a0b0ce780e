// The card's totals from the domain library: strokes, net, points, to par and the statistics.
import type { CardTotals } from '../../domain/index.ts';
import { formatToPar } from '../../scoring/shots.ts';
import '../../scoring/card-summaries.css';

export function CardTotalsList({ totals }: { totals: CardTotals }) {
  const rows: [string, string][] = [
    ['Strokes', String(totals.strokes)],
    ['Net', String(totals.net)],
    ['Stableford', String(totals.stableford)],
    ['To par', formatToPar(totals.toPar)],
    ['Net to par', formatToPar(totals.netToPar)],
    ['Holes played', String(totals.holesPlayed)],
    ['Putts', String(totals.putts)],
    ['Fairways hit', `${totals.fairwaysHit}/${totals.fairwaysPossible}`],
    ['Greens in regulation', `${totals.gir}/${totals.girPossible}`],
    ['Bunker shots', String(totals.bunkerShots)],
    ['Penalties', String(totals.penalties)],
  ];
  return (
    <dl className="card-totals" aria-label="Card totals">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
