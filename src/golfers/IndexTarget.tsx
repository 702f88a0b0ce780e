// The score that brings the golfer's index down on a tee, and the index after a score the golfer types
// or steps (docs/GOLF.md, "The score that lowers the index"; docs/PRODUCT.md, "2. Screens and routes"):
// on the new-round form for the tee chosen, on the dashboard for the last rated tee played. On an
// 18-hole tee the golfer may ask for one nine instead: an 18-hole card of which only that nine is
// played counts as a 9-hole score (docs/GOLF.md, "9-hole rounds").
import { useId, useMemo, useState } from 'react';
import { projectIndex, ratedRoundOnTee, scoreBounds, scoresNeeded, targetScore, type HandicapRecord, type Nine, type RatedRound, type TeeLike } from '../domain/index.ts';
import { stampNow } from '../data/clock.ts';
import { useT, type KeyOf, type Translate } from '../i18n/catalog.ts';
import { formatNumber, useLocale } from '../i18n/formats.ts';
import { ChipRadioGroup } from '../ui/ChipRadioGroup.tsx';
import { golfersText } from './i18n/index.ts';
import './index-target.css';

export type TargetTee = Pick<TeeLike, 'type' | 'cr' | 'slope' | 'holeCount' | 'holes' | 'front9' | 'back9'>;

/** The holes the target is for: the whole tee, or one nine of an 18-hole tee. */
type Playing = 'all' | Nine;

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
  const [chosen, setPlaying] = useState<Playing>('all');
  const whole = useMemo(() => (tee ? ratedRoundOnTee(tee) : null), [tee]);
  // A nine of an 18-hole tee can be asked for only where the whole tee is a rated 18 holes; a nine
  // chosen stays unused when the tee changes to one without (the dashboard's last tee played).
  const nines = whole?.holes === 18;
  const playing: Playing = nines ? chosen : 'all';
  const round = useMemo(() => (tee ? ratedRoundOnTee(tee, playing === 'all' ? undefined : playing) : null), [tee, playing]);
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
  const index = tenth(target.index, locale);
  const par = tee.holes.filter((h) => playing === 'all' || (playing === 'front' ? h.number <= 9 : h.number > 9)).reduce((s, h) => s + h.par, 0);
  const options = [
    { value: 'all' as const, label: t('target.all') },
    { value: 'front' as const, label: t('target.front') },
    { value: 'back' as const, label: t('target.back') },
  ];
  return (
    <div className="index-target">
      {nines && <ChipRadioGroup className="result-picker" label={t('target.playing')} options={options} value={playing} onChange={setPlaying} />}
      <p className="index-target__line">{targetLine(t, target, index, playing, round.holes === 9, where)}</p>
      <p className="muted">{t('target.adjusted')}</p>
      {playing !== 'all' && <p className="muted">{t('target.nineOfCard')}</p>}
      <Projection
        key={playing}
        handicap={handicap}
        round={round}
        date={date}
        start={target.kind === 'lower' ? target.score : par}
        index={target.index}
      />
    </div>
  );
}

/** "Shoot 86 or better on this tee ...", on a nine of it, or on the course named (the dashboard). */
function targetLine(
  t: Translate<KeyOf<typeof golfersText>>,
  target: { kind: 'lower'; score: number } | { kind: 'none' },
  index: string,
  playing: Playing,
  nineHoleTee: boolean,
  where: IndexTargetProps['where'],
): string {
  if (playing !== 'all') {
    const nine = { nine: playing, index };
    if (target.kind === 'lower') return where ? t('target.lowerNineOn', { score: target.score, ...nine, ...where }) : t('target.lowerNine', { score: target.score, ...nine });
    return where ? t('target.noneNineOn', { ...nine, ...where }) : t('target.noneNine', nine);
  }
  const nine = nineHoleTee ? 'yes' : 'no';
  if (target.kind === 'lower') return where ? t('target.lowerOn', { score: target.score, nine, index, ...where }) : t('target.lower', { score: target.score, nine, index });
  return where ? t('target.noneOn', { index, ...where }) : t('target.none', { index });
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
