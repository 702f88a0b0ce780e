// A row of hole numbers to jump to any hole; a played hole is marked, the one shown is current.
import type { ScoreCardHole } from '../../data/types.ts';
import { useT } from '../../i18n/catalog.ts';
import { playText } from './i18n/index.ts';

export interface HoleStripProps {
  holes: readonly Pick<ScoreCardHole, 'number' | 'shotCount'>[];
  current: number;
  onPick: (index: number) => void;
}

export function HoleStrip({ holes, current, onPick }: HoleStripProps) {
  const t = useT(playText);
  return (
    <ol className="hole-strip" aria-label={t('strip.label')}>
      {holes.map((h, i) => (
        <li key={h.number}>
          <button
            type="button"
            aria-label={h.shotCount !== 0 ? t('strip.holePlayed', { number: h.number }) : t('strip.hole', { number: h.number })}
            aria-current={i === current ? 'step' : undefined}
            className={`hole-strip__hole${h.shotCount !== 0 ? ' hole-strip__hole--played' : ''}`}
            onClick={() => onPick(i)}
          >
            {h.number}
          </button>
        </li>
      ))}
    </ol>
  );
}
