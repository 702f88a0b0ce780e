// The score that brings the golfer's index down on a tee, and the index after a score the golfer types
// or steps (docs/GOLF.md, "The score that lowers the index"; docs/PRODUCT.md, "2. Screens and routes"):
// on the new-round form for the tee chosen, on the dashboard for the last rated tee played.
import { useId, useMemo, useState } from 'react';
import { projectIndex, ratedRoundOnTee, scoreBounds, scoresNeeded, targetScore, type HandicapRecord, type RatedRound, type TeeLike } from '../domain/index.ts';
import { stampNow } from '../data/clock.ts';
import { useT } from '../i18n/catalog.ts';
import { formatNumber, useLocale } from '../i18n/formats.ts';
import { golfersText } from './i18n/index.ts';
import './index-target.css';

export type TargetTee = Pick<TeeLike, 'type' | 'cr' | 'slope' | 'holeCount' | 'holes'>;

export interface IndexTargetProps {
  /** The golfer's computed handicap (useHandicapIndex's `computed`). */
  handicap: HandicapRecord;
  /** The tee; none yet on the new-round form until one is chosen. */
  tee: TargetTee | undefined;
  /** The course and tee named in the text (the dashboard); "this tee" without. */
  where?: { course: string; tee: string };
  /** The date of the score projected; now (the server's clock) by default. */
  now?: number;
}

const tenth = (n: number, locale: string) => formatNumber(n, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function IndexTarget({ handicap, tee, where, now }: IndexTargetProps) {
  const t = useT(golfersText);
  const locale = useLocale();
  const date = useMemo(() => now ?? stampNow(), [now]);
  const round = useMemo(() => (tee ? ratedRoundOnTee(tee) : null), [tee]);
  const target = useMemo(() => {
    if (handicap.index === null) return scoresNeeded(handicap);
    return round ? targetScore(handicap, round, date) : null;
  }, [handicap, round, date]);
  if (target?.kind === 'needs-scores') {
    return (
      <div className="index-target">
        <p>{t('target.needs', { count: target.scoresNeeded })}</p>
        {target.nineWaiting && <p className="muted">{t('target.nineWaiting')}</p>}
      </div>
    );
  }
  if (!tee) return null;
  if (!round || !target) {
    return (
      <div className="index-target">
        <p className="muted">{where ? t('target.unratedOn', where) : t('target.unrated')}</p>
      </div>
    );
  }
  const nine = round.holes === 9 ? 'yes' : 'no';
  const index = tenth(target.index, locale);
  const line =
    target.kind === 'lower'
      ? where
        ? t('target.lowerOn', { score: target.score, nine, index, ...where })
        : t('target.lower', { score: target.score, nine, index })
      : where
        ? t('target.noneOn', { index, ...where })
        : t('target.none', { index });
  const par = tee.holes.reduce((s, h) => s + h.par, 0);
  return (
    <div className="index-target">
      <p className="index-target__line">{line}</p>
      <p className="muted">{t('target.adjusted')}</p>
      <Projection handicap={handicap} round={round} date={date} start={target.kind === 'lower' ? target.score : par} index={target.index} />
    </div>
  );
}

interface ProjectionProps {
  handicap: HandicapRecord;
  round: RatedRound;
  date: number;
  /** The score shown first: the target, or the tee's par. */
  start: number;
  index: number;
}

/** "Index after a score of [ 86 ]": typed, or stepped a stroke at a time. */
function Projection({ handicap, round, date, start, index }: ProjectionProps) {
  const t = useT(golfersText);
  const locale = useLocale();
  const id = useId();
  const [typed, setTyped] = useState(String(start));
  const { min, max } = scoreBounds(round);
  const value = Number(typed.trim());
  const valid = typed.trim() !== '' && Number.isInteger(value) && value >= min && value <= max;
  const projection = valid ? projectIndex(handicap, round, value, date) : null;
  const step = (by: 1 | -1) => {
    const from = valid ? value : start;
    setTyped(String(Math.min(max, Math.max(min, from + by))));
  };
  let result: string;
  if (!projection) result = t('target.invalid', { min, max });
  else {
    result = t('target.after', { score: projection.score, after: tenth(projection.index, locale), index: tenth(index, locale) });
    if (projection.cap && projection.lowIndex !== null) {
      result += ` ${t(projection.cap === 'soft' ? 'target.soft' : 'target.hard', { calculated: tenth(projection.calculated, locale), low: tenth(projection.lowIndex, locale) })}`;
    }
  }
  return (
    <div className="index-projection">
      <label htmlFor={`${id}-score`}>{t('target.scoreLabel')}</label>
      <div className="index-projection__row">
        <button type="button" className="button" aria-label={t('target.less')} disabled={valid && value <= min} onClick={() => step(-1)}>
          −
        </button>
        <input id={`${id}-score`} inputMode="numeric" value={typed} aria-describedby={`${id}-result`} onChange={(e) => setTyped(e.target.value)} />
        <button type="button" className="button" aria-label={t('target.more')} disabled={valid && value >= max} onClick={() => step(1)}>
          +
        </button>
      </div>
      <p id={`${id}-result`} className="index-projection__result" aria-live="polite">
        {result}
      </p>
    </div>
  );
}
