// A match's cards as the match board and the group screen show them: in the match's order, each one a
// registered golfer's or a guest's.
import type { MatchDoc, ScoreCardDoc } from '../data/types.ts';

/** Whether the card is a guest's: the creator's card with the guest's name in `event` (the domain's
 * rule, which also decides who a card stands for on the board). */
export { isGuestCard } from '../domain/index.ts';

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
