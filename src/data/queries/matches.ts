// Match queries of docs/PRODUCT.md, "7. Data calls", in date order.
import type { RxQuery } from 'rxdb';
import type { GolfDatabase, Match, MatchDoc } from '../types.ts';
import { fromRange, yearRange, type Range } from './time.ts';

export type MatchesQuery = RxQuery<MatchDoc, Match[]>;

export function matchesBetween(db: GolfDatabase, range: Range): MatchesQuery {
  return db.matches.find({ selector: { date: { $gte: range.from, $lt: range.to } }, sort: [{ date: 'asc' }] });
}

/** Matches of a calendar year (local time). */
export function matchesInYear(db: GolfDatabase, year: number): MatchesQuery {
  return matchesBetween(db, yearRange(year));
}

/** Matches from now onward (now = when the query is made). */
export function matchesFromNow(db: GolfDatabase, now: number = Date.now()): MatchesQuery {
  return matchesBetween(db, fromRange(now));
}

/** The matches of a tournament, in date order. */
export function matchesOfTournament(db: GolfDatabase, tournamentId: string): MatchesQuery {
  return db.matches.find({ selector: { tournamentId }, sort: [{ date: 'asc' }] });
}
