// Writing tournaments.
import { newId } from '../ids.ts';
import { tournamentPlayerIds } from '../migrations.ts';
import type { GolfDatabase, TournamentDoc } from '../types.ts';
import { modifyOrCreate, removeById } from './util.ts';

export type TournamentInput = Omit<TournamentDoc, 'id' | 'creationDate' | 'modifiedDate' | 'updatedAt' | 'playerIds'> & { id?: string };

/** Creates or replaces a tournament, keeping its creation date; `playerIds` (what the security rules
 * read) always follows `players`. */
export function saveTournament(db: GolfDatabase, input: TournamentInput, now: number = Date.now()): Promise<TournamentDoc> {
  const id = input.id ?? newId(now);
  return modifyOrCreate(db.tournaments, id, (current) => {
    const old = 'creationDate' in current ? current : null;
    const players = input.players && input.players.length > 0 ? input.players : undefined;
    return { ...input, id, players, playerIds: tournamentPlayerIds(players), creationDate: old?.creationDate ?? now, modifiedDate: now, updatedAt: old?.updatedAt };
  });
}

export function deleteTournament(db: GolfDatabase, tournamentId: string): Promise<boolean> {
  return removeById(db.tournaments, tournamentId);
}
