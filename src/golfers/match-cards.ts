// A match's cards as the match board and the group screen show them: in the match's order, each one a
// registered golfer's or a guest's.
import type { MatchDoc, ScoreCardDoc } from '../data/types.ts';

/** Whether the card is a guest's: the creator's card with the guest's name in `event`. */
export function isGuestCard(match: Pick<MatchDoc, 'creatorId'>, card: Pick<ScoreCardDoc, 'userId' | 'event'>): boolean {
  return card.userId === match.creatorId && card.event !== undefined && card.event.trim() !== '';
}

/** The match's cards in `scoreCards` order; cards this device has that the match does not list yet
 * come last. */
export function cardsInOrder(match: Pick<MatchDoc, 'scoreCards'>, cards: readonly ScoreCardDoc[]): ScoreCardDoc[] {
  const order = match.scoreCards ?? [];
  const rank = (c: ScoreCardDoc) => {
    const i = order.indexOf(c.id);
    return i === -1 ? order.length : i;
  };
  return [...cards].sort((a, b) => rank(a) - rank(b) || a.creationDate - b.creationDate || a.id.localeCompare(b.id));
}
