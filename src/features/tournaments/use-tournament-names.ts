// A name for any golfer a tournament's screens show, from the profiles this device holds.
import { useCallback } from 'react';
import type { TournamentDoc, UserDoc } from '../../data/types.ts';
import { nameOf } from './tournament-form.ts';

/** Names a golfer by uid: their profile (`byId`, from src/golfers' `useProfiles`), else the name kept in
 * the tournament, else "Golfer". */
export function useTournamentNames(byId: ReadonlyMap<string, UserDoc>, tournament?: Pick<TournamentDoc, 'players' | 'organizer'>): (uid: string) => string {
  return useCallback((uid: string) => nameOf(uid, byId, tournament), [byId, tournament]);
}
