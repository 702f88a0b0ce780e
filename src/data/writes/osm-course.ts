// Storing a course's geometry from OpenStreetMap (docs/ARCHITECTURE.md, "Course geometry from
// OpenStreetMap"): a new course with one tee, or the geometry put onto an existing tee's holes by number
// (par, stroke index, distances and notes untouched; coordinates and obstacles the hole has kept unless
// the golfer asks to replace them). Either way the course records the element it came from
// (`osmElement`), so every screen showing its geometry credits OpenStreetMap.
import { mergeGeometry, type GeometryChange, type OsmCourse } from '../../domain/course-import/osm/index.ts';
import type { TeeColour, TeeType } from '../../domain/index.ts';
import { courseNameSortKey } from '../course-name.ts';
import { newId } from '../ids.ts';
import type { CourseDoc, CourseHole, GolfDatabase, Tee } from '../types.ts';
import { modifyExisting, modifyOrCreate } from './util.ts';
import { dataText } from '../i18n/index.ts';

export interface NewOsmCourse {
  name: string;
  creatorId: string;
  /** `way/123`; absent when the data named no element. */
  osmElement?: string;
  tee: { name: string; type: TeeType; colour?: TeeColour; holes: CourseHole[] };
}

/** Creates the course with its one tee; the result is what the database now holds. */
export function createOsmCourse(db: GolfDatabase, input: NewOsmCourse, now: number = Date.now()): Promise<CourseDoc> {
  const id = newId(now);
  const holes = [...input.tee.holes].sort((a, b) => a.number - b.number);
  const tee: Tee = {
    id: newId(now),
    name: input.tee.name,
    type: input.tee.type,
    ...(input.tee.colour ? { colour: input.tee.colour } : {}),
    holeCount: holes.length,
    holes,
  };
  return modifyOrCreate(db.courses, id, () => ({
    id,
    name: input.name,
    nameSort: courseNameSortKey(input.name),
    creationDate: now,
    lastModifiedDate: now,
    creatorId: input.creatorId,
    tees: [tee],
    ...(input.osmElement ? { osmElement: input.osmElement } : {}),
  }));
}

export interface PutOsmGeometry {
  courseId: string;
  teeId: string;
  osm: OsmCourse;
  /** Replace coordinates and obstacles the holes already have (else only fill what is missing). */
  replace: boolean;
}

/** Puts the geometry onto the tee's holes; resolves with what changed per hole. */
export async function putOsmGeometry(db: GolfDatabase, input: PutOsmGeometry, now: number = Date.now()): Promise<GeometryChange[]> {
  let changes: GeometryChange[] = [];
  await modifyExisting(db.courses, input.courseId, (course) => {
    const tees = course.tees ?? [];
    const tee = tees.find((t) => t.id === input.teeId);
    if (!tee) throw new Error(dataText.t('write.teeGone'));
    const merged = mergeGeometry(tee.holes, input.osm, input.replace);
    changes = merged.changes;
    return {
      ...course,
      tees: tees.map((t) => (t.id === tee.id ? { ...t, holes: merged.holes } : t)),
      ...(input.osm.element ? { osmElement: input.osm.element } : {}),
      lastModifiedDate: now,
    };
  });
  return changes;
}
