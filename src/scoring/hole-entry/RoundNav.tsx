// The bar at the foot of a scoring screen: "‹ Previous", and "Next ›" or, on the last hole,
// "Finish round". The play screen and the match group screen share it.
import { memo } from 'react';
import { useT } from '../../i18n/catalog.ts';
import { scoringText } from '../i18n/index.ts';

export interface RoundNavProps {
  /** The first hole is shown: "Previous" is disabled. */
  atFirst: boolean;
  /** The last hole is shown: "Finish round" stands in for "Next". */
  atLast: boolean;
  /** Open the previous / the next hole (stable: use-hole-steps.ts). */
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
  /** The round is being ended: "Finish round" waits. */
  finishing: boolean;
}

/** Memoised: neither a tap on a counter nor a move between two holes in the middle of the round
 * re-renders it (its callbacks are stable; docs/ARCHITECTURE.md, "Speed on a phone"). */
export const RoundNav = memo(function RoundNav({ atFirst, atLast, onPrevious, onNext, onFinish, finishing }: RoundNavProps) {
  const t = useT(scoringText);
  return (
    <nav className="round-nav" aria-label={t('nav.holes')}>
      {/* The arrow keys do the same (use-hole-keys.ts); aria-keyshortcuts tells screen readers. */}
      <button type="button" className="button" disabled={atFirst} onClick={onPrevious} aria-keyshortcuts="ArrowLeft">
        {t('nav.previous')}
      </button>
      {atLast ? (
        <button type="button" className="button button-primary" onClick={onFinish} disabled={finishing}>
          {t('nav.finish')}
        </button>
      ) : (
        <button type="button" className="button button-primary" onClick={onNext} aria-keyshortcuts="ArrowRight">
          {t('nav.next')}
        </button>
      )}
    </nav>
  );
});
