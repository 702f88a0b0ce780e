// The shapes the statistics read: a score card joined with its tee's type (cards store the tee's
// id, not its type, so the caller adds it from the course).
import type { TeeType } from '../enums.ts';
import type { HoleScore } from '../types.ts';

/** A recorded hole with the tee's distance in metres (absent when the course has none). */
export interface StatsHole extends HoleScore {
  distance?: number;
}

export interface StatsCard {
  id: string;
  /** Epoch milliseconds of the round. */
  date: number;
  courseId: string;
  teeType: TeeType;
  isCompetition: boolean;
  holes: readonly StatsHole[];
}

/** The filters of the statistics page; a missing field does not filter. */
export interface StatsFilter {
  /** Epoch ms, inclusive. */
  from?: number;
  /** Epoch ms, inclusive. */
  to?: number;
  courseId?: string;
  teeType?: TeeType;
  /** Rounds of 9 or of 18 holes (by the holes on the card). */
  holeCount?: 9 | 18;
  competitionOnly?: boolean;
}

/** Par types reported separately. Other pars (2, 6, 7) are rare and left out of the split. */
export const PAR_TYPES = [3, 4, 5] as const;
export type ParType = (typeof PAR_TYPES)[number];
