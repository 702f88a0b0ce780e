// One hole of the hole strip (HoleStrip.tsx): its number, marked when played and when shown.
import { memo } from 'react';
import { useT } from '../../i18n/catalog.ts';
import { playText } from './i18n/index.ts';

export interface StripHoleProps {
  index: number;
  number: number;
  played: boolean;
  current: boolean;
  onPick: (index: number) => void;
}

/** Memoised: a move to another hole re-renders the two holes whose marker moves, not the other sixteen. */
export const StripHole = memo(function StripHole({ index, number, played, current, onPick }: StripHoleProps) {
  const t = useT(playText);
  return (
    <li>
      <button
        type="button"
        aria-label={played ? t('strip.holePlayed', { number }) : t('strip.hole', { number })}
        aria-current={current ? 'step' : undefined}
        className={`hole-strip__hole${played ? ' hole-strip__hole--played' : ''}`}
        onClick={() => onPick(index)}
      >
        {number}
      </button>
    </li>
  );
});
