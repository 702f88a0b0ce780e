// Every collection's schema, keyed by its RxDB collection name (docs/ARCHITECTURE.md, "Names").
// These objects are plain JSON: `JSON.stringify(collectionSchemas.scorecards)` is the schema other
// tools (security rules, importers) can read; `node --import tsx schemas/to-json.ts DIR` writes them out.
import { coursesSchema } from './courses.ts';
import { matchesSchema } from './matches.ts';
import { scoreCardsSchema } from './scorecards.ts';
import { shotMarksSchema } from './shotmarks.ts';
import { tournamentsSchema } from './tournaments.ts';
import { userdataSchema } from './userdata.ts';
import { usersSchema } from './users.ts';

export const collectionSchemas = {
  courses: coursesSchema,
  scorecards: scoreCardsSchema,
  matches: matchesSchema,
  tournaments: tournamentsSchema,
  users: usersSchema,
  userdata: userdataSchema,
  shotmarks: shotMarksSchema,
} as const;

export type CollectionName = keyof typeof collectionSchemas;
export const COLLECTION_NAMES = Object.keys(collectionSchemas) as CollectionName[];

/** The RTDB path of each collection (the names of docs/ARCHITECTURE.md, "Names", kept from the first
 * version's data). */
export const RTDB_PATHS: Record<CollectionName, string> = {
  courses: 'courses',
  scorecards: 'scoreCards',
  matches: 'matches',
  tournaments: 'tournaments',
  users: 'users',
  userdata: 'userData',
  shotmarks: 'shotMarks',
};

export { coursesSchema, courseHoleSchema, teeSchema } from './courses.ts';
export { matchesSchema } from './matches.ts';
export { scoreCardsSchema, scoreCardHoleSchema } from './scorecards.ts';
export { shotMarksHoleSchema, shotMarksSchema, shotMarkSchema } from './shotmarks.ts';
export { tournamentsSchema } from './tournaments.ts';
export { usersSchema } from './users.ts';
export { userdataSchema, clubSchema } from './userdata.ts';
export * from './enums.ts';
