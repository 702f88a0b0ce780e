// The signature of a competition card (docs/GOLF.md, "Marker and certification"): who marked it, whether its player
// confirmed it or says a hole is wrong; its player confirms or reports the wrong holes here. Only the
// player writes these (docs/ARCHITECTURE.md, "Security rules"); a confirmed card is closed to the marker.
import { useId, useState } from 'react';
import { disputedHoles } from '../../data/card-rights.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import type { ScoreCardDoc } from '../../data/types.ts';
import { confirmCard, disputeHoles } from '../../data/writes/certification.ts';
import { holesText, SignatureMark } from '../../golfers/SignatureMark.tsx';
import { formatDayTime, useLocale } from '../../i18n/formats.ts';
import type { Translate } from '../../i18n/catalog.ts';
import type { ScoreCardsKey } from './i18n/index.ts';
import { errorText } from '../../ui/error-text.ts';
import { useT } from '../../i18n/catalog.ts';
import { scoreCardsText } from './i18n/index.ts';

export interface CardSignatureProps {
  card: ScoreCardDoc;
  uid: string;
  /** The card's player, as named on this device. */
  playerName: string;
  /** The marker's name ('you' for the golfer holding the phone), null when the match has none here. */
  markerName: string | null;
}

function status(t: Translate<ScoreCardsKey>, locale: string, card: ScoreCardDoc, own: boolean, playerName: string): string {
  const disputed = disputedHoles(card);
  if (disputed.length > 0) {
    const holes = holesText(disputed);
    return own ? t('signature.youSay', { holes }) : t('signature.playerSays', { name: playerName, holes });
  }
  if (card.confirmedAt !== undefined) {
    const date = formatDayTime(card.confirmedAt, locale);
    return own ? t('signature.youConfirmed', { date }) : t('signature.playerConfirmed', { name: playerName, date });
  }
  return own ? t('signature.youNotYet') : t('signature.playerNotYet', { name: playerName });
}

export function CardSignature({ card, uid, playerName, markerName }: CardSignatureProps) {
  const t = useT(scoreCardsText);
  const locale = useLocale();
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
        {t('signature.title')}
        <SignatureMark confirmed={card.confirmedAt !== undefined} disputed={disputedHoles(card)} />
      </h2>
      {markerName !== null && <p>{t('signature.markedBy', { marker: markerName })}</p>}
      <p role="status">{status(t, locale, card, own, playerName)}</p>
      {failure && (
        <p role="alert" className="alert alert-error">
          {t('signature.notSaved', { error: failure })}
        </p>
      )}
      {own && !reporting && (
        <div className="card-signature__actions">
          {card.confirmedAt === undefined && (
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void run(() => confirmCard(db, card.id, uid))}>
              {t('signature.confirm')}
            </button>
          )}
          <button type="button" className="button" disabled={busy} onClick={() => (setWrong(new Set(disputedHoles(card))), setReporting(true))}>
            {t('signature.holeWrong')}
          </button>
        </div>
      )}
      {own && reporting && (
        <fieldset className="card-signature__holes">
          <legend>{t('signature.whichHoles')}</legend>
          <p className="muted">{t('signature.markerSees')}</p>
          <div className="card-signature__grid">
            {numbers.map((n) => (
              <label key={n} className="check">
                <input type="checkbox" checked={wrong.has(n)} onChange={() => toggle(n)} />
                {t('signature.hole', { number: n })}
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
              {wrong.size === 0 ? t('signature.takeBack') : t('signature.report', { holes: holesText([...wrong].sort((a, b) => a - b)) })}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setReporting(false)}>
              {t('signature.cancel')}
            </button>
          </div>
        </fieldset>
      )}
    </section>
  );
}
