// A course's size limits (COURSE_LIMITS: every device pulls every course, docs/ARCHITECTURE.md
// "Documents") as the tee editor checks them: a hole with too many obstacles, or an obstacle name too
// long, gets its message beside the obstacles, so the form never saves a tee the database refuses.
import { COURSE_LIMITS } from '@/data/course-limits.ts';
import type { TeeErrors } from '@/domain/index.ts';
import type { HoleForm } from './model.ts';

/** What in a hole's obstacles is over the limits, in words, or undefined. */
export function obstacleLimitError(hole: Pick<HoleForm, 'obstacles'>): string | undefined {
  const count = hole.obstacles.length;
  if (count > COURSE_LIMITS.obstaclesPerHole) {
    const extra = count - COURSE_LIMITS.obstaclesPerHole;
    return `A hole has at most ${COURSE_LIMITS.obstaclesPerHole} obstacles: remove ${extra} of them.`;
  }
  const long = hole.obstacles.findIndex((o) => o.name.trim().length > COURSE_LIMITS.obstacleName);
  if (long >= 0) return `The name of obstacle ${long + 1} can be at most ${COURSE_LIMITS.obstacleName} characters.`;
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

/** The message shown instead of "Add tee" on a course that has as many tees as a course may. */
export function teeLimitNote(teeCount: number): string | null {
  return teeCount >= COURSE_LIMITS.tees ? `A course has at most ${COURSE_LIMITS.tees} tees: delete one to add another.` : null;
}
