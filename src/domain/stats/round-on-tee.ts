// A stored score card joined with the tee it was played from: the one shape both the statistics
// (StatsCard) and the handicap index (HandicapCard) read. Cards keep the tee's id, not its type or
// rating, and a course's tees can be edited later; the rating used is the tee's current one.
import type { TeeLike } from '../types.ts';
import type { HandicapCard } from '../whs/card-differential.ts';
import type { StatsCard, StatsHole } from './types.ts';

export type RoundOnTee = StatsCard & HandicapCard;

/** The fields of a score card document this needs (schemas/scorecards.ts). */
export interface CardDocumentLike {
  id: string;
  date: number;
  courseId: string;
  isCompetition: boolean;
  holes: readonly StatsHole[];
}

/**
 * Joins a card with its tee. A tee that no longer exists (course edited or deleted) leaves the
 * round in the statistics as a Golf round, and out of the handicap index as played on an unrated
 * tee: we cannot know its rating.
 */
export function roundOnTee(card: CardDocumentLike, tee: Pick<TeeLike, 'type' | 'cr' | 'slope' | 'holeCount' | 'front9' | 'back9'> | undefined): RoundOnTee {
  return {
    id: card.id,
    date: card.date,
    courseId: card.courseId,
    isCompetition: card.isCompetition,
    holes: card.holes,
    teeType: tee?.type ?? 'Golf',
    courseRating: tee?.cr ?? null,
    slope: tee?.slope ?? null,
    // A card of one nine of an 18-hole tee is scored on that nine's own rating when the tee has it.
    teeHoleCount: tee?.holeCount ?? null,
    front9: tee?.front9 ?? null,
    back9: tee?.back9 ?? null,
  };
}
