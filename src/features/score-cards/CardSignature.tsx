// The signature of a competition card (docs/GOLF.md, "Marker and certification"): who marked it, whether its player
// confirmed it or says a hole is wrong; its player confirms or reports the wrong holes here. Only the
// player writes these (docs/ARCHITECTURE.md, "Security rules"); a confirmed card is closed to the marker.
import { useId, useState } from 'react';
import { disputedHoles } from '../../data/card-rights.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import type { ScoreCardDoc } from '../../data/types.ts';
import { confirmCard, disputeHoles } from '../../data/writes/certification.ts';
import { holesText, SignatureMark } from '../../golfers/SignatureMark.tsx';
import { dateTimeLabel } from '../../ui/date-label.ts';
import { errorText } from '../../ui/error-text.ts';

export interface CardSignatureProps {
  card: ScoreCardDoc;
  uid: string;
  /** The card's player, as named on this device. */
  playerName: string;
  /** The marker's name ('you' for the golfer holding the phone), null when the match has none here. */
  markerName: string | null;
}

function status(card: ScoreCardDoc, own: boolean, playerName: string): string {
  const who = own ? 'You' : playerName;
  const disputed = disputedHoles(card);
  if (disputed.length > 0) return `${who} ${own ? 'say' : 'says'} the score of ${holesText(disputed)} is wrong.`;
  if (card.confirmedAt !== undefined) return `${who} confirmed this card on ${dateTimeLabel(card.confirmedAt)}.`;
  return own ? 'You have not confirmed this card yet.' : `${playerName} has not confirmed this card yet.`;
}

export function CardSignature({ card, uid, playerName, markerName }: CardSignatureProps) {
  const id = useId();
  const db = useGolfDatabase();
  const own = card.userId === uid;
  const [reporting, setReporting] = useState(false);
  const [wrong, setWrong] = useState<ReadonlySet<number>>(() => new Set(disputedHoles(card)));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const numbers = card.holes.map((h) => h.number).sort((a, b) => a - b);

  const run = async (write: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await write();
      setReporting(false);
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const toggle = (n: number) =>
    setWrong((old) => {
      const next = new Set(old);
      if (!next.delete(n)) next.add(n);
      return next;
    });

  return (
    <section className="card-signature" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        Signature
        <SignatureMark confirmed={card.confirmedAt !== undefined} disputed={disputedHoles(card)} />
      </h2>
      {markerName !== null && <p>Marked by {markerName}.</p>}
      <p role="status">{status(card, own, playerName)}</p>
      {failure && (
        <p role="alert" className="alert alert-error">
          Not saved: {failure}
        </p>
      )}
      {own && !reporting && (
        <div className="card-signature__actions">
          {card.confirmedAt === undefined && (
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void run(() => confirmCard(db, card.id, uid))}>
              Confirm my card
            </button>
          )}
          <button type="button" className="button" disabled={busy} onClick={() => (setWrong(new Set(disputedHoles(card))), setReporting(true))}>
            A hole is wrong
          </button>
        </div>
      )}
      {own && reporting && (
        <fieldset className="card-signature__holes">
          <legend>Which holes are wrong?</legend>
          <p className="muted">Your marker sees them and can correct them; then confirm your card.</p>
          <div className="card-signature__grid">
            {numbers.map((n) => (
              <label key={n} className="check">
                <input type="checkbox" checked={wrong.has(n)} onChange={() => toggle(n)} />
                Hole {n}
              </label>
            ))}
          </div>
          <div className="card-signature__actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy || (wrong.size === 0 && disputedHoles(card).length === 0)}
              onClick={() => void run(() => disputeHoles(db, card.id, uid, [...wrong]))}
            >
              {wrong.size === 0 ? 'Take my report back' : `Report ${holesText([...wrong].sort((a, b) => a - b))}`}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setReporting(false)}>
              Cancel
            </button>
          </div>
        </fieldset>
      )}
    </section>
  );
}
