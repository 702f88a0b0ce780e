// The cards other golfers made for the signed-in golfer that they have not answered yet (isInvitation,
// src/data/card-rights.ts): the dashboard asks them to accept or decline each one.
import { useMemo } from 'react';
import { isInvitation } from '../card-rights.ts';
import type { ScoreCardDoc } from '../types.ts';
import { useScoreCardsOfUser } from './lists.ts';

export function useInvitations(uid: string): { invitations: ScoreCardDoc[]; loading: boolean } {
  const { results, loading } = useScoreCardsOfUser(uid);
  const invitations = useMemo(() => results.filter((c) => isInvitation(c, uid)), [results, uid]);
  return { invitations, loading };
}
