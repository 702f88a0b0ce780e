// The plain data the match screens read beside the golfers (src/golfers): the courses of this device.
import { useCourses } from '../../data/hooks/lists.ts';
import type { CourseDoc } from '../../data/types.ts';

export function useCourseDocs(): { courses: CourseDoc[]; loading: boolean } {
  const { results, loading } = useCourses();
  return { courses: results, loading };
}
