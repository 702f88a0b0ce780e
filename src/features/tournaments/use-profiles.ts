// The public profiles on this device as plain documents, by uid, and a name for any golfer.
import { useCallback, useMemo } from 'react';
import { useUsers } from '../../data/hooks/lists.ts';
import type { TournamentDoc } from '../../data/types.ts';
import { nameOf } from './tournament-form.ts';

export function useProfiles(tournament?: Pick<TournamentDoc, 'players' | 'organizer'>) {
  const { results: profiles, loading } = useUsers();
  const byId = useMemo(() => new Map(profiles.map((p) => [p.id, p])), [profiles]);
  const name = useCallback((uid: string) => nameOf(uid, byId, tournament), [byId, tournament]);
  return { profiles, byId, nameOf: name, loading };
}
