// The data layer's public face: database lifecycle, typed queries, write helpers, React hooks.
export * from './types.ts';
export { openUserDatabase, closeUserDatabase, removeUserDatabase } from './database.ts';
export type { ConflictHandlers, OpenOptions } from './database.ts';
export { userDatabaseName, uidOfDatabaseName, encodeUid, decodeUid, DATABASE_NAME_PREFIX } from './db-name.ts';
export { courseNameSortKey } from './course-name.ts';
export { newId } from './ids.ts';
export {
  DocumentValidationError,
  describeValidationError,
  readValidationError,
  readableWrite,
  toReadableError,
} from './validation-errors.ts';
export * from './queries/time.ts';
export * from './queries/scorecards.ts';
export * from './queries/matches.ts';
export * from './queries/courses.ts';
export * from './queries/tournaments.ts';
export * from './queries/users.ts';
export * from './writes/scorecards.ts';
export * from './writes/courses.ts';
export * from './writes/matches.ts';
export * from './writes/tournaments.ts';
export * from './writes/users.ts';
export * from './writes/imported-course.ts';
export * from './hooks/database.ts';
export * from './hooks/lists.ts';
export * from './hooks/documents.ts';
export { useQueryResult } from './hooks/use-query.ts';
export type { QueryState } from './hooks/use-query.ts';
export * from './transfer/index.ts';
