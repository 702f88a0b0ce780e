// The name of a match card's player, from the profiles this device holds (a guest by the card's `event`).
import { useCallback } from 'react';
import type { MatchDoc, ScoreCardDoc } from '../data/types.ts';
import { profileName } from './golfer-name.ts';
import { isGuestCard } from './match-cards.ts';
import { useProfiles } from './use-profiles.ts';
import { golfersText } from './i18n/index.ts';

/** Names a match card's player from the profiles this device holds. */
export function usePlayerNames(match: Pick<MatchDoc, 'creatorId'>): (card: ScoreCardDoc) => string {
  const { byId } = useProfiles();
  const creatorId = match.creatorId;
  return useCallback(
    (card: ScoreCardDoc) => (isGuestCard({ creatorId }, card) ? (card.event ?? golfersText.t('name.guest')) : profileName(byId.get(card.userId))),
    [byId, creatorId],
  );
}
