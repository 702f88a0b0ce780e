// The plain data the match screens read: courses and public profiles of this device, and a card's
// player name (a guest by the card's `event`).
import { useCallback, useMemo } from 'react';
import { useCourses, useUsers } from '../../data/hooks/lists.ts';
import type { CourseDoc, MatchDoc, ScoreCardDoc, UserDoc } from '../../data/types.ts';
import { profileName } from '../../golfers/golfer-name.ts';

export function useCourseDocs(): { courses: CourseDoc[]; loading: boolean } {
  const { results, loading } = useCourses();
  return { courses: useMemo(() => results.map((c) => c.toJSON() as CourseDoc), [results]), loading };
}

export function useProfiles(): UserDoc[] {
  const { results } = useUsers();
  return useMemo(() => results.map((u) => u.toJSON() as UserDoc), [results]);
}

/** Whether the card is a guest's: the creator's card with the guest's name in `event`. */
export function isGuestCard(match: Pick<MatchDoc, 'creatorId'>, card: Pick<ScoreCardDoc, 'userId' | 'event'>): boolean {
  return card.userId === match.creatorId && card.event !== undefined && card.event.trim() !== '';
}

/** Names a match card's player from the profiles this device holds. */
export function usePlayerNames(match: Pick<MatchDoc, 'creatorId'>): (card: ScoreCardDoc) => string {
  const profiles = useProfiles();
  const byId = useMemo(() => new Map(profiles.map((p) => [p.id, p])), [profiles]);
  const creatorId = match.creatorId;
  return useCallback(
    (card: ScoreCardDoc) => (isGuestCard({ creatorId }, card) ? (card.event ?? 'Guest') : profileName(byId.get(card.userId))),
    [byId, creatorId],
  );
}
