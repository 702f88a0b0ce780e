// Writing courses and their tees.
import { COURSE_LIMITS } from '../course-limits.ts';
import { courseNameSortKey } from '../course-name.ts';
import { newId } from '../ids.ts';
import type { CourseDoc, GolfDatabase, Tee } from '../types.ts';
import { modifyExisting, modifyOrCreate, removeById } from './util.ts';

/** A course as the editor provides it; dates, `nameSort` and server fields are filled here. */
export type CourseInput = Omit<CourseDoc, 'id' | 'nameSort' | 'creationDate' | 'lastModifiedDate' | 'updatedAt'> & {
  id?: string;
};

/** Creates the course or replaces its fields, keeping its creation date. */
export function upsertCourse(db: GolfDatabase, input: CourseInput, now: number = Date.now()): Promise<CourseDoc> {
  const id = input.id ?? newId(now);
  return modifyOrCreate(db.courses, id, (current) => {
    const old = 'creationDate' in current ? current : null;
    return {
      ...input,
      id,
      nameSort: courseNameSortKey(input.name),
      creationDate: old?.creationDate ?? now,
      lastModifiedDate: now,
      updatedAt: old?.updatedAt,
    };
  });
}

/** Adds the tee, or replaces the course's tee with the same id. */
export function upsertTee(db: GolfDatabase, courseId: string, tee: Tee, now: number = Date.now()): Promise<CourseDoc> {
  return modifyExisting(db.courses, courseId, (course) => {
    const tees = course.tees ?? [];
    const known = tees.some((t) => t.id === tee.id);
    if (!known && tees.length >= COURSE_LIMITS.tees) throw new Error(`A course has at most ${COURSE_LIMITS.tees} tees: delete one to add another.`);
    const next = known ? tees.map((t) => (t.id === tee.id ? tee : t)) : [...tees, tee];
    return { ...course, tees: next, lastModifiedDate: now };
  });
}

export function removeTee(db: GolfDatabase, courseId: string, teeId: string, now: number = Date.now()): Promise<CourseDoc> {
  return modifyExisting(db.courses, courseId, (course) => {
    const tees = (course.tees ?? []).filter((t) => t.id !== teeId);
    // An empty list is stored absent, as RTDB would return it.
    return { ...course, tees: tees.length > 0 ? tees : undefined, lastModifiedDate: now } as CourseDoc;
  });
}

export function deleteCourse(db: GolfDatabase, courseId: string): Promise<boolean> {
  return removeById(db.courses, courseId);
}
