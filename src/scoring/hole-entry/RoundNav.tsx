// The bar at the foot of a scoring screen: "‹ Previous", and "Next ›" or, on the last hole,
// "Finish round". The play screen and the match group screen share it.
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

export function RoundNav({ index, holeCount, onGo, onFinish, finishing }: RoundNavProps) {
  return (
    <nav className="round-nav" aria-label="Holes">
      {/* The arrow keys do the same (use-hole-keys.ts); aria-keyshortcuts tells screen readers. */}
      <button type="button" className="button" disabled={index === 0} onClick={() => onGo(index - 1)} aria-keyshortcuts="ArrowLeft">
        ‹ Previous
      </button>
      {index >= holeCount - 1 ? (
        <button type="button" className="button button-primary" onClick={onFinish} disabled={finishing}>
          Finish round
        </button>
      ) : (
        <button type="button" className="button button-primary" onClick={() => onGo(index + 1)} aria-keyshortcuts="ArrowRight">
          Next ›
        </button>
      )}
    </nav>
  );
}
