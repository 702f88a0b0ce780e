// A course's size limits (COURSE_LIMITS: every device pulls every course, docs/ARCHITECTURE.md
// "Documents") as the tee editor checks them: a hole with too many obstacles, or an obstacle name too
// long, gets its message beside the obstacles, so the form never saves a tee the database refuses.
import { COURSE_LIMITS } from '@/data/course-limits.ts';
import type { TeeErrors } from '@/domain/index.ts';
import { coursesText } from '../i18n/index.ts';
import type { HoleForm } from './model.ts';

/** What in a hole's obstacles is over the limits, in the golfer's language (the tee editor reads this
 * catalog, so it is loaded), or undefined. */
export function obstacleLimitError(hole: Pick<HoleForm, 'obstacles'>): string | undefined {
  const count = hole.obstacles.length;
  if (count > COURSE_LIMITS.obstaclesPerHole) {
    const extra = count - COURSE_LIMITS.obstaclesPerHole;
    return coursesText.t('teeForm.obstacleLimit', { max: COURSE_LIMITS.obstaclesPerHole, extra });
  }
  const long = hole.obstacles.findIndex((o) => o.name.trim().length > COURSE_LIMITS.obstacleName);
  if (long >= 0) return coursesText.t('teeForm.obstacleNameLimit', { number: long + 1, max: COURSE_LIMITS.obstacleName });
  return undefined;
}

/** The tee's errors with the size limits of its holes added (before a hole's other obstacle error:
 * fixing a coordinate does not make an obstacle too many fit). */
export function withSizeLimits(errors: TeeErrors, holes: readonly Pick<HoleForm, 'obstacles'>[]): TeeErrors {
  const byHole = holes.map((hole, i) => {
    const own = errors.byHole[i] ?? {};
    const limit = obstacleLimitError(hole);
    return limit !== undefined ? { ...own, obstacles: limit } : own;
  });
  return { ...errors, byHole };
}

/** Whether one more obstacle fits on the hole. */
export const canAddObstacle = (hole: Pick<HoleForm, 'obstacles'>): boolean => hole.obstacles.length < COURSE_LIMITS.obstaclesPerHole;

/** Whether a course has as many tees as a course may (its page then says so instead of "Add tee"). */
export const teesFull = (teeCount: number): boolean => teeCount >= COURSE_LIMITS.tees;
