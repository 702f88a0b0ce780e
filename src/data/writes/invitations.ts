// A card someone else made for a golfer (a match's creator adding them) is an invitation: it counts in
// their rounds, statistics and handicap index only once they accept it (a hole they write on it
// accepts it too, see patchHole); declining takes them out of the match and the card out of their
// record. Only the player writes the acceptance (docs/ARCHITECTURE.md, "Security rules").
import type { GolfDatabase, ScoreCardDoc } from '../types.ts';
import { leaveMatch } from './matches.ts';
import { deleteScoreCard, editScoreCard } from './scorecards.ts';
import { modifyExisting } from './util.ts';
import { dataText } from '../i18n/index.ts';

function ownCard(card: ScoreCardDoc, uid: string): void {
  if (card.userId !== uid) throw new Error(dataText.t('write.onlyPlayerAnswers'));
}

/** The player accepts the card: from now on it is one of their rounds. */
export function acceptInvitation(db: GolfDatabase, cardId: string, uid: string, now: number = Date.now()): Promise<ScoreCardDoc> {
  return modifyExisting(db.scorecards, cardId, (card) => {
    ownCard(card, uid);
    return card.acceptedAt === undefined ? { ...card, acceptedAt: now, modifiedDate: now } : card;
  });
}

/**
 * The player declines: they leave the match as a player who leaves it does (their cards keep no
 * match; the match no longer lists them), and the card is deleted (a tombstone), so it is in nobody's
 * record. A card of a match its creator plays in is left the same way.
 */
export async function declineInvitation(db: GolfDatabase, cardId: string, uid: string, now: number = Date.now()): Promise<void> {
  const doc = await db.scorecards.findOne(cardId).exec();
  if (!doc) throw new Error(dataText.t('write.cardGone'));
  const card = doc.toMutableJSON();
  ownCard(card, uid);
  const match = card.matchId === '' ? null : await db.matches.findOne(card.matchId).exec();
  if (match && match.creatorId !== uid) await leaveMatch(db, match.id, uid, now);
  else if (card.matchId !== '') await editScoreCard(db, cardId, { matchId: '' }, null, now);
  await deleteScoreCard(db, cardId);
}
