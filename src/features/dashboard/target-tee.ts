// The tee the dashboard works the score that lowers the index out on (docs/PRODUCT.md, "2. Screens and
// routes"): the one of the golfer's last round on a rated tee this phone has, named with its course.
import { ratedRoundOnTee } from '../../domain/index.ts';
import type { CourseDoc, ScoreCardDoc, Tee } from '../../data/types.ts';

export interface TargetTee {
  tee: Tee;
  course: string;
  teeName: string;
}

/** The tee of the most recent card (cards newest first) whose tee is rated and on this phone; null without one. */
export function lastRatedTee(cards: readonly Pick<ScoreCardDoc, 'courseId' | 'teeId' | 'courseName'>[], courses: readonly Pick<CourseDoc, 'id' | 'name' | 'tees'>[]): TargetTee | null {
  const byId = new Map(courses.map((c) => [c.id, c]));
  for (const card of cards) {
    const course = byId.get(card.courseId);
    const tee = course?.tees?.find((t) => t.id === card.teeId);
    if (course && tee && ratedRoundOnTee(tee)) return { tee, course: course.name, teeName: tee.name };
  }
  return null;
}
