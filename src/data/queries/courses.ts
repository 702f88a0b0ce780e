// Course queries: the live list sorted by name (case- and accent-insensitively, via `nameSort`).
import type { RxQuery } from 'rxdb';
import type { Course, CourseDoc, GolfDatabase } from '../types.ts';

export type CoursesQuery = RxQuery<CourseDoc, Course[]>;

export function coursesByName(db: GolfDatabase): CoursesQuery {
  return db.courses.find({ sort: [{ nameSort: 'asc' }] });
}
