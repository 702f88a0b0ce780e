// Storing a course imported from the golf course API (src/domain/course-import): created under the id
// derived from the provider's, or updated in place on a re-import, keeping its creator, its creation
// date and any tee added by hand.
import { mergeTees, type CourseTeeParts, type ImportedCourse } from '../../domain/index.ts';
import { courseNameSortKey } from '../course-name.ts';
import type { CourseDoc, GolfDatabase } from '../types.ts';
import { modifyOrCreate } from './util.ts';

export interface SaveImportedCourse {
  course: Pick<ImportedCourse, 'id' | 'name'>;
  /** The tees to store (teesToSave's result): they replace the course's tees with the same ids. */
  tees: readonly CourseTeeParts[];
  /** Who imports; the creator of a new course. */
  creatorId: string;
}

/** Creates or updates the imported course; the result is what the database now holds. */
export function saveImportedCourse(db: GolfDatabase, input: SaveImportedCourse, now: number = Date.now()): Promise<CourseDoc> {
  return modifyOrCreate(db.courses, input.course.id, (current) => {
    const old = 'creationDate' in current ? current : null;
    const tees = mergeTees(old?.tees ?? [], input.tees);
    return {
      ...old,
      id: input.course.id,
      name: input.course.name,
      nameSort: courseNameSortKey(input.course.name),
      creationDate: old?.creationDate ?? now,
      lastModifiedDate: now,
      creatorId: old?.creatorId ?? input.creatorId,
      tees: tees.length > 0 ? tees : undefined,
    } as CourseDoc;
  });
}
