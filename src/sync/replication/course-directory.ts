// The course directory (docs/ARCHITECTURE.md, "Course directory"): `directory/courses/{id}` holds the
// small entry a course is found by, by name or by place, since a course with its geometry is far too
// big to list: its name, its sort key, its creator (whose devices keep it: created-courses.ts) and the
// geohash of its position (coursePosition, src/domain).
// Whoever pushes a course writes its entry after it (push.ts); the rules take it only as the course
// then stands, so an entry refused because another device changed the course meanwhile is left to
// that device's push.
import { courseGeohash, type PlacedCourse } from '../../domain/index.ts';
import type { DocWithDeleted } from '../../backend/doc-shape.ts';

export const COURSE_DIRECTORY_PATH = 'directory/courses';

/** A course's directory entry; null for a deleted course (it has none). */
export function courseDirectoryEntry(course: DocWithDeleted): Record<string, string> | null {
  const { name, nameSort, creatorId } = course;
  if (course._deleted === true || typeof name !== 'string' || typeof nameSort !== 'string' || typeof creatorId !== 'string') return null;
  const geohash = courseGeohash(course as PlacedCourse);
  return { name, nameSort, creatorId, ...(geohash ? { geohash } : {}) };
}
