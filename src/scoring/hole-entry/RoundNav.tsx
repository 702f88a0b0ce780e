// The bar at the foot of a scoring screen: "‹ Previous", and "Next ›" or, on the last hole,
// "Finish round". The play screen and the match group screen share it.
import { memo } from 'react';
import { useT } from '../../i18n/catalog.ts';
import { scoringText } from '../i18n/index.ts';

export interface RoundNavProps {
  /** The hole shown, 0-based. */
  index: number;
  holeCount: number;
  /** Opens another hole (0-based). */
  onGo: (index: number) => void;
  onFinish: () => void;
  /** The round is being ended: "Finish round" waits. */
  finishing: boolean;
}

/** Memoised: a tap on a counter leaves it as it is (its callbacks are stable). */
export const RoundNav = memo(function RoundNav({ index, holeCount, onGo, onFinish, finishing }: RoundNavProps) {
  const t = useT(scoringText);
  return (
    <nav className="round-nav" aria-label={t('nav.holes')}>
      {/* The arrow keys do the same (use-hole-keys.ts); aria-keyshortcuts tells screen readers. */}
      <button type="button" className="button" disabled={index === 0} onClick={() => onGo(index - 1)} aria-keyshortcuts="ArrowLeft">
        {t('nav.previous')}
      </button>
      {index >= holeCount - 1 ? (
        <button type="button" className="button button-primary" onClick={onFinish} disabled={finishing}>
          {t('nav.finish')}
        </button>
      ) : (
        <button type="button" className="button button-primary" onClick={() => onGo(index + 1)} aria-keyshortcuts="ArrowRight">
          {t('nav.next')}
        </button>
      )}
    </nav>
  );
});
