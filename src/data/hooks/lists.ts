// Thin typed hooks over the queries of src/data/queries: each returns { results, loading, error },
// the results as plain documents (the types of src/data/types.ts), so screens never see RxDocuments.
import { useMemo } from 'react';
import type { RxDocument, RxQuery } from 'rxdb';
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
import type { CourseDoc, MatchDoc, ScoreCardDoc, TournamentDoc, UserDoc } from '../types.ts';
import { useGolfDatabase } from './database.ts';
import { useQueryResult } from './use-query.ts';

export interface ListState<D> {
  /** The documents' plain data, in the query's order. */
  results: D[];
  loading: boolean;
  error: string | null;
}

const EMPTY: never[] = [];

/**
 * The plain data of each document state, kept while RxDB keeps that state: RxDB hands out one RxDocument
 * per document and revision, so a document that did not change maps to the very same object in every
 * answer, on every page. What is computed from a card (its round, its figures: src/data/rounds-cache.ts)
 * is then kept by that object's identity, and a changed card is a new object (docs/ARCHITECTURE.md,
 * "Statistics, handicap index and charts"); a list that answers again after one write maps only the
 * changed document, and memoised rows of the others skip their render ("Speed on a phone").
 */
const plainOf = new WeakMap<object, unknown>();

export function plainDocument<D>(doc: RxDocument<D>): D {
  let plain = plainOf.get(doc) as D | undefined;
  if (plain === undefined) {
    plain = doc.toJSON() as D;
    plainOf.set(doc, plain);
  }
  return plain;
}

/**
 * Live results of a memoised query (null = nothing to ask yet, e.g. no id) as plain documents.
 * They are mapped once per answer of the query: the array stays the same between renders until the
 * query answers again, so screens may memoise on it.
 */
export function useLiveList<D>(query: RxQuery<D, RxDocument<NoInfer<D>>[]> | null): ListState<D> {
  const { result, loading, error } = useQueryResult(query);
  const results = useMemo(() => (result ? result.map((doc) => plainDocument(doc)) : EMPTY), [result]);
  return { results, loading, error };
}

export function useScoreCardsOfUser(userId: string | undefined): ListState<ScoreCardDoc> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => (userId ? scoreCardsOfUser(db, userId) : null), [db, userId]));
}

export function useScoreCardsOfCourse(courseId: string | undefined): ListState<ScoreCardDoc> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => (courseId ? scoreCardsOfCourse(db, courseId) : null), [db, courseId]));
}

export function useScoreCardsOfMatch(matchId: string | undefined): ListState<ScoreCardDoc> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => (matchId ? scoreCardsOfMatch(db, matchId) : null), [db, matchId]));
}

export function useScoreCardsOfTournament(tournamentId: string | undefined): ListState<ScoreCardDoc> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => (tournamentId ? scoreCardsOfTournament(db, tournamentId) : null), [db, tournamentId]));
}

/** Cards in [from, to); only `userId`'s when given. */
export function useScoreCardsBetween(range: Range, userId?: string): ListState<ScoreCardDoc> {
  const db = useGolfDatabase();
  const { from, to } = range;
  return useLiveList(useMemo(() => scoreCardsBetween(db, { from, to }, userId), [db, from, to, userId]));
}

export function useCourses(): ListState<CourseDoc> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => coursesByName(db), [db]));
}

export function useMatchesInYear(year: number): ListState<MatchDoc> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => matchesInYear(db, year), [db, year]));
}

/** Matches from `now` onward; pass a stable `now` (e.g. kept in state) so the query is not rebuilt. */
export function useMatchesFromNow(now: number): ListState<MatchDoc> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => matchesFromNow(db, now), [db, now]));
}

export function useMatchesOfTournament(tournamentId: string | undefined): ListState<MatchDoc> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => (tournamentId ? matchesOfTournament(db, tournamentId) : null), [db, tournamentId]));
}

export function useTournaments(): ListState<TournamentDoc> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => allTournaments(db), [db]));
}

export function useTournamentsOfUser(userId: string | undefined): ListState<TournamentDoc> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => (userId ? tournamentsOfUser(db, userId) : null), [db, userId]));
}

export function useUsers(): ListState<UserDoc> {
  const db = useGolfDatabase();
  return useLiveList(useMemo(() => allUsers(db), [db]));
}
