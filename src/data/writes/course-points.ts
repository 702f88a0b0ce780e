// Recording a hole's point from the phone's position while playing (docs/PRODUCT.md, "Mapping a
// hole"): written to the course on this device at once, synced later. The writer refuses what the
// security rules would (docs/ARCHITECTURE.md, "Security rules"): a golfer who did not create the
// course fills only a missing point, and leaves every other field of the course as it is, so the
// sync can send exactly those fields.
import { accuracyProblem, holePointSpec, mayRecordPoint, withPoint, type HolePoint } from '../../domain/hole-points.ts';
import type { LatLng } from '../../domain/types.ts';
import type { CourseDoc, GolfDatabase } from '../types.ts';
import { modifyExisting } from './util.ts';

export interface RecordedPoint {
  courseId: string;
  teeId: string;
  holeNumber: number;
  point: HolePoint;
  /** The phone's position and the radius (metres) it is known to. */
  position: LatLng;
  accuracy: number;
  /** Who records: the course's creator and administrators may change a point that is set. */
  uid: string;
  isAdmin: boolean;
}

/** Whether `uid` edits the course as a whole (its creator, or an administrator). */
export function editsCourse(course: Pick<CourseDoc, 'creatorId'>, uid: string, isAdmin: boolean): boolean {
  return isAdmin || course.creatorId === uid;
}

/** Writes the point onto the hole of the course's tee; fails with a sentence the golfer can act on. */
export function recordHolePoint(db: GolfDatabase, r: RecordedPoint, now: number = Date.now()): Promise<CourseDoc> {
  const problem = accuracyProblem(r.accuracy);
  if (problem) return Promise.reject(new Error(problem));
  return modifyExisting(db.courses, r.courseId, (course) => {
    const tees = course.tees ?? [];
    const tee = tees.find((t) => t.id === r.teeId);
    const hole = tee?.holes.find((h) => h.number === r.holeNumber);
    if (!tee || !hole) throw new Error(`Hole ${r.holeNumber} is no longer on this course's tee, so it cannot be mapped.`);
    const editor = editsCourse(course, r.uid, r.isAdmin);
    if (!mayRecordPoint(hole, r.point, editor)) {
      throw new Error(`${capitalised(holePointSpec(r.point).name)} of hole ${r.holeNumber} is set already; only the course's creator or an administrator can change it.`);
    }
    const holes = tee.holes.map((h) => (h === hole ? withPoint(h, r.point, r.position) : h));
    const next = { ...course, tees: tees.map((t) => (t === tee ? { ...t, holes } : t)) };
    // Only the creator's and administrators' changes stamp the course: a fill by anyone else changes
    // the point's fields alone, which is all the rules let them write.
    return editor ? { ...next, lastModifiedDate: now } : next;
  });
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
