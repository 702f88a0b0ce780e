// Recording a hole's point from the phone's position while playing (docs/PRODUCT.md, "Mapping a
// hole"): written to the course on this device at once, synced later. The writer refuses what the
// security rules would (docs/ARCHITECTURE.md, "Security rules"): a golfer who did not create the
// course fills only a missing point, and leaves every other field of the course as it is, so the
// sync can send exactly those fields.
import { accuracyProblem, MAX_POINT_ACCURACY_M, mayRecordPoint, withPoint, type HolePoint } from '../../domain/hole-points.ts';
import type { LatLng } from '../../domain/types.ts';
import type { CourseDoc, GolfDatabase } from '../types.ts';
import { modifyExisting } from './util.ts';
import { dataText } from '../i18n/index.ts';

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
  if (accuracyProblem(r.accuracy)) {
    // The domain's sentence (accuracyProblem) in the golfer's language.
    const known = Number.isFinite(r.accuracy) && r.accuracy >= 0;
    const text = known ? dataText.t('write.accuracyAbout', { accuracy: Math.round(r.accuracy), max: MAX_POINT_ACCURACY_M }) : dataText.t('write.accuracyUnknown', { max: MAX_POINT_ACCURACY_M });
    return Promise.reject(new Error(text));
  }
  return modifyExisting(db.courses, r.courseId, (course) => {
    const tees = course.tees ?? [];
    const tee = tees.find((t) => t.id === r.teeId);
    const hole = tee?.holes.find((h) => h.number === r.holeNumber);
    if (!tee || !hole) throw new Error(dataText.t('write.holeGone', { number: r.holeNumber }));
    const editor = editsCourse(course, r.uid, r.isAdmin);
    if (!mayRecordPoint(hole, r.point, editor)) {
      throw new Error(dataText.t('write.pointSet', { point: r.point, number: r.holeNumber }));
    }
    const holes = tee.holes.map((h) => (h === hole ? withPoint(h, r.point, r.position) : h));
    const next = { ...course, tees: tees.map((t) => (t === tee ? { ...t, holes } : t)) };
    // Only the creator's and administrators' changes stamp the course: a fill by anyone else changes
    // the point's fields alone, which is all the rules let them write.
    return editor ? { ...next, lastModifiedDate: now } : next;
  });
}

