// The course form: its name (tees have their own validator).
import { checkText, compact, type FieldErrors } from './fields.ts';

export type CourseErrors = FieldErrors<'name'>;

export function validateCourse(course: { name?: string | null }): CourseErrors {
  return compact({ name: checkText(course.name, 'course name') });
}
