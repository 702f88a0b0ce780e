// The hole of the round's course and tee as the course holds it now: a card copies its tee's holes
// when the round starts, so the points mapped since then are read from the course (docs/PRODUCT.md,
// "Mapping a hole").
import { useMemo } from 'react';
import { useCourse } from '../../data/hooks/documents.ts';
import type { CourseDoc, CourseHole, ScoreCardDoc } from '../../data/types.ts';

export interface CourseHoleState {
  /** The round's course on this phone, or null (not synced yet, or deleted). */
  course: CourseDoc | null;
  /** Its tee's hole with this number, when the course and tee have it. */
  hole: CourseHole | undefined;
}

export function useCourseHole(card: Pick<ScoreCardDoc, 'courseId' | 'teeId'>, holeNumber: number | null): CourseHoleState {
  const { course } = useCourse(card.courseId || undefined);
  const hole = useMemo(() => {
    if (!course || holeNumber === null) return undefined;
    return course.tees?.find((t) => t.id === card.teeId)?.holes.find((h) => h.number === holeNumber);
  }, [course, card.teeId, holeNumber]);
  return { course, hole };
}
