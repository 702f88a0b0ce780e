// The signed-in golfer's own rounds joined with the tees they were played from: the input of the
// statistics and of the computed handicap index. Own = score cards whose `userId` is the golfer and
// that count in their record: made by them, or made by someone else and accepted (countsInRecord,
// src/data/card-rights.ts; an invitation not answered yet does not count). Deleted cards never come
// back from the database; tees from the courses of the local database.
import { useMemo } from 'react';
import { roundOnTee, type RoundOnTee } from '../../domain/index.ts';
import { countsInRecord } from '../card-rights.ts';
import { cachedRoundOnTee, sameRoundList } from '../rounds-cache.ts';
import type { CourseDoc, ScoreCardDoc, Tee } from '../types.ts';
import { useCourses, useScoreCardsOfUser } from './lists.ts';

export interface MyRounds {
  /** Every own card that counts joined with its tee, newest first. */
  rounds: readonly RoundOnTee[];
  /** The cards themselves, newest first (names of courses and tees for the screens). */
  cards: ScoreCardDoc[];
  /** The courses of the local database, by name. */
  courses: CourseDoc[];
  loading: boolean;
  error: string | null;
}

/** The tee of every course by `courseId/teeId`. */
export function teesByKey(courses: readonly Pick<CourseDoc, 'id' | 'tees'>[]): Map<string, Tee> {
  const tees = new Map<string, Tee>();
  for (const c of courses) for (const t of c.tees ?? []) tees.set(`${c.id}/${t.id}`, t);
  return tees;
}

/** Joins cards with their tees (roundOnTee): a tee no longer on the device leaves the round unrated. */
export function joinRounds(cards: readonly ScoreCardDoc[], courses: readonly Pick<CourseDoc, 'id' | 'tees'>[]): RoundOnTee[] {
  const tees = teesByKey(courses);
  return cards.map((c) => roundOnTee(c, tees.get(`${c.courseId}/${c.teeId}`)));
}

/** joinRounds with each round kept per card and tee, and the list kept while its rounds are the same
 * (src/data/rounds-cache.ts): what the dashboard computed from it, /statistics finds ready. */
export function joinRoundsCached(cards: readonly ScoreCardDoc[], courses: readonly Pick<CourseDoc, 'id' | 'tees'>[]): readonly RoundOnTee[] {
  const tees = teesByKey(courses);
  return sameRoundList(cards.map((c) => cachedRoundOnTee(c, tees.get(`${c.courseId}/${c.teeId}`))));
}

/** The cards that count in the golfer's record, in the order given. */
export function recordOf(cards: readonly ScoreCardDoc[], uid: string): ScoreCardDoc[] {
  return cards.filter((c) => countsInRecord(c, uid));
}

export function useMyRounds(uid: string | undefined): MyRounds {
  const cardList = useScoreCardsOfUser(uid);
  const courseList = useCourses();
  const cards = useMemo(() => (uid ? recordOf(cardList.results, uid) : cardList.results), [cardList.results, uid]);
  const courses = courseList.results;
  const rounds = useMemo(() => joinRoundsCached(cards, courses), [cards, courses]);
  return {
    rounds,
    cards,
    courses,
    loading: cardList.loading || courseList.loading,
    error: cardList.error ?? courseList.error,
  };
}
