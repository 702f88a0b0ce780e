// Thin typed hooks over the queries of src/data/queries: each returns { results, loading, error }.
import { useMemo } from 'react';
import type { RxQuery } from 'rxdb';
import { coursesByName } from '../queries/courses.ts';
import { matchesFromNow, matchesInYear, matchesOfTournament } from '../queries/matches.ts';
import {
  scoreCardsBetween,
  scoreCardsOfCourse,
  scoreCardsOfMatch,
  scoreCardsOfTournament,
  scoreCardsOfUser,
} from '../queries/scorecards.ts';
import type { Range } from '../queries/time.ts';
import { allTournaments, tournamentsOfUser } from '../queries/tournaments.ts';
import { allUsers } from '../queries/users.ts';
import type { Course, Match, ScoreCard, Tournament, UserProfile } from '../types.ts';
import { useGolfDatabase } from './database.ts';
import { useQueryResult } from './use-query.ts';

export interface ListState<T> {
  results: T[];
  loading: boolean;
  error: string | null;
}

const EMPTY: never[] = [];

/** Live results of a memoised query (null = nothing to ask yet, e.g. no id). */
export function useLiveList<D, T>(query: RxQuery<D, T[]> | null): ListState<T> {
  const { result, loading, error } = useQueryResult(query);
  return { results: result ?? EMPTY, loading, error };
}

export function useScoreCardsOfUser(userId: string | undefined): ListState<ScoreCard> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => (userId ? scoreCardsOfUser(db, userId) : null), [db, userId]));
}

export function useScoreCardsOfCourse(courseId: string | undefined): ListState<ScoreCard> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => (courseId ? scoreCardsOfCourse(db, courseId) : null), [db, courseId]));
}

export function useScoreCardsOfMatch(matchId: string | undefined): ListState<ScoreCard> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => (matchId ? scoreCardsOfMatch(db, matchId) : null), [db, matchId]));
}

export function useScoreCardsOfTournament(tournamentId: string | undefined): ListState<ScoreCard> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => (tournamentId ? scoreCardsOfTournament(db, tournamentId) : null), [db, tournamentId]));
}

/** Cards in [from, to); only `userId`'s when given. */
export function useScoreCardsBetween(range: Range, userId?: string): ListState<ScoreCard> {
  const db = useGolfDatabase();
  const { from, to } = range;
  return useLiveList(useMemo(() => scoreCardsBetween(db, { from, to }, userId), [db, from, to, userId]));
}

export function useCourses(): ListState<Course> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => coursesByName(db), [db]));
}

export function useMatchesInYear(year: number): ListState<Match> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => matchesInYear(db, year), [db, year]));
}

/** Matches from `now` onward; pass a stable `now` (e.g. kept in state) so the query is not rebuilt. */
export function useMatchesFromNow(now: number): ListState<Match> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => matchesFromNow(db, now), [db, now]));
}

export function useMatchesOfTournament(tournamentId: string | undefined): ListState<Match> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => (tournamentId ? matchesOfTournament(db, tournamentId) : null), [db, tournamentId]));
}

export function useTournaments(): ListState<Tournament> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => allTournaments(db), [db]));
}

export function useTournamentsOfUser(userId: string | undefined): ListState<Tournament> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => (userId ? tournamentsOfUser(db, userId) : null), [db, userId]));
}

export function useUsers(): ListState<UserProfile> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => allUsers(db), [db]));
}
