// A row of hole numbers to jump to any hole; a played hole is marked, the one shown is current.
import type { ScoreCardHole } from '../../data/types.ts';

export interface HoleStripProps {
  holes: readonly Pick<ScoreCardHole, 'number' | 'shotCount'>[];
  current: number;
  onPick: (index: number) => void;
}

export function HoleStrip({ holes, current, onPick }: HoleStripProps) {
  return (
    <ol className="hole-strip" aria-label="Go to hole">
      {holes.map((h, i) => (
        <li key={h.number}>
          <button
            type="button"
            aria-label={`Hole ${h.number}${h.shotCount !== 0 ? ', played' : ''}`}
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
