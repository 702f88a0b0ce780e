// A card's signature where a board lists it (the match board, the tournament leaderboard): a tick
// once its player confirmed the scores (docs/GOLF.md, "Marker and certification"), a warning while they say a hole is
// wrong, nothing before they answered. Named for screen readers, since the glyph says little.
import './signature-mark.css';

/** "hole 3" / "holes 3, 7". */
export function holesText(holes: readonly number[]): string {
  return `${holes.length === 1 ? 'hole' : 'holes'} ${holes.join(', ')}`;
}

/** "Disputed: hole 3" / "Disputed: holes 3, 7". */
export function disputedLabel(holes: readonly number[]): string {
  return `Disputed: ${holesText(holes)}`;
}

export function SignatureMark({ confirmed, disputed = [] }: { confirmed: boolean; disputed?: readonly number[] }) {
  if (disputed.length > 0) {
    const label = disputedLabel(disputed);
    return (
      <span className="signature-mark signature-mark--disputed" role="img" aria-label={label} title={`${label}: its player says the score is wrong`}>
        !
      </span>
    );
  }
  if (!confirmed) return null;
  return (
    <span className="signature-mark signature-mark--confirmed" role="img" aria-label="Confirmed" title="Confirmed by its player">
      ✓
    </span>
  );
}
