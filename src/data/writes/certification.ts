// The player's signature on a card (docs/GOLF.md, "Marker and certification"): they confirm the scores their marker kept,
// or say which holes are wrong. Only the card's player writes these fields (docs/ARCHITECTURE.md,
// "Security rules"); a confirmed card is closed to the marker.
import type { GolfDatabase, ScoreCardDoc, ScoreCardHole } from '../types.ts';
import { modifyExisting } from './util.ts';
import { dataText } from '../i18n/index.ts';

function ownCard(card: ScoreCardDoc, uid: string): void {
  if (card.userId !== uid) throw new Error(dataText.t('write.onlyPlayerSigns'));
}

/** A hole with `disputed` as given; an unchanged hole keeps its object, a changed one gets `modifiedAt`
 * (the hole-by-hole merge keeps the newer hole's flag). */
function withDispute(hole: ScoreCardHole, disputed: boolean, now: number): ScoreCardHole {
  if ((hole.disputed === true) === disputed) return hole;
  const { disputed: _old, ...rest } = hole;
  return disputed ? { ...rest, disputed: true, modifiedAt: now } : { ...rest, modifiedAt: now };
}

/** The player confirms their card: no hole disputed any more, and confirming accepts it. */
export function confirmCard(db: GolfDatabase, cardId: string, uid: string, now: number = Date.now()): Promise<ScoreCardDoc> {
  return modifyExisting(db.scorecards, cardId, (card) => {
    ownCard(card, uid);
    const holes = card.holes.map((h) => withDispute(h, false, now));
    return { ...card, holes, confirmedAt: now, acceptedAt: card.acceptedAt ?? (card.creatorId === uid ? undefined : now), modifiedDate: now };
  });
}

/** The player says the scores of these holes are wrong (none: takes every dispute back); the card is
 * then no longer confirmed, so the marker may correct it. */
export function disputeHoles(db: GolfDatabase, cardId: string, uid: string, holeNumbers: readonly number[], now: number = Date.now()): Promise<ScoreCardDoc> {
  const wrong = new Set(holeNumbers);
  return modifyExisting(db.scorecards, cardId, (card) => {
    ownCard(card, uid);
    const unknown = [...wrong].filter((n) => !card.holes.some((h) => h.number === n));
    if (unknown.length > 0) throw new Error(dataText.t('write.noHole', { holes: unknown.join(', ') }));
    const holes = card.holes.map((h) => withDispute(h, wrong.has(h.number), now));
    return { ...card, holes, confirmedAt: undefined, modifiedDate: now };
  });
}
