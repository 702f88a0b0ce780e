// The card's totals from the domain library: strokes, net, points, to par and the statistics.
import type { CardTotals } from '../../domain/index.ts';
import { formatToPar } from '../../scoring/shots.ts';
import { useT } from '../../i18n/catalog.ts';
import { scoreCardsText } from './i18n/index.ts';
import '../../scoring/card-summaries.css';

export function CardTotalsList({ totals }: { totals: CardTotals }) {
  const t = useT(scoreCardsText);
  const rows: [string, string][] = [
    [t('totals.strokes'), String(totals.strokes)],
    [t('totals.net'), String(totals.net)],
    [t('totals.stableford'), String(totals.stableford)],
    [t('totals.toPar'), formatToPar(totals.toPar)],
    [t('totals.netToPar'), formatToPar(totals.netToPar)],
    [t('totals.holesPlayed'), String(totals.holesPlayed)],
    [t('totals.putts'), String(totals.putts)],
    [t('totals.fairways'), `${totals.fairwaysHit}/${totals.fairwaysPossible}`],
    [t('totals.gir'), `${totals.gir}/${totals.girPossible}`],
    [t('totals.bunker'), String(totals.bunkerShots)],
    [t('totals.penalties'), String(totals.penalties)],
  ];
  return (
    <dl className="card-totals" aria-label={t('totals.label')}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
