// Score card queries of docs/PRODUCT.md, "7. Data calls".
// Each returns an RxQuery: `.exec()` once or `.$` live.
import type { RxQuery } from 'rxdb';
import type { GolfDatabase, ScoreCard, ScoreCardDoc } from '../types.ts';
import { dayRange, fromRange, type Range } from './time.ts';

export type ScoreCardsQuery = RxQuery<ScoreCardDoc, ScoreCard[]>;

/** A user's cards, newest first. */
export function scoreCardsOfUser(db: GolfDatabase, userId: string): ScoreCardsQuery {
  return db.scorecards.find({ selector: { userId }, sort: [{ date: 'desc' }] });
}

/** Cards played on a course, newest first. */
export function scoreCardsOfCourse(db: GolfDatabase, courseId: string): ScoreCardsQuery {
  return db.scorecards.find({ selector: { courseId }, sort: [{ date: 'desc' }] });
}

/** The cards of a match, in date order. */
export function scoreCardsOfMatch(db: GolfDatabase, matchId: string): ScoreCardsQuery {
  return db.scorecards.find({ selector: { matchId }, sort: [{ date: 'asc' }] });
}

/** The cards of a tournament, in date order. */
export function scoreCardsOfTournament(db: GolfDatabase, tournamentId: string): ScoreCardsQuery {
  return db.scorecards.find({ selector: { tournamentId }, sort: [{ date: 'asc' }] });
}

/** Cards with `from <= date < to`, in date order; only `userId`'s when given. */
export function scoreCardsBetween(db: GolfDatabase, range: Range, userId?: string): ScoreCardsQuery {
  const date = { $gte: range.from, $lt: range.to };
  return db.scorecards.find({
    selector: userId === undefined ? { date } : { userId, date },
    sort: [{ date: 'asc' }],
  });
}

/** Cards from an instant onward. */
export function scoreCardsFrom(db: GolfDatabase, from: number | Date, userId?: string): ScoreCardsQuery {
  return scoreCardsBetween(db, fromRange(from), userId);
}

/** Cards from now onward (now = when the query is made). */
export function scoreCardsFromNow(db: GolfDatabase, userId?: string, now: number = Date.now()): ScoreCardsQuery {
  return scoreCardsFrom(db, now, userId);
}

/** Cards of the local day containing `day`: 86,400,000 ms from its local midnight. */
export function scoreCardsOnDay(db: GolfDatabase, day: number | Date, userId?: string): ScoreCardsQuery {
  return scoreCardsBetween(db, dayRange(day), userId);
}
