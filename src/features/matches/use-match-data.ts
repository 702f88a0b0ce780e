// The plain data the match screens read beside the golfers (src/golfers): the courses of this device.
import { useMemo } from 'react';
import { useCourses } from '../../data/hooks/lists.ts';
import type { CourseDoc } from '../../data/types.ts';

export function useCourseDocs(): { courses: CourseDoc[]; loading: boolean } {
  const { results, loading } = useCourses();
  return { courses: useMemo(() => results.map((c) => c.toJSON() as CourseDoc), [results]), loading };
}
