// Tournament queries. docs/PRODUCT.md, "6. Roles and permissions": a user sees only tournaments where they
// are a listed player or the organizer. Player lists are arrays, which no index can serve; tournaments are
// few, so the `$or` runs as a scan.
import type { RxQuery } from 'rxdb';
import type { GolfDatabase, Tournament, TournamentDoc } from '../types.ts';

export type TournamentsQuery = RxQuery<TournamentDoc, Tournament[]>;

/** Every tournament, newest first (the admin's list). */
export function allTournaments(db: GolfDatabase): TournamentsQuery {
  return db.tournaments.find({ sort: [{ creationDate: 'desc' }] });
}

/** Tournaments `userId` plays in or organises, newest first. */
export function tournamentsOfUser(db: GolfDatabase, userId: string): TournamentsQuery {
  return db.tournaments.find({
    selector: { $or: [{ 'organizer.id': userId }, { players: { $elemMatch: { userId } } }] },
    sort: [{ creationDate: 'desc' }],
  });
}
