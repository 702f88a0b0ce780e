// The full card: front nine and back nine tables (hole, par, stroke index, extra shots, score,
// putts, points) with their subtotal, in the golfer's display style.
import { holeScoreKey, isPickedUp, splitCard, stablefordPoints, type CardTotals, type DisplayStyle } from '../../domain/index.ts';
import type { ScoreCardHole } from '../../data/types.ts';
import { BAND_LABELS, scoreBand, styleClass } from '../../scoring/display-styles/display-styles.ts';
import './score-cards.css';

export interface ScoreCardGridProps {
  holes: readonly ScoreCardHole[];
  style: DisplayStyle;
}

function scoreText(h: ScoreCardHole): string {
  if (isPickedUp(h)) return 'P';
  return h.shotCount === 0 ? '' : String(h.shotCount);
}

function NineTable({ title, sumLabel, holes, totals }: { title: string; sumLabel: string; holes: readonly ScoreCardHole[]; totals: CardTotals }) {
  const par = holes.reduce((s, h) => s + h.par, 0);
  return (
    <table className="card-grid">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="row">Hole</th>
          {holes.map((h) => (
            <th key={h.number} scope="col">
              {h.number}
            </th>
          ))}
          <th scope="col">{sumLabel}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Par</th>
          {holes.map((h) => (
            <td key={h.number}>{h.par}</td>
          ))}
          <td>{par}</td>
        </tr>
        <tr className="card-grid__muted">
          <th scope="row">SI</th>
          {holes.map((h) => (
            <td key={h.number}>{h.hcp}</td>
          ))}
          <td />
        </tr>
        <tr className="card-grid__muted">
          <th scope="row">Extra</th>
          {holes.map((h) => (
            <td key={h.number}>{h.extraShots === 0 ? '' : h.extraShots}</td>
          ))}
          <td />
        </tr>
        <tr className="card-grid__scores">
          <th scope="row">Score</th>
          {holes.map((h) => {
            const band = scoreBand(holeScoreKey(h));
            return (
              <td key={h.number} data-band={band}>
                <span className={`score score--${band}`} title={isPickedUp(h) ? 'Picked up' : undefined}>
                  {scoreText(h)}
                </span>
              </td>
            );
          })}
          <td>{totals.holesPlayed > 0 ? totals.strokes : ''}</td>
        </tr>
        <tr>
          <th scope="row">Putts</th>
          {holes.map((h) => (
            <td key={h.number}>{h.shotCount === 0 ? '' : h.puttCount}</td>
          ))}
          <td>{totals.holesPlayed > 0 ? totals.putts : ''}</td>
        </tr>
        <tr>
          <th scope="row">Points</th>
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
  const ordered = [...holes].sort((a, b) => a.number - b.number);
  const split = splitCard(ordered);
  const back = ordered.slice(9);
  return (
    <div className={`card-view ${styleClass(style)}`} data-style={style}>
      <NineTable title={back.length > 0 ? 'Front nine' : 'Holes'} sumLabel="Out" holes={ordered.slice(0, 9)} totals={split.front} />
      {back.length > 0 && <NineTable title="Back nine" sumLabel="In" holes={back} totals={split.back} />}
      <ul className="card-legend" aria-label="Legend">
        {BAND_LABELS.map((b) => (
          <li key={b.band}>
            <span className={`score score--${b.band}`} aria-hidden="true">
              4
            </span>
            {b.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
