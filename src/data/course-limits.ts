// A course written before schema version 1 bounded a course's size (COURSE_LIMITS, schemas/limits.ts),
// fitted into it: its first 10 tees, each hole's first 10 obstacles, obstacle names and hole notes cut
// to their length. Used by the local migration and the import of an older export file
// (src/data/migrations.ts) and by `npm run migrate` for the server copy (scripts/migrate/plan.ts).
import { COURSE_LIMITS } from '../../schemas/limits.ts';
import { isRecord } from '../domain/is-record.ts';

export { COURSE_LIMITS };

type Plain = Record<string, unknown>;

/** At most `max` UTF-16 units, never half of a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function fitObstacle(obstacle: unknown): unknown {
  if (!isRecord(obstacle) || typeof obstacle.name !== 'string') return obstacle;
  return { ...obstacle, name: cutText(obstacle.name, COURSE_LIMITS.obstacleName) };
}

function fitHole(hole: unknown): unknown {
  if (!isRecord(hole)) return hole;
  const out: Plain = { ...hole };
  if (typeof hole.notes === 'string') out.notes = cutText(hole.notes, COURSE_LIMITS.holeNotes);
  if (Array.isArray(hole.obstacles)) out.obstacles = hole.obstacles.slice(0, COURSE_LIMITS.obstaclesPerHole).map(fitObstacle);
  return out;
}

function fitTee(tee: unknown): unknown {
  if (!isRecord(tee) || !Array.isArray(tee.holes)) return tee;
  return { ...tee, holes: tee.holes.map(fitHole) };
}

/** The course within COURSE_LIMITS (the same object when it already was). */
export function fitCourse(doc: Plain): Plain {
  if (!Array.isArray(doc.tees)) return doc;
  const fitted = { ...doc, tees: doc.tees.slice(0, COURSE_LIMITS.tees).map(fitTee) };
  return JSON.stringify(fitted) === JSON.stringify(doc) ? doc : fitted;
}
