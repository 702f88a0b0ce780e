// What the app asks of the course and golfer directories on the server (docs/ARCHITECTURE.md, "Course
// directory"): the search the sync engine offers (src/backend/directory-search.ts) as the screens see it.
// A found course or golfer is not on the device yet: choosing one saves it (`saveCourse`, `saveGolfer`),
// and the sync brings it.
import type { LatLng } from '../domain/index.ts';
import type { UserDoc } from './types.ts';

/** A course found on the server: its directory entry. */
export interface CourseHit {
  id: string;
  name: string;
  /** Where the course is (the centre of its geohash cell), when it has coordinates. */
  position?: LatLng;
  /** Metres from the point of a search by place. */
  distance?: number;
}

export interface DirectorySearch {
  /** Courses whose name starts with `text` (case and accents ignored), in name order; [] under 2 letters. */
  coursesByName(text: string): Promise<CourseHit[]>;
  /** The courses nearest `point`, nearest first. */
  coursesNear(point: LatLng): Promise<CourseHit[]>;
  /** One course's directory entry by its id; null when no course has that id. */
  courseById(id: string): Promise<CourseHit | null>;
  /** Golfers whose first or last name starts with `text`, in name order; [] under 2 letters. */
  golfersByName(text: string): Promise<UserDoc[]>;
  /** Resolves when the connection to the server is up (at once if it is): a search that found the
   * server unreachable asks again then. */
  whenOnline(): Promise<void>;
}

/** A search that cannot reach the server: offline, or it did not answer in time. */
export class DirectoryUnreachableError extends Error {
  override readonly name = 'DirectoryUnreachableError';
}

/** Letters a name search needs (the rules refuse shorter prefixes). */
export const DIRECTORY_MIN_LETTERS = 2;
