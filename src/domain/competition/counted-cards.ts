// Which cards of a match count on its board and on its tournament's leaderboard (docs/ARCHITECTURE.md,
// "Matches and tournaments"). Any player of a match may create a card that names the match (and its
// tournament): a round of their own, or a plant meant to displace a rival's round. Only the match says
// which cards are its own: the cards its `scoreCards` lists, each for a player its `players` names,
// made by that player or by the match's creator (who makes a match's cards), and one card a player.

/** What of a match decides which cards count. */
export interface CountedCardsMatch {
  id: string;
  creatorId: string;
  /** The match's cards, in its order. */
  scoreCards?: readonly string[];
  /** The match's players (uid -> 1). */
  players?: Readonly<Record<string, number>>;
}

/** What of a card decides whether it counts. */
export interface CountedCard {
  id: string;
  matchId: string;
  userId: string;
  creatorId: string;
  event?: string;
}

/** Whether the card is a guest's: the match creator's card with the guest's name in `event`. */
export function isGuestCard(match: { creatorId: string }, card: { userId: string; event?: string }): boolean {
  return card.userId === match.creatorId && card.event !== undefined && card.event.trim() !== '';
}

/** The player a card stands for on a board: its golfer, or a guest (each guest card its own player). */
export function cardPlayerKey(match: { creatorId: string }, card: CountedCard): string {
  return isGuestCard(match, card) ? `guest:${card.id}` : card.userId;
}

/**
 * The cards that count for the match, in its `scoreCards` order: listed by the match, naming the match,
 * of a player the match names, made by that player or by the match's creator. A player with more than
 * one such card counts once: by the card the match's creator made, else by the first listed.
 */
export function countedCards<C extends CountedCard>(match: CountedCardsMatch, cards: readonly C[]): C[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const named = (c: C) => match.players?.[c.userId] !== undefined;
  const madeByCreator = (c: C) => c.creatorId === match.creatorId;
  const candidates = [...new Set(match.scoreCards ?? [])].flatMap((id) => {
    const c = byId.get(id);
    return c && c.matchId === match.id && named(c) && (madeByCreator(c) || c.creatorId === c.userId) ? [c] : [];
  });
  const chosen = new Map<string, C>();
  for (const c of candidates) {
    const key = cardPlayerKey(match, c);
    const held = chosen.get(key);
    if (held === undefined || (!madeByCreator(held) && madeByCreator(c))) chosen.set(key, c);
  }
  const kept = new Set(chosen.values());
  return candidates.filter((c) => kept.has(c));
}
