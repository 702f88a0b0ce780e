// Which hole a play screen opens on (use-round-in-play.ts keeps it from then on).
import type { ScoreCardHole } from '../../data/types.ts';

/** The hole in play when this card is the round in play, else the first hole not played yet. */
export function openingHoleIndex(
  holes: readonly Pick<ScoreCardHole, 'shotCount'>[],
  cardId: string,
  inPlay: { scoreCardId: string; currentHole: number } | null,
): number {
  if (inPlay && inPlay.scoreCardId === cardId) return Math.min(Math.max(0, inPlay.currentHole), holes.length - 1);
  const firstOpen = holes.findIndex((h) => h.shotCount === 0);
  return firstOpen === -1 ? 0 : firstOpen;
}
