// A card's shot marks, and a golfer's club distances measured from all of theirs (docs/GOLF.md, "Shots
// and club distances"), read reactively.
import { useMemo } from 'react';
import { countsInRecord } from '../card-rights.ts';
import { withCoursePoints } from '../../domain/hole-points.ts';
import {
  clubDistances,
  CLUB_DISTANCE_ROUNDS,
  pointOf,
  shotsOfHole,
  type ClubDistance,
  type ClubDistancePeriod,
  type LatLng,
  type MarkedHole,
  type MeasuredRound,
} from '../../domain/index.ts';
import { shotMarksOfUser } from '../queries/shot-marks.ts';
import type { CourseDoc, ScoreCardDoc, ShotMarksDoc } from '../types.ts';
import { useGolfDatabase } from './database.ts';
import { useDocument } from './documents.ts';
import { useCourses, useLiveList, useScoreCardsOfUser } from './lists.ts';

/** The card's marks document, or null while loading or when nothing was marked. */
export function useShotMarks(cardId: string | undefined): ShotMarksDoc | null {
  return useShotMarksState(cardId).doc;
}

/** The card's marks document and whether it is still being read (a count shown before that would jump). */
export function useShotMarksState(cardId: string | undefined): { doc: ShotMarksDoc | null; loading: boolean } {
  const db = useGolfDatabase();
  const { doc, loading } = useDocument<ShotMarksDoc>(db.shotmarks, cardId);
  return { doc, loading };
}

/** Where each hole of a card starts: the tee point the course has now, else the card's own copy. */
function teePoints(card: ScoreCardDoc, courses: ReadonlyMap<string, CourseDoc>): Map<number, LatLng | null> {
  const tee = courses.get(card.courseId)?.tees?.find((t) => t.id === card.teeId);
  return new Map(
    card.holes.map((h) => {
      const mapped = withCoursePoints(h, tee?.holes.find((c) => c.number === h.number));
      return [h.number, pointOf(mapped.teeLatitude, mapped.teeLongitude)];
    }),
  );
}

/** Each card's measured shots with its date: the rounds the club distances look at. Only the cards that
 * count in `uid`'s record (card-rights.ts): a guest's card kept in this golfer's name measures the guest's
 * clubs, not theirs. */
export function measuredRounds(uid: string, marks: readonly ShotMarksDoc[], cards: readonly ScoreCardDoc[], courses: readonly CourseDoc[]): MeasuredRound[] {
  const cardById = new Map(cards.filter((c) => countsInRecord(c, uid)).map((c) => [c.id, c]));
  const courseById = new Map(courses.map((c) => [c.id, c]));
  return marks.flatMap((doc) => {
    const card = cardById.get(doc.id);
    if (!card) return []; // a card deleted (or not on this phone yet): its shots count no more
    const tees = teePoints(card, courseById);
    const shots = (doc.holes ?? []).flatMap((h) => shotsOfHole(h.marks, tees.get(h.number) ?? null));
    return [{ date: card.date, shots }];
  });
}

/** The golfer's measured club distances, by bag club id, over the period (the last 20 rounds by default). */
export function useClubDistances(uid: string | undefined, period: ClubDistancePeriod = { rounds: CLUB_DISTANCE_ROUNDS }): ReadonlyMap<string, ClubDistance> {
  const db = useGolfDatabase();
  const marks = useLiveList(useMemo(() => (uid ? shotMarksOfUser(db, uid) : null), [db, uid])).results;
  const cards = useScoreCardsOfUser(uid).results;
  const courses = useCourses().results;
  // A tap on a counter changes a card, not its date or tees: the distances are worked out again only
  // when the marks, a card's date or tees, or a course change.
  const cardKey = cards.map((c) => `${c.id}:${c.date}:${countsInRecord(c, uid ?? '')}:${c.courseId}:${c.teeId}:${c.holes.map((h) => `${h.teeLatitude ?? ''},${h.teeLongitude ?? ''}`).join(';')}`).join('|');
  const periodKey = 'rounds' in period ? `r${period.rounds}` : `${period.from}-${period.to}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- cards stand for cardKey, period for periodKey
  return useMemo(() => clubDistances(measuredRounds(uid ?? '', marks, cards, courses), period), [uid, marks, cardKey, courses, periodKey]);
}

/** A card's holes as the strokes gained from marked shots read them (docs/GOLF.md, "Strokes gained from
 * marked shots"): the card's counts, the hole's marks, and the tee and green the course has now (else the
 * card's copy). */
export function markedHoles(card: ScoreCardDoc, marks: ShotMarksDoc | undefined, courses: ReadonlyMap<string, CourseDoc>): MarkedHole[] {
  const tee = courses.get(card.courseId)?.tees?.find((t) => t.id === card.teeId);
  return card.holes.flatMap((h) => {
    const holeMarks = marks?.holes?.find((m) => m.number === h.number)?.marks ?? [];
    if (holeMarks.length === 0) return [];
    const mapped = withCoursePoints(h, tee?.holes.find((c) => c.number === h.number));
    return [
      {
        par: h.par,
        shotCount: h.shotCount,
        puttCount: h.puttCount,
        penaltyCount: h.penaltyCount,
        marks: holeMarks,
        tee: pointOf(mapped.teeLatitude, mapped.teeLongitude),
        green: mapped,
      },
    ];
  });
}

/** The golfer's marks documents, by card id (read reactively). */
export function useMarksByCard(uid: string | undefined): ReadonlyMap<string, ShotMarksDoc> {
  const db = useGolfDatabase();
  const marks = useLiveList(useMemo(() => (uid ? shotMarksOfUser(db, uid) : null), [db, uid])).results;
  return useMemo(() => new Map(marks.map((m) => [m.id, m])), [marks]);
}
