// The live totals of the round: strokes, net, Stableford points and score to par (domain totals).
import { memo } from 'react';
import type { CardTotals } from '../../domain/index.ts';
import { formatToPar } from '../../scoring/shots.ts';
import { useT } from '../../i18n/catalog.ts';
import { playText } from './i18n/index.ts';

/** Memoised: re-rendered only when the totals change. */
export const TotalsBar = memo(function TotalsBar({ totals, holeCount }: { totals: CardTotals; holeCount: number }) {
  const t = useT(playText);
  return (
    <dl className="totals-bar" aria-label={t('totals.label')}>
      <div>
        <dt>{t('totals.strokes')}</dt>
        <dd>{totals.strokes}</dd>
      </div>
      <div>
        <dt>{t('totals.net')}</dt>
        <dd>{totals.net}</dd>
      </div>
      <div>
        <dt>{t('totals.stableford')}</dt>
        <dd>{totals.stableford}</dd>
      </div>
      <div>
        <dt>{t('totals.toPar')}</dt>
        <dd>{formatToPar(totals.toPar)}</dd>
      </div>
      <div>
        <dt>{t('totals.played')}</dt>
        <dd>
          {totals.holesPlayed}/{holeCount}
        </dd>
      </div>
    </dl>
  );
});
