// The full card: front nine and back nine tables (hole, par, stroke index, extra shots, score,
// putts, points) with their subtotal, in the golfer's display style.
import { holeScoreKey, isPickedUp, splitCard, stablefordPoints, type CardTotals, type DisplayStyle } from '../../domain/index.ts';
import type { ScoreCardHole } from '../../data/types.ts';
import { BAND_LABELS, scoreBand, styleClass } from '../../scoring/display-styles/display-styles.ts';
import { useT } from '../../i18n/catalog.ts';
import { scoreCardsText } from './i18n/index.ts';
import type { Translate } from '../../i18n/catalog.ts';
import type { ScoreCardsKey } from './i18n/index.ts';
import { scoringText } from '../../scoring/i18n/index.ts';
import './score-cards.css';

export interface ScoreCardGridProps {
  holes: readonly ScoreCardHole[];
  style: DisplayStyle;
}

function scoreText(t: Translate<ScoreCardsKey>, h: ScoreCardHole): string {
  if (isPickedUp(h)) return t('grid.pickedUpLetter');
  return h.shotCount === 0 ? '' : String(h.shotCount);
}

/** A nine's total column: its short label as printed on a card ("Vta."), and the word it stands for when
 * that is longer ("Vuelta"), which a screen reader says and a pointer shows. */
interface SumLabel {
  short: string;
  full: string;
}

function NineTable({ title, sumLabel, holes, totals }: { title: string; sumLabel: SumLabel; holes: readonly ScoreCardHole[]; totals: CardTotals }) {
  const t = useT(scoreCardsText);
  const par = holes.reduce((s, h) => s + h.par, 0);
  return (
    <table className="card-grid">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="row">{t('grid.hole')}</th>
          {holes.map((h) => (
            <th key={h.number} scope="col">
              {h.number}
            </th>
          ))}
          <th scope="col">{sumLabel.short === sumLabel.full ? sumLabel.full : <abbr title={sumLabel.full}>{sumLabel.short}</abbr>}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t('grid.par')}</th>
          {holes.map((h) => (
            <td key={h.number}>{h.par}</td>
          ))}
          <td>{par}</td>
        </tr>
        <tr className="card-grid__muted">
          <th scope="row">{t('grid.si')}</th>
          {holes.map((h) => (
            <td key={h.number}>{h.hcp}</td>
          ))}
          <td />
        </tr>
        <tr className="card-grid__muted">
          <th scope="row">{t('grid.extra')}</th>
          {holes.map((h) => (
            <td key={h.number}>{h.extraShots === 0 ? '' : h.extraShots}</td>
          ))}
          <td />
        </tr>
        <tr className="card-grid__scores">
          <th scope="row">{t('grid.score')}</th>
          {holes.map((h) => {
            const band = scoreBand(holeScoreKey(h));
            return (
              <td key={h.number} data-band={band}>
                <span className={`score score--${band}`} title={isPickedUp(h) ? t('grid.pickedUp') : undefined}>
                  {scoreText(t, h)}
                </span>
              </td>
            );
          })}
          <td>{totals.holesPlayed > 0 ? totals.strokes : ''}</td>
        </tr>
        <tr>
          <th scope="row">{t('grid.putts')}</th>
          {holes.map((h) => (
            <td key={h.number}>{h.shotCount === 0 ? '' : h.puttCount}</td>
          ))}
          <td>{totals.holesPlayed > 0 ? totals.putts : ''}</td>
        </tr>
        <tr>
          <th scope="row">{t('grid.points')}</th>
          {holes.map((h) => (
            <td key={h.number}>{h.shotCount === 0 ? '' : stablefordPoints(h, h.extraShots)}</td>
          ))}
          <td>{totals.holesPlayed > 0 ? totals.stableford : ''}</td>
        </tr>
      </tbody>
    </table>
  );
}

export function ScoreCardGrid({ holes, style }: ScoreCardGridProps) {
  const t = useT(scoreCardsText);
  const ts = useT(scoringText);
  const ordered = [...holes].sort((a, b) => a.number - b.number);
  const split = splitCard(ordered);
  const back = ordered.slice(9);
  return (
    <div className={`card-view ${styleClass(style)}`} data-style={style}>
      <NineTable title={back.length > 0 ? t('grid.frontNine') : t('grid.holes')} sumLabel={{ short: t('grid.out'), full: t('grid.outName') }} holes={ordered.slice(0, 9)} totals={split.front} />
      {back.length > 0 && <NineTable title={t('grid.backNine')} sumLabel={{ short: t('grid.in'), full: t('grid.inName') }} holes={back} totals={split.back} />}
      <ul className="card-legend" aria-label={t('grid.legend')}>
        {BAND_LABELS.map((b) => (
          <li key={b.band}>
            <span className={`score score--${b.band}`} aria-hidden="true">
              4
            </span>
            {ts(b.label)}
          </li>
        ))}
      </ul>
    </div>
  );
}
