// A row of hole numbers to jump to any hole; a played hole is marked, the one shown is current.
import { memo } from 'react';
import type { ScoreCardHole } from '../../data/types.ts';
import { useT } from '../../i18n/catalog.ts';
import { playText } from './i18n/index.ts';
import { StripHole } from './StripHole.tsx';

export interface HoleStripProps {
  holes: readonly Pick<ScoreCardHole, 'number' | 'shotCount'>[];
  current: number;
  onPick: (index: number) => void;
}

/** The strip shows the same: the same holes, each played or not, the same one current. A tap that
 * changes a score on a hole already played leaves it as it is (docs/ARCHITECTURE.md, "Speed on a phone"). */
export function sameStrip(a: HoleStripProps, b: HoleStripProps): boolean {
  return (
    a.current === b.current &&
    a.onPick === b.onPick &&
    a.holes.length === b.holes.length &&
    a.holes.every((h, i) => {
      const other = b.holes[i];
      return other !== undefined && h.number === other.number && (h.shotCount !== 0) === (other.shotCount !== 0);
    })
  );
}

export const HoleStrip = memo(function HoleStrip({ holes, current, onPick }: HoleStripProps) {
  const t = useT(playText);
  return (
    <ol className="hole-strip" aria-label={t('strip.label')}>
      {holes.map((h, i) => (
        <StripHole key={h.number} index={i} number={h.number} played={h.shotCount !== 0} current={i === current} onPick={onPick} />
      ))}
    </ol>
  );
}, sameStrip);
