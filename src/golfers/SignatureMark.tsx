// A card's signature where a board lists it (the match board, the tournament leaderboard): a tick
// once its player confirmed the scores (docs/GOLF.md, "Marker and certification"), a warning while they say a hole is
// wrong, nothing before they answered. Named for screen readers, since the glyph says little.
import { useT } from '../i18n/catalog.ts';
import { golfersText } from './i18n/index.ts';
import './signature-mark.css';

/** "hole 3" / "holes 3, 7". */
export function holesText(holes: readonly number[]): string {
  return golfersText.t('holes', { count: holes.length, list: holes.join(', ') });
}

/** "Disputed: hole 3" / "Disputed: holes 3, 7". */
export function disputedLabel(holes: readonly number[]): string {
  return golfersText.t('signature.disputed', { holes: holesText(holes) });
}

export function SignatureMark({ confirmed, disputed = [] }: { confirmed: boolean; disputed?: readonly number[] }) {
  const t = useT(golfersText);
  if (disputed.length > 0) {
    const label = disputedLabel(disputed);
    return (
      <span className="signature-mark signature-mark--disputed" role="img" aria-label={label} title={t('signature.disputedTitle', { holes: holesText(disputed) })}>
        !
      </span>
    );
  }
  if (!confirmed) return null;
  return (
    <span className="signature-mark signature-mark--confirmed" role="img" aria-label={t('signature.confirmed')} title={t('signature.confirmedTitle')}>
      ✓
    </span>
  );
}
